import { type Point, inArc, withinGap } from '@pratzen/geometry';
import { U, unitSpec } from '../data/catalogue';
import { type TableRow } from '../data/crt';
import { centreOf, unitRing } from '../movement/pose';
import { planRetreat } from '../movement/retreat';
import { baseAllowance } from '../movement/allowance';
import { FRONT_ARC } from '../sight/measure';
import { lineOfSight } from '../sight/sight';
import type { A1805State, UnitState } from '../state';
import type { MoraleState } from '../vocabulary';
import { checkedEvent, rollCheck } from './check';
import { moraleRating } from './rating';
import { chitsSteppedOver } from '../chits/step-over';
import { corpsHqLost } from './own-retreats';
import { playsAlternateRout, routedOff } from './alternate-rout';
import { nearbyChecks } from './nearby-checks';
import {
  type Failure,
  type MoraleSteps,
  type Outcomes,
  WORSE,
  current,
  doubleOne,
  emit,
  emitRetreat,
} from './running';

// the running outcomes (running.ts), imported from here by the rules that apply outcomes
export { type Outcomes, current, emit, rallied } from './running';

/** 13.5.1: a step lost; a unit at zero steps is eliminated. */
export function loseStep(o: Outcomes, id: string, cause: string): void {
  const u = current(o, id);
  if (u === undefined) return;
  const steps = unitSpec(u.id)?.steps ?? 1;
  if (u.stepsLost + 1 >= steps) {
    eliminate(o, u, cause);
    return;
  }
  emit(o, { type: 'StepLost', unitId: u.id });
}

/**
 * A unit leaves play; 12.7.2: friends within 1 UM check morale (not for artillery, 12.7.2.4) —
 * `inBattle`: it was "destroyed in combat, or by artillery or musketry fire" (12.7.2); false for
 * a unit lost in a retreat of its own rules (12.5.3.1–2 flight to cover, 12.6.3), which is
 * neither. An HQ is a unit (2.4.7) and is no exception (12.7.2.4 exempts artillery only).
 */
export function eliminate(o: Outcomes, u: UnitState, cause: string, inBattle = true): void {
  const ring = unitRing(u);
  const at = centreOf(u.kind, u);
  emit(o, { type: 'UnitEliminated', unitId: u.id, cause });
  // 13.15.1.1: a square lost with a battery's crew inside: the guns have no one left to man them
  for (const gun of o.state.units.filter((g) => g.crewIn === u.id)) {
    emit(o, {
      type: 'UnitEliminated',
      unitId: gun.id,
      cause: `its crew was lost with ${u.id} (13.15.1.1)`,
    });
  }
  if (inBattle && u.kind !== 'artillery') nearbyChecks(o, u, ring, at, STEPS);
  corpsHqLost(o, u, at, STEPS);
}

/**
 * A unit's morale state becomes `to` (never better than it was): Blood Rage is lost (12.9.7);
 * a routed unit flees 1 UM with its back to the enemy (12.5.3) and friends near it check
 * (12.7.2); with `retreat`, a disorganized or stunned unit retreats 1 UM facing the enemy (13.10).
 */
export function worsenTo(
  o: Outcomes,
  id: string,
  to: MoraleState | 'eliminated',
  source: Point,
  cause: string,
  retreat: boolean,
): void {
  const u = current(o, id);
  if (u === undefined) return;
  if (to === 'eliminated') {
    eliminate(o, u, cause);
    return;
  }
  const ring = unitRing(u);
  const at = centreOf(u.kind, u);
  emit(o, {
    type: 'MoraleChanged',
    unitId: u.id,
    to,
    ...(u.bloodRage ? { bloodRage: 'lost' as const } : {}),
  });
  if (to === 'routed' || retreat) retire(o, u.id, source, to === 'routed', cause);
  if (to === 'routed' && u.kind !== 'artillery') nearbyChecks(o, u, ring, at, STEPS);
}

/** 5.2: a square broken off clear ground routs as a column, and its friends nearby check (12.7.2). */
export function routBrokenSquare(o: Outcomes, moved: UnitState): void {
  emit(o, {
    type: 'MoraleChanged',
    unitId: moved.id,
    to: 'routed',
    ...(moved.bloodRage ? { bloodRage: 'lost' as const } : {}),
  });
  nearbyChecks(o, moved, unitRing(moved), centreOf(moved.kind, moved), STEPS);
}

