import type { AtwEvent } from './events';
import type { AtwState } from './state';
import { evolveCombat } from './combat/combat-evolve';

/** Folds one event (integers: the wire form is read back in ruleset.ts). Pure and total. */
export function evolve(state: AtwState, event: AtwEvent): AtwState {
  switch (event.type) {
    case 'UnitMoved':
      return {
        ...state,
        units: state.units.map((u) =>
          u.id !== event.unitId
            ? u
            : {
                ...u,
                x: event.x,
                y: event.y,
                facing: event.facing,
                formation: event.formation,
                files: event.files,
                ranks: event.ranks,
                width: event.width,
                depth: event.depth,
                disordered: event.order === 'disordered',
                moved: true,
              },
        ),
      };
    case 'PhaseEnded': {
      const newTurn = event.turn !== state.turn;
      return {
        ...state,
        phase: event.next,
        turn: event.turn,
        // 12: a new turn, every unit may move again
        units: newTurn
          ? state.units.map((u) => (u.moved ? { ...u, moved: false } : u))
          : state.units,
      };
    }
    case 'GameEnded':
      return { ...state, over: true };
    // atw-B: attacks, reactions, close combat
    case 'AttackMade':
    case 'AttackHalted':
    case 'ReactionOffered':
    case 'Reacted':
    case 'HastySquareTested':
    case 'EngagementEnded':
    case 'Evaded':
    case 'CombatRoundFought':
    case 'CombatResult':
      return evolveCombat(state, event);
    default:
      return state;
  }
}
