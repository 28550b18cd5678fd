import { LOCATIONS, unitSpec } from '../data/catalogue';
import type { PhaseEnded } from '../events';
import type { A1805State, UnitState } from '../state';
import {
  CHIT_DEPLOYMENT,
  FOG_LIFTS_BY,
  LAST_FOG_TURN,
  PHASES,
  type Side,
  type Weather,
  enemyOf,
} from '../vocabulary';

/**
 * 4.1–4.10: the phases of a player-turn in order; after the Close Combat Phase the roles
 * reverse; after both player-turns the turn marker advances (18.3: the first side is the
 * scenario's, the Allies in the full game). After the last turn the game is over (17.1.1.3).
 */
export function afterPhaseEnded(state: A1805State, _event: PhaseEnded): A1805State {
  if (state.phase === CHIT_DEPLOYMENT) {
    // 16.4.2.3: the Allies deploy, then the French; then the first player-turn's Rally Phase
    return state.deploying === state.firstSide
      ? { ...state, deploying: enemyOf(state.firstSide) }
      : { ...state, phase: 'rally', deploying: null };
  }
  const i = PHASES.indexOf(state.phase);
  const next = PHASES[i + 1];
  if (next !== undefined) {
    return {
      ...state,
      phase: next,
      moved: next === 'movement' ? [] : state.moved,
      musketry: [],
      charges: [],
    };
  }
  const secondHalf = state.attacker !== state.firstSide;
  if (!secondHalf) return openPlayerTurn(state, enemyOf(state.attacker), state.turn);
  const turn = state.turn + 1;
  const ended = endOfTurn(state);
  const weather = nextWeather(state.weather, turn);
  const over = ended.automatic !== null || turn > state.lastTurn;
  const fresh = openPlayerTurn(ended, state.firstSide, turn);
  const opened: A1805State = {
    ...fresh,
    weather,
    over,
    // 16.4.1: each corps may move again on the strategic map
    fog: { ...fresh.fog, corpsMoved: [] },
  };
  // 16.4.2.2–16.4.2.3: a fog turn of a game with chits opens with their deployment (the turn's
  // allowance comes with it: ChitsAllotted; a fog roll that lifts the fog cancels it)
  return weather === 'fog' && state.fog.usesChits && !over
    ? { ...opened, phase: CHIT_DEPLOYMENT, deploying: state.firstSide }
    : opened;
}

/**
 * 16.3: once the fog starts to lift, Partially Foggy 1, then 2, then clear, a turn each;
 * 16.3.1: by turn 7 it starts to lift whatever the die (before then, the fog roll decides: 4.2).
 */
function nextWeather(w: Weather, turn: number): Weather {
  if (w === 'partial-1') return 'partial-2';
  if (w === 'partial-2') return 'clear';
  if (w === 'fog' && turn >= FOG_LIFTS_BY) return 'partial-1';
  return w;
}

/** 4.2, 16.2: whether the turn about to begin opens with a fog roll. */
export function fogRollDue(state: A1805State): boolean {
  const endsTurn = state.phase === 'close-combat' && state.attacker !== state.firstSide;
  const turn = state.turn + 1;
  return (
    endsTurn &&
    state.weather === 'fog' &&
    turn > LAST_FOG_TURN &&
    turn < FOG_LIFTS_BY &&
    turn <= state.lastTurn
  );
}

/** 17.1.3: French automatic victory needs at least 7 Allied brigades (infantry or cavalry) eliminated. */
const BRIGADES_FOR_FRENCH = 7;

/**
 * 17.1.2–17.1.3: at the end of each turn, who controls every red location; a side that has for
 * two consecutive turns wins at once — the Allies outright, the French if they have also
 * eliminated at least 7 Allied infantry or cavalry brigades.
 */
function endOfTurn(state: A1805State): A1805State {
  const holders = new Set(LOCATIONS.map((l) => state.control[l.id] ?? null));
  const side = holders.size === 1 ? [...holders][0]! : null;
  const turns = side === null ? 0 : state.held.side === side ? state.held.turns + 1 : 1;
  const held = { side, turns };
  if (side === null || turns < 2) return { ...state, held };
  if (side === 'allied') return { ...state, held, automatic: { winner: 'allied', rule: '17.1.2' } };
  const brigades = state.eliminated.filter((id) => {
    const u = unitSpec(id);
    return (
      u !== undefined && u.side === 'allied' && (u.kind === 'infantry' || u.kind === 'cavalry')
    );
  }).length;
  return brigades >= BRIGADES_FOR_FRENCH
    ? { ...state, held, automatic: { winner: 'french', rule: '17.1.3' } }
    : { ...state, held };
}

/**
 * 4.3: a player-turn opens with its Rally Phase: the new Attacker's Stun markers are removed
 * (12.5.1), and its Blood Rage markers (12.9: "until its next Rally Phase"). 9.4's Artillery
 * Fired markers last one player-turn, on both sides: 4.3 does not list them among the markers a
 * Rally Phase removes, and the example of play has a battery fire in its own Preparation Fire
 * Phase and again in the enemy's next Artillery Defensive Fire Phase; within a player-turn the
 * marker tells 9.6 that the battery fired in the Defensive Fire Phase.
 */
function openPlayerTurn(state: A1805State, attacker: Side, turn: number): A1805State {
  return {
    ...withoutFailedDisengage(state),
    turn,
    attacker,
    phase: 'rally',
    moved: [],
    rallied: [],
    musketry: [],
    disengaged: [],
    units: state.units.map((u): UnitState => {
      const unmarked = u.fired ? unfired(u) : u;
      return u.side !== attacker || (u.morale !== 'stunned' && !u.bloodRage && !u.outOfAmmo)
        ? unmarked
        : {
            ...unmarked,
            morale: u.morale === 'stunned' ? 'good' : u.morale,
            bloodRage: false,
            // 20.1: the out-of-ammunition marker turns from 2 to 1, then goes
            ...(u.outOfAmmo ? { outOfAmmo: u.outOfAmmo - 1 } : {}),
          };
    }),
  };
}

/** 13.3's record of failed disengagements lasts a player-turn (copied only when present). */
function withoutFailedDisengage(state: A1805State): A1805State {
  if (state.failedDisengage === undefined) return state;
  const { failedDisengage: _tried, ...rest } = state;
  return rest;
}

/** A battery's Artillery Fired marker removed, with its crew's return (6.13) that went with it. */
function unfired(u: UnitState): UnitState {
  const { crewReturned: _back, ...rest } = u;
  return { ...rest, fired: false };
}
