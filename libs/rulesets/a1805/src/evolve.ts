import type { A1805Event } from './events';
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
    default:
      return state;
  }
}
