import {
  legalActionsFor,
  sideToAct as turnSideToAct,
  unitsNamedBy,
  type LegalAction,
  type LegalActionQuery,
  type Viewer,
} from '@pratzen/engine';
import type { DgCommand } from './commands';
import { attackOptions, pendingAnswers } from './combat/combat-actions';
import { movementActions } from './movement/movement-actions';
import { endPhaseProblem } from './sequence/end-phase';
import type { DgState } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<DgCommand>;

/** The side that must act now: the owner of a pending decision, else the phasing player. */
export const sideToAct: (state: DgState) => Side | null = turnSideToAct;

function endPhase(state: DgState, query: LegalActionQuery): Action[] {
  if (query.unitId !== undefined || (query.type !== undefined && query.type !== 'EndPhase'))
    return [];
  if (state.combat !== null || endPhaseProblem(state) !== null) return [];
  return [{ command: { type: 'EndPhase' }, rule: '4.1', phase: state.phase }];
}

/** The units a command names (to filter legal actions by unit). */
export const commandUnits: (command: DgCommand) => string[] = unitsNamedBy({
  ids: ['unitId'],
  lists: ['attackers', 'defenders', 'eliminate', 'artillery'],
});

/** What `viewer` may do now (the engine's viewer gate and query filter over DG's options). */
export function legalActions(
  state: DgState,
  viewer: Viewer,
  query: LegalActionQuery = {},
): Action[] {
  return legalActionsFor(state, viewer, query, commandUnits, offered);
}

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
