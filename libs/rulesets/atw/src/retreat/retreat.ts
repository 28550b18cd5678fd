/**
 * Section 15: retreat moves. API for the other parts of the rules:
 *
 * - `orderRetreat(state, unitId, away, rule, cause)` → the events of a compulsory retreat: a
 *   `RetreatOrdered` (the owner then chooses the path: a pending decision answered by `Retreat`)
 *   or, when no retreat avoids the enemy, `RetreatBlocked` (15.1: shattered). Call it once per
 *   unit, in order; `cause` gives the 8.2 rows (lost to which arm, flank/rear attacked).
 * - `decideRetreat(state, command, dice)` → `Retreat`: the pending retreat's answer, or a
 *   voluntary retreat (15.2) in the move phase; the retreat, then the rout-hits test (8.2).
 *
 * While a retreat is pending nothing else may be done (decide.ts refuses other commands).
 */
import { confusionProblem, generalWith } from '../generals/generals';
import { type Decision, type Dice, type RuleViolation, isViolation } from '@pratzen/engine';
import { normaliseFacing, parseTenths, parseTicks } from '@pratzen/geometry';
import type { Retreat } from '../commands';
import { routHitsEvents } from '../damage/rout-hits';
import type { AtwEvent, RetreatBlocked, RetreatOrdered, UnitRetreated } from '../events';
import { evolve } from '../evolve';
import { threatsTo } from '../morale/threat';
import type { AtwState, PendingRetreat, UnitState } from '../state';
import type { Arm } from '../vocabulary';
import { activeSide } from '../sequence/turn';
import { refuse } from '../violations';
import { type RetreatChoice, anyRetreat, awayFrom, retreatPlan } from './retreat-search';
import { centreBehind } from '@pratzen/rulesets/freeform-kit';

export interface RetreatCause {
  readonly lostCombatTo?: Arm;
  readonly flankOrBookended?: boolean;
}

/** 15.1: a compulsory retreat of `unitId` directly away along `away` (tenths), ordered under `rule`. */
export function orderRetreat(
  state: AtwState,
  unitId: string,
  away: number,
  rule: string,
  cause: RetreatCause = {},
): [RetreatOrdered] | [RetreatBlocked] {
  const u = state.units.find((x) => x.id === unitId);
  const ordered: RetreatOrdered = {
    type: 'RetreatOrdered',
    unitId,
    away: normaliseFacing(away),
    rule,
    lostCombatTo: cause.lostCombatTo ?? 'none',
    flank: cause.flankOrBookended === true ? 'flank-or-rear' : 'none',
  };
  if (u === undefined || anyRetreat(state, u, ordered.away) !== null) return [ordered];
  return [{ type: 'RetreatBlocked', unitId, by: 'surrounded', rule: '15.1' }];
}

/**
 * I-32: a voluntary retreat goes directly away from the nearest enemy able to attack the unit
 * (I-12), else straight back.
 */
export function voluntaryAway(state: AtwState, u: UnitState): number {
  const threat = threatsTo(state, u)[0];
  if (threat === undefined) return normaliseFacing(u.facing + 1800);
  return awayFrom(centreBehind(threat, threat.depth), centreBehind(u, u.depth));
}

/**
 * 15.2: a voluntary retreat is made in the active side's move phase, instead of the unit's move
 * (units in combat may not: combat is not played yet, so no unit is in one).
 */
export function mayRetreat(state: AtwState, u: UnitState): RuleViolation | null {
  if (state.phase !== 'move')
    return refuse('WRONG_PHASE', '15.2', `voluntary retreats are made in the move phase`);
  if (u.side !== activeSide(state))
    return refuse('NOT_ACTIVE_SIDE', '15.2', `only the active side retreats voluntarily`);
  if (u.moved) return refuse('ALREADY_MOVED', '15.2', `${u.id} has moved this turn`);
  // 13.4: a screen goes with its parent (it rejoins when the parent retreats)
  if (u.screenOf !== undefined)
    return refuse(
      'SCREEN_MOVES_WITH_PARENT',
      '13.4',
      `${u.id} moves with its parent ${u.screenOf}`,
    );
  // 7.2-2: a confused unit makes no voluntary move
  return confusionProblem(state, u.id);
}

