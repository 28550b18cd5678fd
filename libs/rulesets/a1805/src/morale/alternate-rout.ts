import { type Dice, type LegalAction, type RuleViolation, isViolation } from '@pratzen/engine';
import { facingVector, tenthsToWire, ticksToWire, withinGap } from '@pratzen/geometry';
import type { A1805Command, ReturnUnit } from '../commands';
import { U, formationsOf, unitSpec } from '../data/catalogue';
import type { A1805Event, RoutedOff, UnitReturned } from '../events';
import { unitRing } from '../movement/pose';
import { groundProblem, setDown } from '../movement/set-down';
import { withoutReactionsOf } from '../reactions/reactions-evolve';
import type { A1805State, Returning, UnitState } from '../state';
import { refuse } from '../violations';
import { type MoraleSteps, type Outcomes, emit } from './running';
import { standing } from '../chits/chit-rules';

/** 19 (optional): the alternate rout rule. */
export const playsAlternateRout = (state: A1805State): boolean =>
  state.optionalRules.includes('alternate-rout');

/** 19.4: a returning unit comes back within 2 UM of its HQ. */
const RETURN_RANGE = 2 * U;

/**
 * 19.2, 19.5: a routing unit that ran into a friend leaves the table: a die — 1, it is lost;
 * 2–6, it comes back that many turns later (not after the last turn: then it is lost too). A
 * corps HQ attached to it goes with it: its own die — 1, both are lost for good; else the HQ
 * comes back next turn. `steps.eliminate`: outcomes.ts's. `inBattle`: the rout was a combat's
 * or a fire's retreat (a loss then makes friends check, 12.7.2), not the unit's own flight.
 */
export function routedOff(o: Outcomes, u: UnitState, steps: MoraleSteps, inBattle = true): void {
  const hq = o.state.units.find((h) => h.attachedTo === u.id && unitSpec(h.id)?.class === 'corps');
  if (hq !== undefined) {
    const die = o.dice.roll(`19.5 corps HQ ${hq.id} routed with ${u.id}`, 6);
    if (die === 1) {
      emit(o, { type: 'RoutedOff', unitId: hq.id, die, returnsOn: 0 });
      // the unit first: gone, it makes no check for its HQ's loss (12.6.3)
      steps.eliminate(o, u, 'routed with its corps HQ and lost (19.5)', inBattle);
      steps.eliminate(o, hq, 'routed with its unit and lost (19.5)', inBattle);
      return;
    }
    emit(o, { type: 'RoutedOff', unitId: hq.id, die, returnsOn: o.state.turn + 1 });
  }
  const die = o.dice.roll(`19.2 ${u.id} routed into a friend`, 6);
  const returnsOn = o.state.turn + die;
  if (die === 1 || returnsOn > o.state.lastTurn) {
    emit(o, { type: 'RoutedOff', unitId: u.id, die, returnsOn: 0 });
    steps.eliminate(
      o,
      u,
      die === 1 ? 'routed off and lost (19.2)' : 'routed off for good (19.2)',
      inBattle,
    );
    return;
  }
  emit(o, { type: 'RoutedOff', unitId: u.id, die, returnsOn });
}

/** 19.2: a unit leaves the table for the return list (an HQ riding it, not a corps HQ, stays). */
export function afterRoutedOff(state: A1805State, e: RoutedOff): A1805State {
  const u = state.units.find((x) => x.id === e.unitId);
  if (u === undefined || e.returnsOn === 0) return state;
  const back: Returning = {
    unit: { id: u.id, side: u.side, kind: u.kind, stepsLost: u.stepsLost, morale: 'stunned' },
    turn: e.returnsOn,
  };
  return {
    ...withoutReactionsOf(state, u.id),
    units: state.units
      .filter((x) => x.id !== u.id)
      .map((x) => (x.attachedTo === u.id ? { ...x, attachedTo: null } : x)),
    returning: [...state.returning, back],
  };
}

