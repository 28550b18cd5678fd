import { neighboursWhere, unitQueries } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { counter, counterOf } from './data/counters';
import { TEC, moveCellValue } from './data/tables';
import type { SpiState, UnitState } from './state';
import { enemyOf, type Side, type UnitType } from './vocabulary';

/**
 * Small, pure board queries shared by every phase. Memoised per `state.units` array (states are
 * immutable and evolve keeps the array when no unit changed, so the phase and marker events of
 * an EndPhase reuse what the state before them computed).
 */

type Units = SpiState['units'];

export function sideOf(unit: { readonly id: string }): Side {
  return counter(unit.id).side;
}

export function typeOf(unit: { readonly id: string }): UnitType {
  return counter(unit.id).type;
}

/** Units on the map by hex, units in a hex, the side holding a hex, a unit by id (hex kit). */
export const { occupancy, unitsAt, sideAt, unit, unitsOf, phasingIds } = unitQueries<
  SpiState,
  UnitState,
  Side
>(sideOf, (id) => counterOf(id)?.index);

/** Total current CSP in a hex (4.4). */
export function strengthAt(state: SpiState, hex: string): number {
  let s = 0;
  for (const u of unitsAt(state, hex)) s += u.strength;
  return s;
}

/** 4.5: ZOCs do not extend across lake hexsides or into town, fortified or woods hexes. */
export function zocExtends(from: string, into: string): boolean {
  const t = BOARD.terrain.get(into);
  if (t === 'town' || t === 'fortified' || t === 'woods') return false;
  return !BOARD.hexside(from, into).lake;
}

/** 4.5 / 7.0: a unit exerts a ZOC when on the map and undisrupted. */
export function exertsZoc(u: UnitState): boolean {
  return u.location === 'map' && u.hex !== null && !u.disrupted;
}

/**
 * The neighbours of `from` a ZOC exerted from it extends into (4.5): static map data, memoised
 * per hex (hex kit) so that building a position's ZOC looks up no terrain or hexside.
 */
export const zocTargets = neighboursWhere(BOARD.neighbors, zocExtends);

const zocCache = new WeakMap<Units, Map<Side, ReadonlyMap<string, number>>>();

/** Does any unit of `side` in `units` exert a ZOC? */
function anyExerting(units: readonly UnitState[], side: Side): boolean {
  for (const u of units) if (sideOf(u) === side && exertsZoc(u)) return true;
  return false;
}

/**
 * The ZOC that `side`'s enemies exert: for each hex, the number of distinct enemy-occupied hexes
 * exerting a ZOC into it (4.6 counts them for the Disengagement Check).
 */
export function enemyZoc(state: SpiState, side: Side): ReadonlyMap<string, number> {
  let bySide = zocCache.get(state.units);
  if (bySide === undefined) {
    bySide = new Map();
    zocCache.set(state.units, bySide);
  }
  let zoc = bySide.get(side);
  if (zoc === undefined) {
    const m = new Map<string, number>();
    const enemy = enemyOf(side);
    for (const [hex, units] of occupancy(state)) {
      if (!anyExerting(units, enemy)) continue;
      for (const n of zocTargets(hex)) m.set(n, (m.get(n) ?? 0) + 1);
    }
    zoc = m;
    bySide.set(side, zoc);
  }
  return zoc;
}

/** Is `hex` in the ZOC of an enemy of `side`? */
export function inEnemyZoc(state: SpiState, side: Side, hex: string): boolean {
  return (enemyZoc(state, side).get(hex) ?? 0) > 0;
}

/**
 * 8.0: the terrain cost (hex plus hexside) for `type` to move from `from` into the adjacent `to`,
 * without ZOC costs; null when prohibited. A road hexside makes the terrain cost 1 in all.
 */
export function terrainCost(from: string, to: string, type: UnitType): number | null {
  const side = BOARD.hexside(from, to);
  if (side.road) return 1;
  const terrain = BOARD.terrain.get(to);
  if (terrain === undefined) return null;
  let cost = moveCellValue(TEC.hex[terrain].movement[type]);
  if (cost === null) return null;
  const add = (kind: 'upslope' | 'downslope' | 'stream' | 'lake'): boolean => {
    const v = moveCellValue(TEC.hexside[kind].movement[type]);
    if (v === null) return false;
    cost = (cost as number) + v;
    return true;
  };
  if (side.lake && !add('lake')) return null;
  if (side.stream && !side.bridge && !add('stream')) return null;
  if (side.upslope && !add('upslope')) return null;
  if (side.downslope && !add('downslope')) return null;
  return cost;
}

/** Can a unit of `type` enter `hex` at all (not a 'P' hex for it)? */
export function terrainAllows(hex: string, type: UnitType): boolean {
  const t = BOARD.terrain.get(hex);
  return t !== undefined && TEC.hex[t].movement[type] !== 'P';
}

export function hexDistance(a: string, b: string): number {
  return BOARD.distance(a, b);
}

/** Distance from `hex` to the nearest unit of `side` on the map (Infinity if none). */
export function distanceToNearest(state: SpiState, side: Side, hex: string): number {
  let best = Infinity;
  for (const [h, units] of occupancy(state)) {
    const first = units[0];
    if (first === undefined || sideOf(first) !== side) continue;
    const d = BOARD.distance(hex, h);
    if (d < best) best = d;
  }
  return best;
}
