import type { SpiState } from '../state';
import type { MovementEvent } from './movement-events';

/** PLACEHOLDER — the movement module implements this. */
export function evolveMovement(state: SpiState, _event: MovementEvent): SpiState {
  return state;
}
