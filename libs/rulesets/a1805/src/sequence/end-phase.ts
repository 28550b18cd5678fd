import type { PhaseEnded } from '../events';
import type { A1805State } from '../state';
import { PHASES, enemyOf } from '../vocabulary';

/**
 * 4.1–4.10: the phases of a player-turn in order; after the Close Combat Phase the roles
 * reverse; after both player-turns the turn marker advances (18.3: the first side is the
 * scenario's, the Allies in the full game). After the last turn the game is over (17.1.1.3).
 */
export function afterPhaseEnded(state: A1805State, _event: PhaseEnded): A1805State {
  const i = PHASES.indexOf(state.phase);
  const next = PHASES[i + 1];
  if (next !== undefined)
    return { ...state, phase: next, moved: next === 'movement' ? [] : state.moved };
  const secondHalf = state.attacker !== state.firstSide;
  if (!secondHalf) {
    return { ...state, attacker: enemyOf(state.attacker), phase: 'rally', moved: [] };
  }
  const turn = state.turn + 1;
  return {
    ...state,
    turn,
    attacker: state.firstSide,
    phase: 'rally',
    moved: [],
    over: turn > state.lastTurn,
  };
}
