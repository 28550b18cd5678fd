import { enemyZoc, occupancy, sideOf } from '../queries';
import type { SpiState } from '../state';
import { enemyOf, type Side } from '../vocabulary';
import { HEX_COUNT, hexIndex, within } from './hex-graph';

/**
 * What the enemies of one side mean for its movement, as typed arrays over hex indices.
 * Built once per (state, side) and cached: a full legal-move enumeration reuses it for every unit.
 */
export interface SideGrid {
  /** 4.5 / 4.6: number of distinct enemy hexes exerting a ZOC into each hex (queries.enemyZoc). */
  readonly zoc: Uint8Array;
  /** 4.3: 1 where an enemy unit stands. */
  readonly enemy: Uint8Array;
  /** 4.8: 1 where a hex is closer than three hexes to an enemy unit. */
  readonly nearEnemy: Uint8Array;
}

const cache = new WeakMap<SpiState, Partial<Record<Side, SideGrid>>>();

function build(state: SpiState, side: Side): SideGrid {
  const zoc = new Uint8Array(HEX_COUNT);
  for (const [hex, n] of enemyZoc(state, side)) {
    const i = hexIndex(hex);
    if (i >= 0) zoc[i] = Math.min(n, 255);
  }
  const enemy = new Uint8Array(HEX_COUNT);
  const nearEnemy = new Uint8Array(HEX_COUNT);
  const foe = enemyOf(side);
  for (const [hex, units] of occupancy(state)) {
    const first = units[0];
    const i = hexIndex(hex);
    if (first === undefined || i < 0 || sideOf(first) !== foe) continue;
    enemy[i] = 1;
    for (const j of within(i, 2)) nearEnemy[j] = 1;
  }
  return { zoc, enemy, nearEnemy };
}

export function sideGrid(state: SpiState, side: Side): SideGrid {
  let bySide = cache.get(state);
  if (bySide === undefined) {
    bySide = {};
    cache.set(state, bySide);
  }
  let grid = bySide[side];
  if (grid === undefined) {
    grid = build(state, side);
    bySide[side] = grid;
  }
  return grid;
}
