import type { Dice, RuleViolation } from '@pratzen/engine';
import { isViolation } from '@pratzen/engine';
import { apartBy, boxOf, ticksToWire, withinGap } from '@pratzen/geometry';
import { distanceToContact, slidAhead } from '@pratzen/rulesets/freeform-kit';
import type { MoveStep } from '../commands';
import { allowanceOf } from '../data/tables';
import type { AtwEvent } from '../events';
import { unitRing } from '../footprint';
import { MOVE, type Plan, type Pose, runProgramme } from '../movement/programme';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import { type Touch, contactOf, partlyBehind, ringAt } from './contact';
import { mayReinforce } from '../combat/reinforce';

export type { Touch } from './contact';
import { reactionTo } from './reactions';
import { isCloseOrder, isShaken, isSteady } from './steady';

/** 14-4-3: a contact angle of 45° (450 tenths) or more. */
const FLANK_ANGLE = 450;
/** How finely the straight slide of a `contact` step is sampled before bisecting (ticks). */
const CONTACT_SAMPLE = 100;

/** 14-3: an attack may wheel or oblique, but not change formation or facing, sidestep or backstep. */
function barredStep(steps: readonly MoveStep[]): RuleViolation | null {
  const barred = steps.find((s) => ['formation', 'face', 'sidestep', 'backstep'].includes(s.kind));
  return barred === undefined
    ? null
    : refuse(
        'NO_FORMATION_CHANGE_IN_ATTACK',
        '14-3',
        `an attack may wheel or oblique but not ${barred.kind} into contact`,
      );
}

/**
 * 14 (the `contact` step): the programme with its last `contact` step replaced by the `forward`
 * slide that brings the front into contact with the named enemy, measured from the pose the
 * earlier steps reach; the unchanged steps when there is none; or why not.
 */
export function expandContact(
  state: AtwState,
  u: UnitState,
  steps: readonly MoveStep[],
): readonly MoveStep[] | RuleViolation {
  const i = steps.findIndex((s) => s.kind === 'contact');
  if (i < 0) return steps;
  const step = steps[i] as Extract<MoveStep, { kind: 'contact' }>;
  if (i !== steps.length - 1)
    return refuse('INVALID_STEP', '14', `step ${i}: contact is an attack's last step`);
  const target = state.units.find((t) => t.id === step.unitId);
  // 17.8 (optional): a cavalry unit may move into contact with a friend's rear to reinforce it
  if (target === undefined || (target.side === u.side && !mayReinforce(state, u, target)))
    return refuse('INVALID_STEP', '14', `step ${i}: contact names an enemy unit`, { step: i });
  const barred = barredStep(steps);
  if (barred !== null) return barred;
  const before = i === 0 ? null : runProgramme(state.table, u, steps.slice(0, i));
  if (before !== null && isViolation(before)) return before;
  const pose: Pose = before?.final ?? u;
  const allowance = allowanceOf(u.type, pose.formation, u.grade) ?? 0;
  const far = Math.floor(((MOVE - (before?.used ?? 0)) * allowance) / MOVE);
  const d = distanceToContact(
    (t) => ringAt(slidAhead(pose, t)),
    unitRing(state.table, target),
    far,
    CONTACT_SAMPLE,
  );
  if (d === null)
    return refuse('OUT_OF_REACH', '14', `${target.id} is not straight ahead within the move`, {
      unitId: target.id,
    });
  return [...steps.slice(0, i), { kind: 'forward', distance: ticksToWire(d) }];
}

/**
 * 14: the enemies the planned final pose touches that the unit did not touch before (its
 * attack's targets: turning in place beside an enemy already touching it is no attack).
 */
