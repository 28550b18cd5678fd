import { type Point, withinGap } from '@pratzen/geometry';
import { U, unitSpec } from '../data/catalogue';
import { centreOf, unitRing } from '../movement/pose';
import { type RetreatOutcome, planRetreat } from '../movement/retreat';
import type { A1805State, UnitState } from '../state';

/** 12.6.3: units of the corps within 2 UM of its lost HQ check. */
const CORPS_RANGE = 2 * U;

/**
 * 12.6.3 (our reading of "towards their side of the gameboard"): the French came from the west
 * of the table, the Allies from the east; a unit retreats along whichever of its own axes (back,
 * forward or sideways, as every retreat goes: 13.11) points nearest its side's edge.
 */
function awayFromHome(u: UnitState): Point {
  const c = centreOf(u.kind, u);
  return { x: c.x + (u.side === 'french' ? U : -U), y: c.y };
}

/**
 * 12.6.3: an orderly retreat of 1 UM towards the unit's own side of the table, facing kept,
 * stopping at a friend. `blocked` (the table's edge, an enemy, a pond): the unit has retreated
 * off the table, and is eliminated.
 */
export const homeRetreat = (state: A1805State, u: UnitState): RetreatOutcome =>
  planRetreat(state, u, awayFromHome(u), false, U);

/**
 * 12.6.3: the units of a lost corps HQ's corps within 2 UM of it, which must check. The HQ has
 * left the table already, and a corps has no other HQ: its formation's units on the table are
 * its brigades, batteries and cavalry (of its side, none of them attached).
 */
export function corpsNear(state: A1805State, hq: UnitState): UnitState[] {
  const spec = unitSpec(hq.id);
  if (spec?.class !== 'corps') return [];
  const ring = unitRing(hq);
  return state.units
    .filter((u) => unitSpec(u.id)?.formation === spec.formation)
    .filter((u) => withinGap(unitRing(u), ring, CORPS_RANGE))
    .sort((a, b) => a.id.localeCompare(b.id));
}
