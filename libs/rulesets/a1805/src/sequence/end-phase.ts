import type { PhaseEnded } from '../events';
import type { A1805State, UnitState } from '../state';
import { PHASES, type Side, enemyOf } from '../vocabulary';

/**
 * 4.1–4.10: the phases of a player-turn in order; after the Close Combat Phase the roles
 * reverse; after both player-turns the turn marker advances (18.3: the first side is the
 * scenario's, the Allies in the full game). After the last turn the game is over (17.1.1.3).
 */
export function afterPhaseEnded(state: A1805State, _event: PhaseEnded): A1805State {
  const i = PHASES.indexOf(state.phase);
  const next = PHASES[i + 1];
  if (next !== undefined) {
    return { ...state, phase: next, moved: next === 'movement' ? [] : state.moved, musketry: [] };
  }
  const secondHalf = state.attacker !== state.firstSide;
  if (!secondHalf) return openPlayerTurn(state, enemyOf(state.attacker), state.turn);
  const turn = state.turn + 1;
  return { ...openPlayerTurn(state, state.firstSide, turn), over: turn > state.lastTurn };
}

/**
 * 4.3: a player-turn opens with its Rally Phase: the new Attacker's Stun markers are removed
 * (12.5.1), and its Blood Rage (12.9: "until its next Rally Phase") and Artillery Fired markers
 * (9.4; kept until then so 9.6 knows who fired in the Defensive Fire Phase).
 */
function openPlayerTurn(state: A1805State, attacker: Side, turn: number): A1805State {
  return {
    ...state,
    turn,
    attacker,
    phase: 'rally',
    moved: [],
    rallied: [],
    musketry: [],
    units: state.units.map((u): UnitState =>
      u.side !== attacker || (u.morale !== 'stunned' && !u.bloodRage && !u.fired)
        ? u
        : {
            ...u,
            morale: u.morale === 'stunned' ? 'good' : u.morale,
            bloodRage: false,
            fired: false,
          },
    ),
  };
}