/** 19.3–19.4: a unit back on the table, stunned. */
export function afterUnitReturned(state: A1805State, e: UnitReturned): A1805State {
  const r = state.returning.find((x) => x.unit.id === e.unitId);
  if (r === undefined) return state;
  // 19.4: back stunned, at the strength its die gave
  const unit = standing({ ...r.unit, stepsLost: e.stepsLost, morale: 'stunned' }, e);
  return {
    ...state,
    units: [...state.units, unit],
    returning: state.returning.filter((x) => x.unit.id !== e.unitId),
  };
}

/** The units of the phasing player due back in this Rally Phase that have an HQ to return to (19.3). */
export const dueBack = (state: A1805State): Returning[] =>
  state.phase !== 'rally'
    ? []
    : state.returning.filter(
        (r) =>
          r.unit.side === state.attacker && r.turn <= state.turn && anchors(state, r).length > 0,
      );

/**
 * 19.4, 19.5: what a returning unit comes back beside: its corps or column HQ, else its army
 * commander; a corps HQ, any unit of its corps.
 */
function anchors(state: A1805State, r: Returning): UnitState[] {
  const spec = unitSpec(r.unit.id);
  if (spec === undefined) return [];
  // (a formation belongs to one side and has one HQ, its corps HQ: the one returning here)
  if (spec.kind === 'hq') {
    return state.units.filter((u) => unitSpec(u.id)?.formation === spec.formation);
  }
  const corps = state.units.filter(
    (u) => unitSpec(u.id)?.class === 'corps' && unitSpec(u.id)?.formation === spec.formation,
  );
  if (corps.length > 0) return corps;
  return state.units.filter((u) => u.side === spec.side && unitSpec(u.id)?.class === 'army');
}

/** Why this return is not allowed, or the unit as it would stand. */
function returnPlan(state: A1805State, command: ReturnUnit): UnitState | RuleViolation {
  const r = dueBack(state).find((x) => x.unit.id === command.unitId);
  if (r === undefined) {
    return refuse('NOT_DUE_BACK', '19.3', `${command.unitId} is not due back in this Rally Phase`);
  }
  const u = setDown(command.unitId, command, '19.4');
  if (isViolation(u)) return u;
  const ring = unitRing(u);
  if (!anchors(state, r).some((a) => withinGap(unitRing(a), ring, RETURN_RANGE))) {
    return refuse('TOO_FAR_FROM_HQ', '19.4', `${u.id} returns within 2 UM of its HQ`);
  }
  return groundProblem(state, u, ring) ?? u;
}

/** 19.3–19.4: the unit comes back where its owner places it; a die gives its strength (1–4: half). */
export function decideReturnUnit(
  state: A1805State,
  command: ReturnUnit,
  dice: Dice,
): A1805Event[] | RuleViolation {
  const u = returnPlan(state, command);
  if (isViolation(u)) return u;
  const twoSteps = (unitSpec(u.id)?.steps ?? 1) > 1;
  const die = twoSteps ? dice.roll(`19.2 ${u.id} returns: strength`, 6) : undefined;
  const stepsLost = die !== undefined && die <= 4 ? 1 : 0;
  return [
    {
      type: 'UnitReturned',
      unitId: u.id,
      x: u.x,
      y: u.y,
      facing: u.facing,
      formation: u.formation,
      ...(die === undefined ? {} : { die }),
      stepsLost,
    },
  ];
}

/** 19.3–19.4: for each unit due back, the first place the server finds beside its HQ. */
export function returnActions(state: A1805State): LegalAction<A1805Command>[] {
  const out: LegalAction<A1805Command>[] = [];
  for (const r of dueBack(state)) {
    const formation = formationsOf(r.unit.kind)[0] ?? 'none';
    search: for (const a of anchors(state, r)) {
      for (let d = U / 2; d <= RETURN_RANGE; d += U / 4) {
        for (let f = 0; f < 3600; f += 450) {
          const v = facingVector(f, d);
          const command: ReturnUnit = {
            type: 'ReturnUnit',
            unitId: r.unit.id,
            x: ticksToWire(a.x + v.x),
            y: ticksToWire(a.y + v.y),
            facing: tenthsToWire(a.facing),
            formation,
          };
          if (!isViolation(returnPlan(state, command))) {
            out.push({ command });
            break search;
          }
        }
      }
    }
  }
  return out;
}
