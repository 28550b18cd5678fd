import type { SpiEvent } from '../events';
import type { SpiState } from '../state';

/** PLACEHOLDER — 4.4 end-of-Movement-Phase stacking check (events raising ReduceOverstack). */
export function stackingCheck(_state: SpiState): SpiEvent[] {
  return [];
}
