import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { exertsZoc, sideOf, unit, unitsAt, zocTargets } from '../queries';
import type { SpiState, UnitState } from '../state';
import type { Side } from '../vocabulary';
import type { AttackPlan, CombatRole } from './combat-state';

/** Small queries about who takes part in an attack. */

export const adjacent = (a: string, b: string): boolean => BOARD.distance(a, b) === 1;

/** Units on the map among `ids`, in the given order. */
export function onMap(state: SpiState, ids: readonly string[]): UnitState[] {
  const out: UnitState[] = [];
  for (const id of ids) {
    const u = unit(state, id);
    if (u !== undefined && u.location === 'map' && u.hex !== null) out.push(u);
  }
  return out;
}

/** The side that plays `role` in the attack. */
export const sideOfRole = (plan: AttackPlan, role: CombatRole): Side =>
  role === 'attacker' ? plan.attackerSide : plan.defenderSide;

/** 5.1 / 6.1: the phasing units on the map that may still attack (undisrupted, not attacked yet). */
export function readyAttackers(state: SpiState): UnitState[] {
  return state.units.filter(
    (u) =>
      u.location === 'map' &&
      u.hex !== null &&
      sideOf(u) === state.side &&
      !u.disrupted &&
      !state.marks.attacked.includes(u.id),
  );
}

/**
 * 6.3 / 6.9: the units a side's result applies to — every defender; every attacker but the
 * bombarding artillery (unaffected by combat results) — that are still on the map.
 */
export function affectedUnits(state: SpiState, plan: AttackPlan, role: CombatRole): UnitState[] {
  if (role === 'defender') return onMap(state, plan.defenders);
  return onMap(
    state,
    plan.attackers.filter((a) => !plan.bombarding.includes(a)),
  );
}

/** Units grouped by the hex they occupy, hexes in first-seen order. */
export function byHex(units: readonly UnitState[]): Map<string, UnitState[]> {
  const m = new Map<string, UnitState[]>();
  for (const u of units) {
    if (u.hex === null) continue;
    const list = m.get(u.hex);
    if (list === undefined) m.set(u.hex, [u]);
    else list.push(u);
  }
  return m;
}

/** 5.1: does an undisrupted unit have a unit of the phasing side in its ZOC? */
export function hasPhasingUnitInZoc(state: SpiState, u: UnitState): boolean {
  if (!exertsZoc(u) || u.hex === null || sideOf(u) === state.side) return false;
  const from = u.hex;
  for (const n of zocTargets(from)) {
    for (const x of unitsAt(state, n)) if (sideOf(x) === state.side) return true;
  }
  return false;
}

/** 6.4: the Santon artillery has no Movement Allowance: it never retreats, routs or is displaced. */
export const immobile = (id: string): boolean => counter(id).movement === 0;

export const moraleOf = (id: string): number => counter(id).morale;