/**
 * 13.10–13.11.1: the 1 UM retreat, stopping on a friend (who is disorganized by it; if either
 * was, the retreating unit routs; a unit already routed is eliminated, as in the example of play).
 */
export function retire(
  o: Outcomes,
  id: string,
  source: Point,
  routed: boolean,
  cause: string,
): void {
  const u = current(o, id);
  if (u === undefined) return;
  if (o.surrendering?.includes(id) === true) {
    eliminate(o, u, `${cause}: attacked from the front and the rear, it surrenders (13.11.2)`);
    return;
  }
  // (a square already penalised by 5.3 is not penalised again as it flees)
  const penalisable =
    u.formation === 'square' && unitSpec(u.id)?.guard !== true && !cause.includes('(5.3)');
  const exposed = penalisable && squareThreatened(o.state, u);
  // 21.2 (optional): French cavalry retreats through friendly infantry, which opens its ranks
  const grandeArmee =
    o.state.optionalRules.includes('grande-armee') && u.side === 'french' && u.kind === 'cavalry';
  const plan = planRetreat(o.state, u, source, routed, undefined, (other) =>
    grandeArmee ? other.side === 'french' && other.kind === 'infantry' : false,
  );
  if (plan.kind === 'blocked') {
    eliminate(o, u, `${cause}: no room to retreat (13.11.2): ${plan.by}`);
    return;
  }
  const broken = emitRetreat(o, u, plan);
  // 13.11.1.1: chits stepped over are revealed, with the disorder they cause
  const moved = current(o, id);
  if (moved !== undefined && o.state.fog.chits.length > 0) {
    for (const e of chitsSteppedOver(o.state, moved, unitRing(u), unitRing(moved))) emit(o, e);
  }
  if (broken) {
    routBrokenSquare(o, current(o, id)!);
    return;
  }
  // 5.3: a square forced back within reach of enemy muskets or cavalry loses one more level (not the Guard)
  const back = current(o, id);
  if (
    penalisable &&
    back !== undefined &&
    back.formation === 'square' &&
    (exposed || squareThreatened(o.state, back))
  ) {
    worsenTo(
      o,
      back.id,
      WORSE[back.morale],
      source,
      `${cause}: a square retreating under threat (5.3)`,
      false,
    );
    if (current(o, id) === undefined) return;
  }
  if (plan.kind === 'stopped') stoppedByFriend(o, u, plan.by, routed, cause, true);
}

/**
 * 13.11.1: a retreat stopped on touching a friend (`u`: the retreating unit as it began the
 * retreat; `routed`: a rout's flight): a friend in good order or stunned is disorganized; if
 * either was disorganized the retreating unit routs; a unit already routed is eliminated (the
 * example of play), or, with optional rule 19, leaves the table (19.2). `inBattle`: the retreat
 * is a combat's or a fire's (12.7.2: a loss then makes friends check), not one of the unit's own
 * rules (12.5.3.1–2, 12.6.3).
 */
export function stoppedByFriend(
  o: Outcomes,
  u: UnitState,
  friend: UnitState,
  routed: boolean,
  cause: string,
  inBattle: boolean,
): void {
  const eitherDisorganized = u.morale === 'disorganized' || friend.morale === 'disorganized';
  if (friend.morale === 'good' || friend.morale === 'stunned') {
    emit(o, {
      type: 'MoraleChanged',
      unitId: friend.id,
      to: 'disorganized',
      ...(friend.bloodRage ? { bloodRage: 'lost' as const } : {}),
    });
  }
  const now = current(o, u.id);
  // 19.2 (optional): a routing unit that ran into a friend leaves the table, and may come back
  if (routed && now !== undefined && playsAlternateRout(o.state)) {
    routedOff(o, now, STEPS, inBattle);
    return;
  }
  if (now === undefined) return;
  // the example of play: a routed unit that runs into a friend is one level worse again —
  // St. Hilaire's 1st brigade "steps over St. Hilaire's 2nd brigade. The 1st brigade is eliminated"
  if (now.morale === 'routed') {
    eliminate(o, now, `${cause}: routed, it ran into ${friend.id} (13.11.1)`, inBattle);
    return;
  }
  if (eitherDisorganized) {
    const ring = unitRing(now);
    emit(o, { type: 'MoraleChanged', unitId: now.id, to: 'routed' });
    if (now.kind !== 'artillery') nearbyChecks(o, now, ring, centreOf(now.kind, now), STEPS);
  }
}

