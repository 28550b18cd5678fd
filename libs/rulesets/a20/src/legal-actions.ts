import type { LegalAction, LegalActionQuery } from '@pratzen/engine';
import { hexLegalActions } from '@pratzen/rulesets/hex-kit';
import type { A20Command } from './commands';
import { advanceOptions } from './combat/advance';
import { attackOptions } from './combat/combat-actions';
import { movementActions } from './movement/movement-actions';
import { deckActions } from './deck/deck';
import { setupActions } from './deployment/standard-setup';
import { dummyBreach } from './fog/conceal';
import { hiddenOf } from './fog/fog-state';
import type { A20State } from './state';
import type { Side } from './vocabulary';

type Action = LegalAction<A20Command>;

/** The options of the phasing side: its phase's actions, and ending the phase (N4.0). */
function offered(state: A20State, query: LegalActionQuery): Action[] {
  if (state.pending !== null) return advanceOptions(state); // N9.9: the victor's decision first
  if (state.phase === 'setup') return setupActions(state); // X3.0 steps 3-6
  if (state.phase === 'events') return deckActions(state); // N5.0
  const end: Action[] =
    query.unitId === undefined
      ? [{ command: { type: 'EndPhase' }, rule: 'N4.0', phase: state.phase }]
      : [];
  if (state.phase === 'movement')
    return [...labelled(state, movementActions(state, query.unitId)), ...end];
  if (state.phase === 'combat') return [...labelled(state, attackOptions(state)), ...end];
  return end;
}

/**
 * N16.1: the Allied player attacks a face-down counter by its label (fog/fog-state.ts); a French
 * Dummy neither attacks nor steps onto the ice.
 */
function labelled(state: A20State, actions: Action[]): Action[] {
  if (state.side === 'french') return actions.filter((a) => dummyBreach(a.command) === null);
  if (state.fog.hidden.length === 0) return actions;
  return actions.map((a) => {
    if (a.command.type !== 'Attack') return a;
    const label = hiddenOf(state, a.command.defender)?.label;
    return label === undefined ? a : { ...a, command: { ...a.command, defender: label } };
  });
}

/** What `viewer` may do now, the units a command names, the side to act (hex kit). */
export const { legalActions, commandUnits, sideToAct } = hexLegalActions<
  A20State,
  A20Command,
  Side
>({ ids: ['unitId', 'defender'], lists: ['attackers'], entries: ['placements'] }, offered);
