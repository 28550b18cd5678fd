import type { Dice, LegalAction, RuleViolation } from '@pratzen/engine';
import { TICKS_PER_UNIT } from '@pratzen/geometry';
import type { A1805Command, Disengage } from '../commands';
import { unitSpec } from '../data/catalogue';
import type { A1805Event, MoraleChecked } from '../events';
import { checkedEvent, rollCheck } from '../morale/check';
import { rallied } from '../morale/outcomes';
import { moraleRating } from '../morale/rating';
import { centreOf } from '../movement/pose';
import { planRetreat } from '../movement/retreat';
import { type A1805State, type UnitState, unitById } from '../state';
import { refuse } from '../violations';
import { attackProblem } from '../movement/contact';

/** 13.6, 5.4.4: the unit tried to disengage this player-turn and failed its check. */
export const failedToDisengage = (state: A1805State, unitId: string): boolean =>
  (state.failedDisengage ?? []).includes(unitId);

/** 13.6, 5.4.4: a failed check to disengage is remembered until the player-turn ends. */
export function afterDisengageCheck(state: A1805State, e: MoraleChecked): A1805State {
  if (e.cause !== 'disengage' || e.result === 'passed' || e.result === 'double-1') return state;
  return { ...state, failedDisengage: [...(state.failedDisengage ?? []), e.unitId] };
}

/** The enemy units a unit is in close combat with. */
function opponents(state: A1805State, u: UnitState): UnitState[] {
  const ids = state.combats.flatMap((c) =>
    c.defender === u.id ? c.attackers : c.attackers.includes(u.id) ? [c.defender] : [],
  );
  return state.units.filter((x) => ids.includes(x.id));
}

/** Units of the phasing player that may try to disengage now (13.6; 12.9.2; 13.7: not the Santón's guns). */
export const mayDisengage = (state: A1805State): UnitState[] =>
  state.phase !== 'rally'
    ? []
    : state.units.filter(
        (u) =>
          u.side === state.attacker &&
          !u.bloodRage &&
          unitSpec(u.id)?.santon !== true &&
          !state.disengaged.includes(u.id) &&
          !failedToDisengage(state, u.id) &&
          opponents(state, u).length > 0,
      );

/**
 * 5.4.4 with 13.1, 13.3 (our reading): a square in good order that is an attacker of a combat
 * going on must attack unless it disengages (13.3), and may attack only once it has failed its
 * check to disengage (5.4.4): it must try, and the Rally Phase does not end until it has.
 */
export const squaresToDisengage = (state: A1805State): UnitState[] =>
  mayDisengage(state).filter(
    (u) =>
      u.formation === 'square' &&
      attackProblem(u, u.formation, true) === null &&
      state.combats.some(
        (c) => c.ongoing && c.side === state.attacker && c.attackers.includes(u.id),
      ),
  );

/**
 * 13.6: in its Rally Phase a unit engaged in close combat may try to disengage: a morale check;
 * passed, it backs ½ UM from the enemy, still facing it, and its combat marker goes (13.7: it may
 * fire, not assault, this turn); failed, it stays engaged (12.11.1). A unit under Blood Rage never
 * disengages (12.9.2), nor the Santón's artillery (13.7). With no room to back away, it stays.
 */
export function decideDisengage(
  state: A1805State,
  command: Disengage,
  dice: Dice,
): A1805Event[] | RuleViolation {
  if (state.phase !== 'rally')
    return refuse('NOT_RALLY_PHASE', '13.6', 'units disengage in their Rally Phase');
  const u = unitById(state, command.unitId);
  if (u === undefined)
    return refuse('UNKNOWN_UNIT', null, `no unit ${command.unitId} on the table`);
  if (u.side !== state.attacker)
    return refuse('NOT_YOUR_UNIT', '13.6', `${u.id} is not the phasing player's`);
  if (u.bloodRage)
    return refuse('BLOOD_RAGE', '12.9.2', `${u.id} is under Blood Rage: it never disengages`);
  if (unitSpec(u.id)?.santon === true)
    return refuse('SANTON_GUNS', '13.7', 'the Santón\u2019s artillery cannot disengage');
  if (state.disengaged.includes(u.id))
    return refuse('ALREADY_DISENGAGED', '13.6', `${u.id} has disengaged`);
  if (failedToDisengage(state, u.id))
    return refuse('ALREADY_TRIED', '13.6', `${u.id} has tried to disengage this Rally Phase`);
  const enemies = opponents(state, u);
  if (enemies.length === 0) return refuse('NOT_ENGAGED', '13.6', `${u.id} is in no close combat`);
  const { rating } = moraleRating(state, u);
  const c = rollCheck(dice, `disengage ${u.id}`, rating, 0);
  const events: A1805Event[] = [checkedEvent(u.id, 'disengage', c)];
  if (!c.passed) return events;
  // 12.9, 12.9.3: a double 1 rallies the unit and, but for artillery, brings Blood Rage, under
  // which it never disengages (12.9.2): it stays in the combat
  const change = c.double1 ? rallied(u) : null;
  if (change !== null) events.push(change);
  if (change?.bloodRage === 'gained') return events;
  const enemy = enemies[0]!;
  const back = planRetreat(state, u, centreOf(enemy.kind, enemy), false, TICKS_PER_UNIT / 2);
  if (back.kind !== 'moved') return events;
  events.push({
    type: 'Disengaged',
    unitId: u.id,
    x: back.pose.x,
    y: back.pose.y,
    facing: back.pose.facing,
  });
  return events;
}

export const disengageActions = (state: A1805State): LegalAction<A1805Command>[] =>
  mayDisengage(state).map((u) => ({ command: { type: 'Disengage', unitId: u.id } }));
