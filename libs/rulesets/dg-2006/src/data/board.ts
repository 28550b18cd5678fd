import { rectangleLabels } from '@pratzen/hex';
import { gridIndex, hexNames, onEdge } from '@pratzen/rulesets/hex-kit';
import mapJson from '../../data/map.json';
import type { Side, Terrain } from '../vocabulary';

export type MapEdge = 'north' | 'south' | 'east' | 'west';

export interface RawMap {
  readonly rulesetId: string;
  readonly provenance: string;
  readonly source: string;
  readonly notes: readonly string[];
  readonly grid: { readonly columns: number; readonly rows: number; readonly parity: string };
  readonly edges: Readonly<Record<MapEdge, { readonly row?: number; readonly col?: number }>>;
  readonly hexes: readonly {
    readonly label: string;
    readonly terrain: string;
    readonly name?: string;
  }[];
  readonly lakeHexsides: readonly (readonly string[])[];
  readonly arrowHexes: readonly string[];
  readonly entryHexes: Readonly<Record<Side, readonly string[]>>;
}

/** The map, indexed for fast rule queries. Built once from data/map.json. */
export interface Board {
  readonly raw: RawMap;
  readonly labels: readonly string[];
  readonly terrain: ReadonlyMap<string, Terrain>;
  readonly names: ReadonlyMap<string, string>;
  readonly neighbors: ReadonlyMap<string, readonly string[]>;
  /** The hexes at distance 2 (artillery range, 10.0). */
  readonly ring2: ReadonlyMap<string, readonly string[]>;
  readonly arrowHexes: ReadonlySet<string>;
  readonly entryHexes: Readonly<Record<Side, readonly string[]>>;
  readonly edgeOf: ReadonlyMap<string, readonly MapEdge[]>;
  /** True when the side between two adjacent hexes is a lake hexside (9.31). */
  lakeSide(a: string, b: string): boolean;
  distance(a: string, b: string): number;
  has(label: string): boolean;
}

export function buildBoard(raw: RawMap): Board {
  const labels = rectangleLabels(raw.grid.columns, raw.grid.rows);
  const grid = gridIndex(labels);
  const { neighbors } = grid;
  const terrain = new Map<string, Terrain>(labels.map((l) => [l, 'clear']));
  for (const h of raw.hexes) {
    if (!grid.has(h.label)) throw new RangeError(`hex ${h.label} is off the map`);
    terrain.set(h.label, h.terrain as Terrain);
  }
  const ring2 = new Map(
    labels.map((l) => {
      const two = new Set<string>();
      for (const n of neighbors.get(l) ?? [])
        for (const m of neighbors.get(n) ?? [])
          if (m !== l && !(neighbors.get(l) ?? []).includes(m)) two.add(m);
      return [l, [...two]] as const;
    }),
  );
  const lake = new Map<string, Set<string>>();
  const addLake = (a: string, b: string): void => {
    let m = lake.get(a);
    if (m === undefined) lake.set(a, (m = new Set()));
    m.add(b);
  };
  for (const [a, b] of raw.lakeHexsides) {
    if (a === undefined || b === undefined) continue;
    addLake(a, b);
    addLake(b, a);
  }
  const edgeOf = new Map<string, MapEdge[]>();
  for (const l of labels) {
    const edges = (Object.entries(raw.edges) as [MapEdge, { row?: number; col?: number }][])
      .filter(([, e]) => onEdge(l, e))
      .map(([edge]) => edge);
    if (edges.length > 0) edgeOf.set(l, edges);
  }
  return {
    raw,
    labels,
    terrain,
    names: hexNames(raw.hexes),
    neighbors,
    ring2,
    arrowHexes: new Set(raw.arrowHexes),
    entryHexes: raw.entryHexes,
    edgeOf,
    lakeSide: (a, b) => lake.get(a)?.has(b) === true,
    distance: grid.distance,
    has: grid.has,
  };
}

/** The reconstructed DG map shipped with Pratzen (replace data/map.json to use the printed map). */
export const BOARD: Board = buildBoard(mapJson as unknown as RawMap);
