import {
  type Point,
  type Ring,
  convexHull,
  convexOverlap,
  facingVector,
  rotate,
  withinGap,
  boxOf,
  disjoint,
  lastClear,
} from '@pratzen/geometry';
import { U, blockOf, unitSpec } from '../data/catalogue';
import { attackDirection } from '../combat/direction';
import { distanceToContact } from '../movement/contact';
import { CONTACT, chitUnder, legSweeps, onTable } from '../movement/obstacles';
import { type Pose, centreOf, frontFromCentre, ringAt, unitRing } from '../movement/pose';
import { type RetreatOutcome, planRetreat } from '../movement/retreat';
import { notClearUnder, pondUnder } from '../movement/terrain';
import type { A1805State, Reaction, UnitState } from '../state';

/** 4.6.1, 13.15.1.1.1: a battery's crew may shelter in a friendly square within 2 UM. */
export const SHELTER_RANGE = 2 * U;
/** 13.8: a withdrawing cavalry unit moves up to 2 UM. */
export const WITHDRAWAL = 2 * U;
/** 13.8 (our reading): the distances a client is offered for a withdrawal. */
export const WITHDRAWAL_STEPS = [U / 2, U, (3 * U) / 2, 2 * U] as const;
/** 13.12.1.2, 13.10: Cossacks retreat before combat as any retreat goes: 1 UM. */
export const EVASION = U;
/** 13.12.2.1: cavalry stopping its charge stays ½ UM from the square. */
export const STAND_OFF = U / 2;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Whether a unit's block may stand at `ring`: on the table, out of ponds, on no unit or chit. */
export function roomAt(
  state: A1805State,
  unit: UnitState,
  ring: Ring,
  ignore: readonly string[],
): boolean {
  if (!onTable(ring) || pondUnder(ring) !== undefined || chitUnder(state, ring) !== undefined) {
    return false;
  }
  const box = boxOf(ring);
  return !state.units.some(
    (o) =>
      o.id !== unit.id &&
      o.attachedTo === null &&
      !ignore.includes(o.id) &&
      !disjoint(box, boxOf(unitRing(o))) &&
      convexOverlap(ring, unitRing(o)),
  );
}

/**
 * 5.4.5, 5.4: where a hasty square stands. The infantry forms its square against the side the
 * cavalry comes from (our reading: the square keeps that edge of the block where it was, under
 * the attacker, so the cavalry stays in contact), else about its centre as any formation change
 * does (6.12); null when neither fits (5.4: no room, no square; 5.2: clear terrain only).
 */
export function hastySquarePose(
  state: A1805State,
  unit: UnitState,
  attacker: UnitState,
): Pose | null {
  const old = blockOf(unit.kind, unit.formation);
  const sq = blockOf(unit.kind, 'square');
  if (old === undefined || sq === undefined) return null;
  const { width: w, depth: d } = old;
  const s = sq.depth;
  const a = centreOf(attacker.kind, attacker);
  const local = rotate({ x: a.x - unit.x, y: a.y - unit.y }, -unit.facing);
  const across = w >= s ? clamp(local.x, -(w - s) / 2, (w - s) / 2) : 0;
  const direction = attackDirection(attacker, unit);
  const side = local.x >= 0 ? 1 : -1;
  const centreLocal =
    direction === 'front'
      ? { x: across, y: -s / 2 }
      : direction === 'rear'
        ? { x: across, y: -d + s / 2 }
        : { x: (side * (w - s)) / 2, y: d >= s ? clamp(local.y, -d + s / 2, -s / 2) : -d / 2 };
  const offset = rotate(
    { x: Math.round(centreLocal.x), y: Math.round(centreLocal.y) },
    unit.facing,
  );
  const candidates: Point[] = [
    { x: unit.x + offset.x, y: unit.y + offset.y },
    centreOf(unit.kind, unit),
  ];
  for (const c of candidates) {
    const pose = frontFromCentre(unit.kind, c, unit.facing, 'square');
    const ring = ringAt(unit.kind, pose);
    if (notClearUnder(ring) === undefined && roomAt(state, unit, ring, [])) return pose;
  }
  return null;
}

/** The friendly squares a battery's crew may shelter in (4.6.1: infantry in square within 2 UM). */
export const sheltersFor = (state: A1805State, gun: UnitState): UnitState[] =>
  state.units.filter(
    (u) =>
      u.side === gun.side &&
      u.kind === 'infantry' &&
      u.formation === 'square' &&
      u.attachedTo === null &&
      withinGap(unitRing(u), unitRing(gun), SHELTER_RANGE),
  );

/**
 * 13.8, 13.12.1.2: a move straight away from the attacker (facing it, or with its back to it):
 * a retreat's path (13.11), stopping at a friend; null when something else is in the way.
 */
export function moveAway(
  state: A1805State,
  unit: UnitState,
  attacker: UnitState,
  distance: number,
  back: boolean,
): Extract<RetreatOutcome, { kind: 'moved' | 'stopped' }> | null {
  const plan = planRetreat(state, unit, centreOf(attacker.kind, attacker), back, distance);
  if (plan.kind === 'blocked') return null;
  // a move of its own, not a retreat: it crosses no chit (16.4.2)
  const path = convexHull([...unitRing(unit), ...ringAt(unit.kind, plan.pose)]);
  return chitUnder(state, path) === undefined ? plan : null;
}

