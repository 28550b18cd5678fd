import type { LegalAction, LegalActionQuery, Viewer } from '@pratzen/engine';
import type { DgCommand } from './commands';
import { attackOptions, pendingAnswers } from './combat/combat-actions';
import { movementActions } from './movement/movement-actions';
import { endPhaseProblem } from './sequence/end-phase';
import type { DgState } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<DgCommand>;

/** The side that must act now: the owner of a pending decision, else the phasing player. */
export function sideToAct(state: DgState): Side | null {
  if (state.over) return null;
  return state.pending !== null ? state.pending.side : state.side;
}

function endPhase(state: DgState, query: LegalActionQuery): Action[] {
  if (query.unitId !== undefined || (query.type !== undefined && query.type !== 'EndPhase'))
    return [];
  if (state.combat !== null || endPhaseProblem(state) !== null) return [];
  return [{ command: { type: 'EndPhase' }, rule: '4.1', phase: state.phase }];
}

/** The units a command names (to filter legal actions by unit). */
export function commandUnits(command: DgCommand): string[] {
  const c = command as {
    unitId?: string;
    attackers?: readonly string[];
    defenders?: readonly string[];
    eliminate?: readonly string[];
    artillery?: readonly string[];
  };
  return [
    c.unitId,
    ...(c.attackers ?? []),
    ...(c.defenders ?? []),
    ...(c.eliminate ?? []),
    ...(c.artillery ?? []),
  ].filter((x): x is string => x !== undefined);
}

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
  const actor = sideToAct(state);
  if (actor === null || viewer.kind === 'spectator') return [];
  if (viewer.kind === 'side' && viewer.side !== actor) return [];
  let all: Action[];
  if (state.pending !== null) all = pendingAnswers(state);
  else if (state.phase === 'movement')
    all = [...movementActions(state, query), ...endPhase(state, query)];
  else
    all = [
      ...(query.type === undefined || query.type === 'Attack' ? attackOptions(state) : []),
      ...endPhase(state, query),
    ];
  return all.filter((a) => {
    if (query.type !== undefined && a.command.type !== query.type) return false;
    if (query.unitId === undefined) return true;
    const named = commandUnits(a.command);
    return named.includes(query.unitId) || (state.pending !== null && named.length === 0);
  });
}