export function touchedBy(state: AtwState, u: UnitState, final: Pose): Touch[] {
  const ring = ringAt(final);
  const box = boxOf(ring);
  const before = unitRing(state.table, u);
  const out: Touch[] = [];
  for (const d of state.units) {
    if (d.side === u.side) continue;
    const theirs = unitRing(state.table, d);
    // boxes more than 2 ticks apart: rings more than 2 apart (the exact test's answer, cheaply)
    if (apartBy(box, boxOf(theirs), 2)) continue;
    if (!withinGap(ring, theirs, 2) || withinGap(before, theirs, 2)) continue;
    const contact = contactOf(state.table, final, d);
    if (contact !== null) out.push({ defender: d, contact });
  }
  return out;
}

/** 14.3: a true flank/rear attack: begun partly behind the defender's front, ending on a flank or the rear. */
const trueFlank = (state: AtwState, u: UnitState, t: Touch): boolean =>
  t.defender.block === null &&
  t.contact.face !== 'front' &&
  partlyBehind(unitRing(state.table, u), t.defender);

/** 14-3, 14.4, 19.7-3: why `u` may not make this attack, or null. */
export function attackProblem(
  state: AtwState,
  u: UnitState,
  steps: readonly MoveStep[],
  touches: readonly Touch[],
): RuleViolation | null {
  if (u.arm === 'artillery' || u.formation === 'square' || isShaken(u)) {
    return refuse(
      'MAY_NOT_ATTACK',
      '14.4-1',
      `${u.id} may not attack (artillery, shaken units and squares never do)`,
    );
  }
  const barred = barredStep(steps);
  if (barred !== null) return barred;
  for (const t of touches) {
    const d = t.defender;
    if (u.arm === 'cavalry' && d.block !== null)
      return refuse('CAVALRY_VS_BLOCK', '19.7-3', `cavalry never attack a town block (${d.id})`);
    const frontal = !trueFlank(state, u, t);
    const steadyGuns = d.arm === 'artillery' && d.formation === 'unlimbered';
    if (u.formation === 'skirmish' && frontal && ((isSteady(d) && isCloseOrder(d)) || steadyGuns)) {
      return refuse(
        'SKIRMISHERS_FRONTAL',
        '14.4-2',
        `skirmishers may not attack steady close order or unlimbered guns frontally (${d.id})`,
      );
    }
  }
  return null;
}

/** 14.2: a steady square among the targets (cavalry must roll 5–6 to attack it). */
const steadySquare = (touches: readonly Touch[]): UnitState | undefined =>
  touches.map((t) => t.defender).find((d) => d.formation === 'square' && isSteady(d));

/**
 * The events of an attack move (14): its `UnitMoved` (`moved`), one `AttackMade` per defender,
 * then the first defender's reaction offered (10-2b). Cavalry against a steady square rolls
 * first (14.2): under 5 it is halted and does not move at all.
 */
export function attackEvents(
  state: AtwState,
  u: UnitState,
  plan: Plan,
  touches: readonly Touch[],
  moved: AtwEvent,
  dice: Dice,
): AtwEvent[] {
  const square = u.arm === 'cavalry' ? steadySquare(touches) : undefined;
  if (square !== undefined) {
    const roll = dice.roll('14.2 cavalry attacking a steady square');
    if (roll < 5)
      return [{ type: 'AttackHalted', unitId: u.id, against: square.id, roll, rule: '14.2' }];
  }
  const events: AtwEvent[] = [{ ...moved, rule: '14' } as AtwEvent];
  for (const t of touches) {
    events.push({
      type: 'AttackMade',
      attackerId: u.id,
      defenderId: t.defender.id,
      face: t.contact.face,
      attack: trueFlank(state, u, t) ? 'true-flank' : 'frontal',
      attackerCounts: t.contact.angle >= FLANK_ANGLE ? 'flanked' : 'frontal',
      combat: state.engagements.some(
        (e) => e.defenderId === t.defender.id || e.attackerId === t.defender.id,
      )
        ? 'continuing'
        : 'new',
      rule: '14',
    });
  }
  const offer = touches
    .map((t) => reactionTo(state, u, t, plan.travelled, trueFlank(state, u, t)))
    .find((r) => r !== null);
  if (offer !== undefined && offer !== null) events.push(offer);
  return events;
}
