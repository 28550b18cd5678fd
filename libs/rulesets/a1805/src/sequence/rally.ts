import { type Dice, type LegalAction, type RuleViolation, isViolation } from '@pratzen/engine';
import type { A1805Command, Rally } from '../commands';
import type { A1805Event, MoraleChanged } from '../events';
import { evolve } from '../evolve';
import { checkedEvent, rollCheck } from '../morale/check';
import { coverOf } from '../morale/flight';
import { STEPS, type Outcomes, emit, rallied } from '../morale/outcomes';
import { fleeToCover, retreatHome } from '../morale/own-retreats';
import { moraleRating } from '../morale/rating';
import { reformSpace, reformedPose } from '../movement/reform';
import { type A1805State, type UnitState, unitById } from '../state';
import { refuse } from '../violations';

/** 12.10: the phasing player's units that must still try to recover this Rally Phase. */
export const toRally = (state: A1805State): UnitState[] =>
  state.phase !== 'rally'
    ? []
    : state.units.filter(
        (u) =>
          u.side === state.attacker &&
          (u.morale === 'disorganized' || u.morale === 'routed' || u.shaken === true) &&
          !state.rallied.includes(u.id),
      );

/** 12.10.1: the pose a routed unit takes if it recovers (checked before the dice are rolled). */
function newPose(
  state: A1805State,
  unit: UnitState,
  command: Rally,
): Pick<MoraleChanged, 'x' | 'y' | 'facing' | 'formation'> | RuleViolation {
  if (command.facing === undefined && command.formation === undefined) return {};
  if (unit.morale !== 'routed') {
    return refuse(
      'REFACE_ROUTED_ONLY',
      '12.10.1',
      'only a routed unit that recovers may be refaced and re-formed',
    );
  }
  const pose = reformedPose(state, unit, command.facing, command.formation);
  if (isViolation(pose)) return pose;
  return { x: pose.x, y: pose.y, facing: pose.facing, formation: pose.formation };
}

/**
 * 12.10: a disorganized or routed unit rolls 2d6 against its morale (12.6.1: an HQ's counts):
 * passed, it recovers a level (routed → disorganized, free facing and formation 12.10.1;
 * disorganized → stunned); failed, it stays (12.11.1: a Rally Phase check never worsens), except
 * that a routed unit rolling double 6 is removed from play (12.5.3.2). A double 1 rallies any unit
 * outright and, but for artillery, gives it Blood Rage (12.9, 12.9.3).
 */
export function decideRally(
  state: A1805State,
  command: Rally,
  dice: Dice,
): A1805Event[] | RuleViolation {
  if (state.phase !== 'rally')
    return refuse('NOT_RALLY_PHASE', '4.3', 'units rally in their Rally Phase');
  const unit = unitById(state, command.unitId);
  if (unit === undefined)
    return refuse('UNKNOWN_UNIT', null, `no unit ${command.unitId} on the table`);
  if (unit.side !== state.attacker)
    return refuse('NOT_YOUR_UNIT', '4.3', `${unit.id} is not the phasing player's`);
  if (unit.morale !== 'disorganized' && unit.morale !== 'routed' && unit.shaken !== true) {
    return refuse('NOTHING_TO_RALLY', '12.10', `${unit.id} is neither disorganized nor routed`);
  }
  if (state.rallied.includes(unit.id)) {
    return refuse('ALREADY_RALLIED', '12.10', `${unit.id} has made its rally check this phase`);
  }
  const pose = newPose(state, unit, command);
  if (isViolation(pose)) return pose;
  const { rating } = moraleRating(state, unit);
  const c = rollCheck(dice, `rally ${unit.id}`, rating, 0);
  const events: A1805Event[] = [checkedEvent(unit.id, 'rally', c)];
  // 12.6.3: a unit retreating since its corps HQ was lost: passed, it stops; failed, it goes on
  if (unit.shaken === true) {
    if (c.passed) events.push({ type: 'Shaken', unitId: unit.id, shaken: false });
    else {
      const o: Outcomes = { state, events: [], dice, fold: evolve };
      emit(o, events[0]!);
      retreatHome(o, unit, STEPS);
      events.push(...o.events.slice(1));
      if (o.state.units.every((u) => u.id !== unit.id)) return events;
    }
    // 12.9, 12.9.3: a double 1 on this check too rallies a stunned unit and brings Blood Rage
    if (unit.morale !== 'disorganized' && unit.morale !== 'routed') {
      const change = c.double1 ? rallied(unit) : null;
      return change === null ? events : [...events, change];
    }
  }
  if (c.double1) {
    events.push({
      type: 'MoraleChanged',
      unitId: unit.id,
      to: 'good',
      ...(unit.kind === 'artillery' ? {} : { bloodRage: 'gained' as const }),
      ...(unit.morale === 'routed' ? pose : {}),
    });
  } else if (c.passed) {
    events.push(
      unit.morale === 'routed'
        ? { type: 'MoraleChanged', unitId: unit.id, to: 'disorganized', ...pose }
        : { type: 'MoraleChanged', unitId: unit.id, to: 'stunned' },
    );
  } else if (unit.morale === 'routed' && c.double6) {
    events.push({ type: 'UnitEliminated', unitId: unit.id, cause: 'rout (12.5.3.2)' });
  } else if (unit.morale === 'routed') {
    // 12.5.3.2: failed, it keeps fleeing towards cover (unless already there)
    const before = events.reduce(evolve, state);
    const now = before.units.find((u) => u.id === unit.id);
    if (now !== undefined && coverOf(now) === undefined) {
      const o: Outcomes = { state: before, events: [], dice, fold: evolve };
      fleeToCover(o, now, STEPS);
      events.push(...o.events);
    }
  }
  return events;
}

/** The rally check as a legal action; a routed unit's space offers its facing and formation if it recovers (12.10.1). */
export function rallyAction(u: UnitState): LegalAction<A1805Command> {
  if (u.morale !== 'routed') return { command: { type: 'Rally', unitId: u.id } };
  return { command: { type: 'Rally', unitId: u.id }, space: reformSpace(u) };
}