/**
 * 12.4, 12.8, 12.9: one morale check with a modifier; what a failure does depends on the line
 * of the table: `check` — one level worse (12.11); `check-or-retreat` — at least disorganized,
 * and retreat (a disorganized unit routs, a routed one is eliminated). Double 6: routed and
 * fleeing whatever the check (12.8); double 1: Blood Rage (12.9; never for artillery).
 */
export function checkMorale(
  o: Outcomes,
  id: string,
  modifier: number,
  source: Point,
  cause: string,
  failure: Failure,
): void {
  const u = current(o, id);
  if (u === undefined) return;
  const { rating } = moraleRating(o.state, u);
  const c = rollCheck(o.dice, `${cause} ${u.id}`, rating, modifier);
  emit(o, checkedEvent(u.id, cause, c));
  if (c.double1) {
    doubleOne(o, u);
    return;
  }
  if (c.passed) return;
  if (c.double6) {
    worsenTo(
      o,
      u.id,
      u.morale === 'routed' ? 'eliminated' : 'routed',
      source,
      `${cause}: catastrophic failure (12.8)`,
      true,
    );
    return;
  }
  if (typeof failure === 'function') {
    failure(u, c.failedBy);
    return;
  }
  const worse = WORSE[u.morale];
  if (failure === 'worsen') {
    worsenTo(o, u.id, worse, source, cause, false);
    return;
  }
  const to = u.morale === 'good' || u.morale === 'stunned' ? 'disorganized' : worse;
  worsenTo(o, u.id, to, source, cause, true);
}

/** A line of the Combat/Fire table applied to one unit (13.5.1 a step first, where the line says so). */
export function applyRow(
  o: Outcomes,
  id: string,
  row: TableRow,
  source: Point,
  cause: string,
  failure?: Failure,
): void {
  switch (row.result) {
    case 'none':
      return;
    case 'check':
      checkMorale(o, id, row.modifier, source, cause, failure ?? 'worsen');
      return;
    case 'check-or-retreat':
      checkMorale(o, id, row.modifier, source, cause, failure ?? 'retreat');
      return;
    case 'step-and-check-or-retreat':
      loseStep(o, id, cause);
      checkMorale(o, id, row.modifier, source, cause, failure ?? 'retreat');
      return;
  }
}

/**
 * 12.11: a failed check whose effect is a stun (12.7.1, the charge check) makes the unit one
 * level worse: good → stunned, stunned → disorganized, disorganized → routed (fleeing from
 * `source`), routed → eliminated.
 */
export function oneLevelWorse(o: Outcomes, u: UnitState, source: Point, cause: string): void {
  worsenTo(o, u.id, WORSE[u.morale], source, cause, false);
}

/**
 * 5.3: whether a square is within musketry range of enemy infantry that faces it (½ UM, facing
 * applies) or within charge range (its allowance) and sight of enemy cavalry.
 */
function squareThreatened(state: A1805State, u: UnitState): boolean {
  const ring = unitRing(u);
  const centre = centreOf(u.kind, u);
  return state.units.some((e) => {
    if (e.side === u.side || e.attachedTo !== null) return false;
    if (e.kind === 'infantry') {
      return (
        withinGap(unitRing(e), ring, U / 2) &&
        (e.formation === 'square' || inArc({ x: e.x, y: e.y }, e.facing, FRONT_ARC, centre))
      );
    }
    return (
      e.kind === 'cavalry' &&
      withinGap(unitRing(e), ring, baseAllowance(e)) &&
      lineOfSight(state, e, u).clear
    );
  });
}

/** The steps above that the rules this file calls call back (running.ts `MoraleSteps`). */
export const STEPS: MoraleSteps = {
  worsenTo,
  checkMorale,
  eliminate,
  routBrokenSquare,
  stoppedByFriend,
};