const good = (u: UnitState): boolean => u.morale === 'good';

/**
 * The reactions open to `defender` as `attacker` closes on it (after any charge check): a hasty
 * square for infantry attacked by cavalry (5.4.5); a battery's crew into a nearby square (4.6.1);
 * cavalry frontally attacked by infantry alone withdrawing (13.8); Cossacks attacked from the
 * front retreating before combat (13.12.1.2). A unit that is not in good order does not react (a
 * stunned unit cannot change formation or move, 12.5.1; disorganized and routed units move only
 * by their own rules, 12.5.2–3). Empty when there is nothing to choose.
 */
export function defenderOptions(
  state: A1805State,
  defender: UnitState,
  attacker: UnitState,
  attackers: readonly string[],
): Reaction[] {
  const out: Reaction[] = [];
  const direction = attackDirection(attacker, defender);
  const spec = unitSpec(defender.id);
  if (defender.kind === 'infantry' && good(defender) && attacker.kind === 'cavalry') {
    if (defender.formation !== 'square' && hastySquarePose(state, defender, attacker) !== null)
      out.push('hasty-square');
  }
  if (
    defender.kind === 'artillery' &&
    defender.crewIn === undefined &&
    defender.morale !== 'routed' &&
    sheltersFor(state, defender).length > 0
  ) {
    out.push('shelter');
  }
  if (defender.kind === 'cavalry' && good(defender) && direction === 'front') {
    const byInfantry = attackers.every(
      (id) => state.units.find((u) => u.id === id)?.kind === 'infantry',
    );
    if (byInfantry && moveAway(state, defender, attacker, WITHDRAWAL_STEPS[0], false) !== null)
      out.push('withdraw');
    if (spec?.class === 'cossack' && moveAway(state, defender, attacker, EVASION, false) !== null)
      out.push('evade');
  }
  return out.length === 0 ? [] : [...out, 'none'];
}

/**
 * 13.12.2.1: the cavalry whose attack met a hasty square presses home — straight ahead into
 * contact with the square, if its movement left allows and nothing is in the way — or stops ½ UM
 * from it. Each is null when the cavalry cannot do it.
 */
export function pressOrStop(
  state: A1805State,
  cavalry: UnitState,
  square: UnitState,
  left: number,
): {
  press: { pose: Pose; distance: number } | null;
  stop: { pose: Pose; distance: number } | null;
} {
  const from: Pose = {
    x: cavalry.x,
    y: cavalry.y,
    facing: cavalry.facing,
    formation: cavalry.formation,
  };
  const sq = unitRing(square);
  let press: { pose: Pose; distance: number } | null = null;
  if (withinGap(unitRing(cavalry), sq, CONTACT)) {
    press = { pose: from, distance: 0 };
  } else {
    const d = distanceToContact(cavalry, from, square);
    if (d !== null && d <= left) {
      const v = facingVector(cavalry.facing, d);
      const to: Pose = { ...from, x: from.x + v.x, y: from.y + v.y };
      const rings = legSweeps(cavalry.kind, { kind: 'slide', from, to, length: d });
      if (rings.every((r) => roomAt(state, cavalry, r, []))) press = { pose: to, distance: d };
    }
  }
  // how far back until ½ UM from the square (straight back, facing it)
  const back = (b: number): Pose => {
    const v = facingVector(cavalry.facing, -b);
    return { ...from, x: from.x + v.x, y: from.y + v.y };
  };
  const nearSquare = (b: number): boolean =>
    withinGap(ringAt(cavalry.kind, back(b)), sq, STAND_OFF - 1);
  let stop: { pose: Pose; distance: number } | null = null;
  if (!nearSquare(0)) {
    stop = { pose: from, distance: 0 };
  } else {
    const needed = lastClear((b) => !nearSquare(b), STAND_OFF) + 1;
    const ahead = facingVector(cavalry.facing, U);
    const plan = planRetreat(
      state,
      cavalry,
      { x: cavalry.x + ahead.x, y: cavalry.y + ahead.y },
      false,
      needed,
    );
    if (plan.kind !== 'blocked') stop = { pose: plan.pose, distance: plan.distance };
  }
  return { press, stop };
}

/**
 * 12.7.2.1 (6.5's orderly retreat, for 1 UM as every retreat, 13.10): straight back, keeping its
 * facing, stopping at a friend (no harm: it is the unit's own move), over no chit. Null when an
 * enemy, a pond or the table's edge is in the way.
 */
export function orderlyRetreat(
  state: A1805State,
  unit: UnitState,
): Extract<RetreatOutcome, { kind: 'moved' | 'stopped' }> | null {
  const ahead = facingVector(unit.facing, U);
  const plan = planRetreat(state, unit, { x: unit.x + ahead.x, y: unit.y + ahead.y }, false, U);
  if (plan.kind === 'blocked' || plan.distance === 0) return null;
  const path = convexHull([...unitRing(unit), ...ringAt(unit.kind, plan.pose)]);
  return chitUnder(state, path) === undefined ? plan : null;
}
