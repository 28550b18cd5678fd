import {
  legalActionsFor,
  unitsNamedBy,
  type LegalAction,
  type LegalActionQuery,
  type Viewer,
} from '@pratzen/engine';
import type { A20Command } from './commands';
import { attackOptions } from './combat/combat-actions';
import { movementActions } from './movement/movement-actions';
import type { A20State } from './state';

type Action = LegalAction<A20Command>;

/** The units a command names (to filter legal actions by unit). */
export const commandUnits: (command: A20Command) => string[] = unitsNamedBy({
  ids: ['unitId', 'defender'],
  lists: ['attackers'],
});

/** The options of the phasing side: its phase's actions, and ending the phase (N4.0). */
function offered(state: A20State, query: LegalActionQuery): Action[] {
  const end: Action[] =
    query.unitId === undefined
      ? [{ command: { type: 'EndPhase' }, rule: 'N4.0', phase: state.phase }]
      : [];
  if (state.phase === 'movement') return [...movementActions(state, query.unitId), ...end];
  if (state.phase === 'combat') return [...attackOptions(state), ...end];
  return end;
}

/** What `viewer` may do now (the engine's viewer gate and query filter). */
export function legalActions(
  state: A20State,
  viewer: Viewer,
  query: LegalActionQuery = {},
): Action[] {
  return legalActionsFor(state, viewer, query, commandUnits, offered);
}
