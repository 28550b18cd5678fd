import {
  filterLegalActions,
  sideToAct as turnSideToAct,
  unitsNamedBy,
  viewerMayAct,
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
export function sideToAct(state: DgState): Side | null {
  return turnSideToAct(state);
}

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

/**
 * What `viewer` may do now. A side sees its own options only; the referee sees the options of the
 * side to act; a spectator may do nothing. Filtered by `query.type` and `query.unitId`; an answer
 * to a pending decision that names no unit concerns every unit.
 */
export function legalActions(
  state: DgState,
  viewer: Viewer,
  query: LegalActionQuery = {},
): Action[] {
  if (!viewerMayAct(sideToAct(state), viewer)) return [];
  let all: Action[];
  if (state.pending !== null) all = pendingAnswers(state);
  else if (state.phase === 'movement')
    all = [...movementActions(state, query), ...endPhase(state, query)];
  else
    all = [
      ...(query.type === undefined || query.type === 'Attack' ? attackOptions(state) : []),
      ...endPhase(state, query),
    ];
  return filterLegalActions(all, query, commandUnits, state.pending !== null);
}
