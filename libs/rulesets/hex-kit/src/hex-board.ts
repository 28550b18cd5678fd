import { gridIndex, hexNames, type EdgeSpec, type GridIndex } from './grid-index';
import type { RawMapHead } from './map-data';

export type MapEdge = 'north' | 'south' | 'east' | 'west';

/** What every hex map file (data/map.json) holds: provenance, grid, edges, terrain by hex. */
export interface RawHexMap extends RawMapHead {
  readonly edges: Readonly<Record<MapEdge, EdgeSpec>>;
  readonly hexes: readonly {
    readonly label: string;
    readonly terrain: string;
    readonly name?: string;
  }[];
}

/** The part of a ruleset's board every hex map has, indexed for fast rule queries. */
export interface HexBoard<Raw extends RawHexMap, Terrain extends string> {
  readonly raw: Raw;
  readonly labels: readonly string[];
  readonly terrain: ReadonlyMap<string, Terrain>;
  readonly names: ReadonlyMap<string, string>;
  readonly neighbors: ReadonlyMap<string, readonly string[]>;
  distance: GridIndex['distance'];
  has: GridIndex['has'];
}

/**
 * Indexes the hexes `labels` of a map file: terrain by hex (`fill` for hexes the file does not
 * list, when given), names, on-map neighbours, distance. Throws on a listed hex off the map.
 */
export function hexBoard<Raw extends RawHexMap, Terrain extends string>(
  raw: Raw,
  labels: readonly string[],
  fill?: Terrain,
): HexBoard<Raw, Terrain> {
  const grid = gridIndex(labels);
  const terrain = new Map<string, Terrain>(
    fill === undefined ? [] : labels.map((l) => [l, fill] as const),
  );
  for (const h of raw.hexes) {
    if (!grid.has(h.label)) throw new RangeError(`hex ${h.label} is off the map`);
    terrain.set(h.label, h.terrain as Terrain);
  }
  return {
    raw,
    labels,
    terrain,
    names: hexNames(raw.hexes),
    neighbors: grid.neighbors,
    distance: grid.distance,
    has: grid.has,
  };
}
