import type { A1805Event } from './events';
import { afterMoraleChanged, afterUnitEliminated } from './morale/morale-evolve';
import { afterUnitMoved } from './movement/movement-evolve';
import { afterPhaseEnded } from './sequence/end-phase';
import type { A1805State } from './state';

/** Pure and total: folds one event (every roll is already in it). */
export function evolve(state: A1805State, event: A1805Event): A1805State {
  switch (event.type) {
    case 'UnitMoved':
      return afterUnitMoved(state, event);
    case 'PhaseEnded':
      return afterPhaseEnded(state, event);
    case 'MoraleChecked':
      return event.cause === 'rally'
        ? { ...state, rallied: [...state.rallied, event.unitId] }
        : state;
    case 'MoraleChanged':
      return afterMoraleChanged(state, event);
    case 'UnitEliminated':
      return afterUnitEliminated(state, event);
    default:
      return state;
  }
}
