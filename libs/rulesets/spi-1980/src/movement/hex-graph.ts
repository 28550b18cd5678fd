import { axialToLabel, hexesWithin, labelToAxial } from '@pratzen/hex';
import { BOARD, type MapEdge } from '../data/board';
import { terrainAllows, terrainCost } from '../queries';
import { UNIT_TYPES, type Side, type UnitType } from '../vocabulary';

/**
 * The board as integer indices, built once, so that movement searches run on typed arrays.
 * Every cost in here comes from the shared rule functions of queries.ts (terrainCost,
 * terrainAllows): this file only tabulates them.
 */

export const LABELS: readonly string[] = BOARD.labels;
export const HEX_COUNT = LABELS.length;
const INDEX: ReadonlyMap<string, number> = new Map(LABELS.map((l, i) => [l, i]));

/** The index of a hex label, or -1 when it is not a hex of the map. */
export function hexIndex(label: string): number {
  return INDEX.get(label) ?? -1;
}

export function label(i: number): string {
  const l = LABELS[i];
  if (l === undefined) throw new RangeError(`no hex index ${i}`);
  return l;
}

const AXIALS = LABELS.map((l) => labelToAxial(l) ?? { q: 0, r: 0 });
const AXIAL_Q = Int16Array.from(AXIALS, (a) => a.q);
const AXIAL_R = Int16Array.from(AXIALS, (a) => a.r);

/** Hex distance between hexes i and j (axial: max(|dq|, |dr|, |dq + dr|)). */
export function hexDistance(i: number, j: number): number {
  const dq = (AXIAL_Q[i] as number) - (AXIAL_Q[j] as number);
  const dr = (AXIAL_R[i] as number) - (AXIAL_R[j] as number);
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** NEIGHBORS[i]: the indices of the hexes adjacent to hex i (on the map). */
export const NEIGHBORS: readonly (readonly number[])[] = LABELS.map((l) =>
  (BOARD.neighbors.get(l) ?? []).map(hexIndex).filter((j) => j >= 0),
);

const WITHIN_TWO: (readonly number[] | undefined)[] = [];

/** The hexes of the map within two hexes of hex i (i included), as indices; memoised. */
export function withinTwo(i: number): readonly number[] {
  let found = WITHIN_TWO[i];
  if (found === undefined) {
    const a = labelToAxial(label(i));
    found = (a === undefined ? [] : hexesWithin(a, 2)).flatMap((h) => {
      const l = axialToLabel(h);
      const j = l === undefined ? -1 : hexIndex(l);
      return j >= 0 ? [j] : [];
    });
    WITHIN_TWO[i] = found;
  }
  return found;
}

/** Which neighbour slot of `from` is `to`, or -1 when they are not adjacent. */
export function neighborSlot(from: number, to: number): number {
  return (NEIGHBORS[from] ?? []).indexOf(to);
}

const costTables = new Map<UnitType, readonly Int8Array[]>();

/**
 * 8.0 terrain costs for `type`: TERRAIN_COSTS(type)[i][k] is the cost (hex + hexside, road = 1)
 * to move from hex i into its k-th neighbour, or -1 when prohibited.
 */
export function terrainCosts(type: UnitType): readonly Int8Array[] {
  let t = costTables.get(type);
  if (t === undefined) {
    t = LABELS.map((from, i) => {
      const ns = NEIGHBORS[i] ?? [];
      const row = new Int8Array(ns.length);
      ns.forEach((j, k) => {
        row[k] = terrainCost(from, label(j), type) ?? -1;
      });
      return row;
    });
    costTables.set(type, t);
  }
  return t;
}

const enterable = new Map<UnitType, Uint8Array>(
  UNIT_TYPES.map((type) => [
    type,
    Uint8Array.from(LABELS, (l) => (terrainAllows(l, type) ? 1 : 0)),
  ]),
);

/** 8.0: may a unit of `type` be in hex i at all? */
export function hexAllows(type: UnitType, i: number): boolean {
  return enterable.get(type)?.[i] === 1;
}

/** 9.0: the hexes of row xx01 where French reinforcements enter. */
export const ENTRY: Uint8Array = Uint8Array.from(LABELS, (l) => (BOARD.entryHexes.has(l) ? 1 : 0));
export const ENTRY_HEXES: readonly number[] = LABELS.flatMap((l, i) =>
  BOARD.entryHexes.has(l) ? [i] : [],
);

/** 4.7: the map edges across which each side's units may leave. */
export const EXIT_EDGES: Readonly<Record<Side, readonly MapEdge[]>> = {
  allied: ['south', 'east'],
  french: ['north', 'west'],
};

const exitHexes: Readonly<Record<Side, Uint8Array>> = {
  allied: Uint8Array.from(LABELS, (l) =>
    EXIT_EDGES.allied.some((e) => BOARD.edgeHexes[e].has(l)) ? 1 : 0,
  ),
  french: Uint8Array.from(LABELS, (l) =>
    EXIT_EDGES.french.some((e) => BOARD.edgeHexes[e].has(l)) ? 1 : 0,
  ),
};

/** 4.7: is hex i on one of `side`'s own exit edges? */
export function onExitEdge(side: Side, i: number): boolean {
  return exitHexes[side][i] === 1;
}
