import { neighboursWhere, unitQueries } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { counter, counterOf } from './data/counters';
import { TEC } from './data/tables';
import type { DgState, UnitState } from './state';
import { STACKING_LIMIT, enemyOf, type Side, type UnitType } from './vocabulary';

/** Small, pure board queries shared by every phase. Memoised per units array. */

export const sideOf = (u: { readonly id: string }): Side => counter(u.id).side;
export const typeOf = (u: { readonly id: string }): UnitType => counter(u.id).type;
export const printed = (u: { readonly id: string }): number => counter(u.id).strength;

/** Units on the map by hex, units in a hex, the side holding a hex, a unit by id (hex kit). */
export const { occupancy, unitsAt, sideAt, unit, unitsOf, phasingIds } = unitQueries<
  DgState,
  UnitState,
  Side
>(sideOf, (id) => counterOf(id)?.index);

export function onMap(state: DgState, id: string): UnitState | undefined {
  const u = unit(state, id);
  return u !== undefined && u.location === 'map' && u.hex !== null ? u : undefined;
}

/** 7.0: may `extra` strength points of `side` join the units now in `hex`? */
export function stackingAllows(
  state: DgState,
  side: Side,
  hex: string,
  extra: number,
  leaving: readonly string[] = [],
): boolean {
  const here = unitsAt(state, hex).filter((u) => !leaving.includes(u.id));
  if (here.length === 0) return true; // "unless the hex is occupied by a single unit"
  let total = extra;
  for (const u of here) total += printed(u);
  return total <= STACKING_LIMIT[side];
}

/** 7.0: is a hex over its side's limit (more than one unit, more than the limit)? */
export function overstacked(state: DgState, hex: string): boolean {
  const here = unitsAt(state, hex);
  const first = here[0];
  if (here.length < 2 || first === undefined) return false;
  return here.reduce((a, u) => a + printed(u), 0) > STACKING_LIMIT[sideOf(first)];
}

/**
 * 6.0 I: a Zone of Control extends from `from` into the adjacent `into` unless `into` is a town,
 * the Castle or the Abbey (or a lake), or the hexside between is a lake hexside (interpretation).
 */
export function zocExtends(from: string, into: string): boolean {
  const t = BOARD.terrain.get(into);
  return t !== undefined && TEC[t].zoc && !BOARD.lakeSide(from, into);
}

/** The neighbours of `from` a ZOC extends into (static map data, memoised per hex: hex kit). */
export const zocTargets = neighboursWhere(BOARD.neighbors, zocExtends);

/**
 * Memoised per units array (the ZOC depends on the units, and on 11.0's demoralized side, which
 * is part of the key): every state sharing the array, e.g. after phase events, shares the sets.
 */
const zocCache = new WeakMap<DgState['units'], Map<string, ReadonlySet<string>>>();

/**
 * The hexes in the Zone of Control of `side`'s enemies. `purpose` 'movement' (movement, retreat,
 * displacement and tracing) leaves out demoralized units (11.0); 'combat' keeps them (8.0 B-C).
 */
export function enemyZoc(
  state: DgState,
  side: Side,
  purpose: 'movement' | 'combat',
): ReadonlySet<string> {
  let bySide = zocCache.get(state.units);
  if (bySide === undefined) {
    bySide = new Map();
    zocCache.set(state.units, bySide);
  }
  const enemy = enemyOf(side);
  const silent = purpose === 'movement' && state.demoralized === enemy;
  const key = silent ? `${side}:none` : `${side}:all`;
  let zoc = bySide.get(key);
  if (zoc === undefined) {
    const s = new Set<string>();
    if (!silent) {
      for (const [hex, units] of occupancy(state)) {
        const first = units[0];
        if (first === undefined || sideOf(first) !== enemy) continue;
        for (const n of zocTargets(hex)) s.add(n);
      }
    }
    zoc = s;
    bySide.set(key, zoc);
  }
  return zoc;
}

export function inEnemyZoc(
  state: DgState,
  side: Side,
  hex: string,
  purpose: 'movement' | 'combat' = 'movement',
): boolean {
  return enemyZoc(state, side, purpose).has(hex);
}

const MOVE_COST: ReadonlyMap<string, number | null> = new Map(
  BOARD.labels.map((l) => [l, TEC[BOARD.terrain.get(l) ?? 'clear'].movement] as const),
);

/** 5.0 C: Movement Points to enter `hex` (terrain only); null when prohibited or off the map. */
export function terrainCost(hex: string): number | null {
  return MOVE_COST.get(hex) ?? null;
}

/** Memoised per units array (the hexes depend on the units only). */
const hexesCache = new WeakMap<DgState['units'], Map<Side, ReadonlySet<string>>>();

/** The hexes occupied by units of `side`. */
export function hexesOf(state: DgState, side: Side): ReadonlySet<string> {
  let bySide = hexesCache.get(state.units);
  if (bySide === undefined) {
    bySide = new Map();
    hexesCache.set(state.units, bySide);
  }
  let set = bySide.get(side);
  if (set === undefined) {
    const s = new Set<string>();
    for (const [hex, units] of occupancy(state)) {
      const first = units[0];
      if (first !== undefined && sideOf(first) === side) s.add(hex);
    }
    set = s;
    bySide.set(side, set);
  }
  return set;
}

/** Can a unit step from `from` into the adjacent `to` at all (terrain, lake hexside)? */
export function passable(from: string, to: string): boolean {
  return terrainCost(to) !== null && !BOARD.lakeSide(from, to);
}
