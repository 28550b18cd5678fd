import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import { hexLegalActions } from '@pratzen/rulesets/hex-kit';
import type { A20Command } from './commands';
import { advanceOptions } from './combat/advance';
import { attackOptions } from './combat/combat-actions';
import { unmetDuties } from './combat/duty';
import { exchangeOptions } from './combat/exchange';
import { movementActions } from './movement/movement-actions';
import { cadreOptions } from './cadres/cadres';
import { spendingOptions } from './morale/spending';
import { returnOptions, waitingToReturn } from './rally/night-rally';
import { reactionOptions } from './reaction/reaction';
import type { A20State } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<A20Command>;

/** The options of the phasing side: its phase's actions, and ending the phase (N4.0). */
function offered(state: A20State, query: LegalActionQuery): Action[] {
  const end: Action[] =
    query.unitId === undefined
      ? [{ command: { type: 'EndPhase' }, rule: 'N4.0', phase: state.phase }]
      : [];
  if (state.pending?.type === 'Reaction') return [...reactionOptions(state), ...end]; // N8.0
  if (state.pending?.type === 'ExchangeLosses') return exchangeOptions(state); // N9.5 EX
  if (state.pending !== null) return advanceOptions(state); // N9.9: the victor's decision first
  if (state.phase === 'movement') {
    // N10.2: rallied units return before the Movement Phase may end
    const back = returnOptions(state, query.unitId);
    const spending = spendingOptions(state, query.unitId); // N12.0 forced march
    spending.push(...cadreOptions(state, query.unitId)); // N16.7
    const waiting = waitingToReturn(state).length > 0 && back.length > 0;
    return [...movementActions(state, query.unitId), ...back, ...spending, ...(waiting ? [] : end)];
  }
  // N7.3: the Combat Phase may not end while a duty to attack can be met
  if (state.phase === 'combat')
    return [...attackOptions(state), ...(unmetDuties(state) === null ? end : [])];
  return [...spendingOptions(state, query.unitId), ...end]; // N12.0 rally bonus
}

/** What `viewer` may do now, the units a command names, the side to act (hex kit). */
export const { legalActions, commandUnits, sideToAct } = hexLegalActions<
  A20State,
  A20Command,
  Side
>({ ids: ['unitId', 'defender'], lists: ['attackers', 'cadres', 'units'] }, offered);
