import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import { hexLegalActions } from '@pratzen/rulesets/hex-kit';
import type { DgCommand } from './commands';
import { attackOptions, pendingAnswers } from './combat/combat-actions';
import { movementActions } from './movement/movement-actions';
import { endPhaseProblem } from './sequence/end-phase';
import type { DgState } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<DgCommand>;

function endPhase(state: DgState, query: LegalActionQuery): Action[] {
  if (query.unitId !== undefined || (query.type !== undefined && query.type !== 'EndPhase'))
    return [];
  if (state.combat !== null || endPhaseProblem(state) !== null) return [];
  return [{ command: { type: 'EndPhase' }, rule: '4.1', phase: state.phase }];
}

/**
 * What `viewer` may do now (the engine's viewer gate and query filter over DG's options: hex
 * kit), the units a command names, and the side to act.
 */
export const { legalActions, commandUnits, sideToAct } = hexLegalActions<DgState, DgCommand, Side>(
  { ids: ['unitId'], lists: ['attackers', 'defenders', 'eliminate', 'artillery'] },
  offered,
);

/** The options of the side to act: answers to a pending decision, else its phase's actions. */
function offered(state: DgState, query: LegalActionQuery): Action[] {
  if (state.pending !== null) return pendingAnswers(state);
  if (state.phase === 'movement')
    return [...movementActions(state, query), ...endPhase(state, query)];
  return [
    ...(query.type === undefined || query.type === 'Attack' ? attackOptions(state) : []),
    ...endPhase(state, query),
  ];
}
