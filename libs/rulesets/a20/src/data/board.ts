import { rectangleLabels } from '@pratzen/hex';
import { hexBoard, type HexBoard, type RawHexMap } from '@pratzen/rulesets/hex-kit';
import mapJson from '../../data/map.json';
import type { BySide, Side, Terrain } from '../vocabulary';

/** data/map.json: the kit's map head plus a20's streams, LOC, objective and edge hexes. */
export interface RawMap extends RawHexMap {
  readonly rulesetId: string;
  readonly streamHexsides: Readonly<Record<string, readonly (readonly string[])[]>>;
  readonly locHexes: BySide<readonly { readonly hex: string; readonly name: string }[]> & {
    readonly provenance: string;
  };
  readonly objectiveHexes: BySide<readonly string[]> & { readonly provenance: string };
  readonly reinforcementEdges: BySide<readonly string[]> & { readonly provenance: string };
  readonly deploymentZones: Readonly<Record<string, unknown>>;
}

/** The map, indexed for fast rule queries. Built once from data/map.json. */
export interface Board extends HexBoard<RawMap, Terrain> {
  /** X9.86: each side's LOC hexes (French west edge, Allied east edge). */
  readonly loc: BySide<readonly string[]>;
  /** X14.0: the objective hexes each side aims to hold. */
  readonly objectives: BySide<readonly string[]>;
  /** X11.6: the hexes where each side's reinforcements enter. */
  readonly entry: BySide<readonly string[]>;
  /** N6.3 / N9.4: true when the side between two adjacent hexes is a stream hexside. */
  streamSide(a: string, b: string): boolean;
}

export function buildBoard(raw: RawMap): Board {
  const labels = rectangleLabels(raw.grid.columns, raw.grid.rows);
  const board = hexBoard<RawMap, Terrain>(raw, labels, 'clear');
  const streams = new Set<string>();
  for (const sides of Object.values(raw.streamHexsides))
    for (const [a, b] of sides) {
      if (a === undefined || b === undefined) continue;
      streams.add(`${a}|${b}`);
      streams.add(`${b}|${a}`);
    }
  const bySide = <T>(f: (side: Side) => T): BySide<T> => ({
    allied: f('allied'),
    french: f('french'),
  });
  return {
    ...board,
    loc: bySide((s) => raw.locHexes[s].map((l) => l.hex)),
    objectives: bySide((s) => raw.objectiveHexes[s]),
    entry: bySide((s) => raw.reinforcementEdges[s]),
    streamSide: (a, b) => streams.has(`${a}|${b}`),
  };
}

/** The reconstructed a20 map shipped with Pratzen (replace data/map.json with the printed map). */
export const BOARD: Board = buildBoard(mapJson as unknown as RawMap);