/** A `Retreat` read off the wire (inches, degrees) into ticks and tenths, or why not. */
function choiceOf(c: Retreat): RetreatChoice | RuleViolation {
  const d = parseTicks(c.distance);
  const a = parseTenths(c.angle);
  if (!d.ok || !a.ok || (c.facing !== 'enemy' && c.facing !== 'about'))
    return refuse(
      'INVALID_RETREAT',
      '15.1',
      'a retreat names its distance (inches), its angle off straight away (degrees) and its facing (enemy or about)',
    );
  return { distance: d.value, angle: a.value, facing: c.facing };
}

/** The pending retreat `c` answers, a voluntary one it asks, or why neither. */
function whichRetreat(
  state: AtwState,
  c: Retreat,
): { u: UnitState; pending: PendingRetreat | null; away: number } | RuleViolation {
  const u = state.units.find((x) => x.id === c.unitId);
  if (u === undefined) return refuse('UNKNOWN_UNIT', null, `no unit ${String(c.unitId)}`);
  const head = state.retreats[0];
  if (head !== undefined) {
    if (head.unitId !== u.id)
      return refuse('RETREAT_PENDING', '15.1', `${head.unitId} must retreat first`);
    return { u, pending: head, away: head.away };
  }
  const may = mayRetreat(state, u);
  if (may !== null) return may;
  return { u, pending: null, away: voluntaryAway(state, u) };
}

/** The events of the retreats still waiting whose every way is now closed (15.1: shattered). */
function blockedHeads(state: AtwState): RetreatBlocked[] {
  const out: RetreatBlocked[] = [];
  let s = state;
  for (;;) {
    const head = s.retreats[0];
    if (head === undefined) return out;
    const u = s.units.find((x) => x.id === head.unitId);
    if (u !== undefined && anyRetreat(s, u, head.away) !== null) return out;
    const e: RetreatBlocked = {
      type: 'RetreatBlocked',
      unitId: head.unitId,
      by: 'surrounded',
      rule: '15.1',
    };
    out.push(e);
    s = evolve(s, e);
  }
}

/** 15.1, 15.2, 8.2: a retreat made, then its rout hits; the next pending retreat settled. */
export function decideRetreat(state: AtwState, c: Retreat, dice: Dice): Decision<AtwEvent> {
  const which = whichRetreat(state, c);
  if (isViolation(which)) return { ok: false, violation: which };
  const choice = choiceOf(c);
  if (isViolation(choice)) return { ok: false, violation: choice };
  const { u, pending, away } = which;
  const plan = retreatPlan(state, u, away, choice);
  if (!plan.ok) {
    const v =
      plan.why === 'choice'
        ? refuse('INVALID_RETREAT', '15.1', 'a retreat is 6" to 36", within 22.5° of straight away')
        : plan.why === 'path'
          ? refuse('RETREAT_BLOCKED', '15.1', `${u.id}'s retreat would meet ${plan.by}`, {
              by: plan.by,
            })
          : refuse('RETREAT_ONTO_UNIT', '15.1', `${u.id}'s retreat would end on ${plan.by}`, {
              by: plan.by,
            });
    return { ok: false, violation: v };
  }
  const retreated: UnitRetreated = {
    type: 'UnitRetreated',
    unitId: u.id,
    ...plan.pose,
    distance: choice.distance,
    angle: choice.angle,
    voluntary: pending === null ? 'voluntary' : 'compulsory',
    rule: pending === null ? '15.2' : '15.1',
  };
  const after = evolve(state, retreated);
  const rout = routHitsEvents(
    after.units.find((x) => x.id === u.id)!,
    {
      // 7.1-2: a general attached (+2)
      generalAttached: generalWith(state, u.id) !== undefined,
      ...(pending === null
        ? { voluntary: true }
        : {
            ...(pending.lostCombatTo === null ? {} : { lostCombatTo: pending.lostCombatTo }),
            flankOrBookended: pending.flankOrBookended,
          }),
    },
    dice,
  );
  const settled = rout.reduce<AtwState>(evolve, after);
  return { ok: true, events: [retreated, ...rout, ...blockedHeads(settled)] };
}
