import { unitQueries } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { counter, counterOf } from './data/counters';
import { turnBox } from './data/tables';
import { mistFor, sunShines } from './deck/in-force';
import type { A20State, UnitState } from './state';
import { enemyOf, type Side } from './vocabulary';

/** Small, pure board queries shared by every phase. */

export const sideOf = (u: { readonly id: string }): Side => counter(u.id).side;

/** Units on the map by hex, units in a hex, the side holding a hex, a unit by id (hex kit). */
export const { unitsAt, sideAt, unit, unitsOf } = unitQueries<A20State, UnitState, Side>(
  sideOf,
  (id) => counterOf(id)?.index,
);

export function onMap(state: A20State, id: string): UnitState | undefined {
  const u = unit(state, id);
  return u !== undefined && u.location === 'map' && u.hex !== null ? u : undefined;
}

/** X16.8 Weather: fog covers the map on Morning and Evening turns when the option is played. */
export const foggy = (state: A20State): boolean =>
  state.optionalRules.includes('weather') &&
  turnBox(state.turn)?.fog16_8 === true &&
  !sunShines(state); // N5.0 The Sun of Austerlitz

/** X16.8, N5.0 Morning Mist: no enemy unit exerts a ZOC on `side`'s units now. */
const zocOff = (state: A20State, side: Side): boolean => foggy(state) || mistFor(state, side);

const NO_UNITS: readonly UnitState[] = [];

/**
 * N7.1: the enemy units (of `side`'s enemy) whose ZOC covers `hex`: unrouted, adjacent; none in
 * fog (X16.8: no unit has a ZOC, Interpretation 13).
 */
export function enemyZocUnits(state: A20State, side: Side, hex: string): readonly UnitState[] {
  if (zocOff(state, side)) return NO_UNITS; // X16.8; N5.0 Morning Mist
  const enemy = enemyOf(side);
  let out: UnitState[] | null = null;
  for (const n of BOARD.neighbors.get(hex) ?? [])
    for (const u of unitsAt(state, n)) if (!u.routed && sideOf(u) === enemy) (out ??= []).push(u);
  return out ?? NO_UNITS;
}

/** N7.1: is `hex` in an enemy ZOC for `side` (enemyZocUnits, without building the list). */
export function inEnemyZoc(state: A20State, side: Side, hex: string): boolean {
  if (zocOff(state, side)) return false;
  const enemy = enemyOf(side);
  for (const n of BOARD.neighbors.get(hex) ?? [])
    for (const u of unitsAt(state, n)) if (!u.routed && sideOf(u) === enemy) return true;
  return false;
}

/** N13.0: a Night game turn. */
export const isNight = (turn: number): boolean => turnBox(turn)?.night === true;

/** N6.0 / N13.0 / X16.8 / N12.0: a unit's Movement Points (1 at night and in fog; +1 forced march). */
export function movementAllowance(state: A20State, id: string): number {
  const base = isNight(state.turn) || foggy(state) ? 1 : counter(id).movement;
  return base + (state.marks.forcedMarch.includes(id) ? 1 : 0); // N12.0 forced march
}

/** The phasing side's units on the map. */
export function phasingOnMap(state: A20State): UnitState[] {
  return state.units.filter((u) => u.location === 'map' && sideOf(u) === state.side);
}
