import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import { hexLegalActions } from '@pratzen/rulesets/hex-kit';
import type { A20Command } from './commands';
import { advanceOptions } from './combat/advance';
import { attackOptions } from './combat/combat-actions';
import { movementActions } from './movement/movement-actions';
import type { A20State } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<A20Command>;

/** The options of the phasing side: its phase's actions, and ending the phase (N4.0). */
function offered(state: A20State, query: LegalActionQuery): Action[] {
  if (state.pending !== null) return advanceOptions(state); // N9.9: the victor's decision first
  const end: Action[] =
    query.unitId === undefined
      ? [{ command: { type: 'EndPhase' }, rule: 'N4.0', phase: state.phase }]
      : [];
  if (state.phase === 'movement') return [...movementActions(state, query.unitId), ...end];
  if (state.phase === 'combat') return [...attackOptions(state), ...end];
  return end;
}

/** What `viewer` may do now, the units a command names, the side to act (hex kit). */
export const { legalActions, commandUnits, sideToAct } = hexLegalActions<
  A20State,
  A20Command,
  Side
>({ ids: ['unitId', 'defender'], lists: ['attackers'] }, offered);
