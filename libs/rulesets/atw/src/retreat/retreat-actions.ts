/**
 * Retreats as legal actions (15.1, 15.2): the pending retreat's answer, or each voluntary retreat
 * the active side may make in its move phase. The command is a legal retreat found by the search
 * (README I-20); the space says what else may vary: the distance (6"–36"), the angle off
 * straight away (±22.5°) and the facing; `decide` is the exact authority on the rest (`checks`).
 */
import type { LegalAction, SpaceCheck } from '@pratzen/engine';
import { tenthsToWire, ticksToWire } from '@pratzen/geometry';
import { actionWithSpace, choiceOf } from '@pratzen/rulesets/freeform-kit';
import type { AtwCommand } from '../commands';
import type { AtwState, UnitState } from '../state';
import { mayRetreat, voluntaryAway } from './retreat';
import { RETREAT_ARC, RETREAT_MAX, RETREAT_MIN, anyRetreat } from './retreat-search';

const CHECKS: readonly SpaceCheck[] = [
  {
    rule: '15.1',
    text: 'the path may not bring the unit into contact with an enemy (cavalry flows around infantry in column or square), leave the table or cross ground it may not enter',
  },
  { rule: '15.1', text: 'friends are passed freely, but the retreat may not end on a unit' },
];

function action(state: AtwState, u: UnitState, away: number): LegalAction<AtwCommand> | null {
  const found = anyRetreat(state, u, away);
  if (found === null) return null;
  return actionWithSpace<AtwCommand>(
    {
      type: 'Retreat',
      unitId: u.id,
      distance: ticksToWire(found.distance),
      angle: tenthsToWire(found.angle),
      facing: found.facing,
    },
    {
      '/distance': {
        kind: 'interval',
        min: ticksToWire(RETREAT_MIN),
        max: ticksToWire(RETREAT_MAX),
        unit: 'inch',
      },
      '/angle': {
        kind: 'interval',
        min: -tenthsToWire(RETREAT_ARC),
        max: tenthsToWire(RETREAT_ARC),
        unit: 'degree',
      },
      '/facing': choiceOf(['enemy', 'about']),
    },
    undefined,
    CHECKS,
  );
}

/** The retreats the side to act may make now. */
export function retreatActions(state: AtwState): LegalAction<AtwCommand>[] {
  const head = state.retreats[0];
  if (head !== undefined) {
    const u = state.units.find((x) => x.id === head.unitId);
    const a = u === undefined ? null : action(state, u, head.away);
    return a === null ? [] : [a];
  }
  if (state.phase !== 'move') return [];
  return state.units
    .filter((u) => mayRetreat(state, u) === null)
    .map((u) => action(state, u, voluntaryAway(state, u)))
    .filter((a): a is LegalAction<AtwCommand> => a !== null);
}
