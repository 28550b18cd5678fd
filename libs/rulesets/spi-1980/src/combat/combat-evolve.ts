import type { SpiState } from '../state';
import type { CombatEvent } from './combat-events';

/** PLACEHOLDER — the combat module implements this. */
export function evolveCombat(state: SpiState, _event: CombatEvent): SpiState {
  return state;
}
