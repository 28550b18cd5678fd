import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import { hexLegalActions } from '@pratzen/rulesets/hex-kit';
import type { A20Command } from './commands';
import { advanceOptions } from './combat/advance';
import { attackOptions } from './combat/combat-actions';
import { unmetDuties } from './combat/duty';
import { exchangeOptions } from './combat/exchange';
import { retreatChoiceOptions } from './combat/retreat-choice';
import { movementActions } from './movement/movement-actions';
import { cadreOptions } from './cadres/cadres';
import { spendingOptions } from './morale/spending';
import { reserveOptions } from './morale/defender-reserve';
import { returnOptions, waitingToReturn } from './rally/night-rally';
import { reactionOptions } from './reaction/reaction';
import { deckActions } from './deck/deck';
import { cardTargetOptions } from './deck/card-targets';
import { setupActions } from './deployment/standard-setup';
import { earlierSetupActions } from './deployment/earlier-battle';
import { dummyBreach } from './fog/conceal';
import { enemyHidden } from './fog/fog-state';
import type { A20State } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<A20Command>;

/** The options of the phasing side: its phase's actions, and ending the phase (N4.0). */
function offered(state: A20State, query: LegalActionQuery): Action[] {
  const end: Action[] =
    query.unitId === undefined
      ? [{ command: { type: 'EndPhase' }, rule: 'N4.0', phase: state.phase }]
      : [];
  if (state.pending?.type === 'Reaction')
    return [...labelled(state, reactionOptions(state)), ...end]; // N8.0
  if (state.pending?.type === 'ExchangeLosses') return exchangeOptions(state); // N9.5 EX
  if (state.pending?.type === 'DefenderReserve') return reserveOptions(state); // N12.0
  if (state.pending?.type === 'CardTarget') return cardTargetOptions(state); // N5.0
  if (state.pending?.type === 'Retreat') return retreatChoiceOptions(state); // N9.8.6
  if (state.pending !== null) return advanceOptions(state); // N9.9: the victor's decision first
  if (state.phase === 'setup')
    return state.scenarioId === 'earlierBattle' ? earlierSetupActions(state) : setupActions(state); // X3.0 steps 3-6, X17.1 steps 3-4
  if (state.phase === 'events') return deckActions(state); // N5.0
  if (state.phase === 'movement') {
    // N10.2: rallied units return before the Movement Phase may end
    const back = returnOptions(state, query.unitId);
    const spending = spendingOptions(state, query.unitId); // N12.0 forced march
    spending.push(...cadreOptions(state, query.unitId)); // N16.7
    const waiting = waitingToReturn(state).length > 0 && back.length > 0;
    const moves = labelled(state, movementActions(state, query.unitId));
    return [...moves, ...back, ...spending, ...(waiting ? [] : end)];
  }
  // N7.3: the Combat Phase may not end while a duty to attack can be met
  if (state.phase === 'combat')
    return [...labelled(state, attackOptions(state)), ...(unmetDuties(state) === null ? end : [])];
  return [...spendingOptions(state, query.unitId), ...end]; // N12.0 rally bonus
}

/**
 * N16.1: a player attacks (or countercharges) an enemy face-down counter by its label
 * (fog/fog-state.ts), with no differential (it would show the counter's strength); a French Dummy neither attacks nor steps onto the ice.
 */
function labelled(state: A20State, actions: Action[]): Action[] {
  if (state.fog.hidden.length === 0) return actions;
  const actor = state.pending?.side ?? state.side;
  const own = actor === 'french' ? actions.filter((a) => dummyBreach(a.command) === null) : actions;
  const unseen = enemyHidden(state, actor);
  if (unseen.length === 0) return own;
  return own.map((a) => {
    if (a.command.type !== 'Attack' && a.command.type !== 'Countercharge') return a;
    const { defender } = a.command;
    const label = unseen.find((h) => h.unitId === defender)?.label;
    if (label === undefined) return a;
    // the differential would tell the face-down defender's strength (a Dummy's is 0): left out
    const { differential: _shown, ...rest } = a as Action & { differential?: number };
    return { ...rest, command: { ...a.command, defender: label } };
  });
}

/** What `viewer` may do now, the units a command names, the side to act (hex kit). */
export const { legalActions, commandUnits, sideToAct } = hexLegalActions<
  A20State,
  A20Command,
  Side
>(
  {
    ids: ['unitId', 'defender'],
    lists: ['attackers', 'cadres', 'units'],
    entries: ['placements'],
  },
  offered,
);
