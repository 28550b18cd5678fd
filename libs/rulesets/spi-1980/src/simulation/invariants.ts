import { COUNTERS } from '../data/counters';
import type { SpiEvent } from '../events';
import { occupancy, sideOf } from '../queries';
import type { SpiState } from '../state';
import { STACKING_LIMIT, STARTING_MORALE } from '../vocabulary';

/** The invariants a game must keep after every event; returns the broken ones. */
export function brokenInvariants(state: SpiState, event: SpiEvent): string[] {
  const broken: string[] = [];
  for (const [hex, units] of occupancy(state)) {
    if (new Set(units.map(sideOf)).size > 1) broken.push(`4.3 both sides in ${hex}`);
    if (event.type === 'PhaseEnded' && event.phase === 'movement' && units.length > 1) {
      const total = units.reduce((a, u) => a + u.strength, 0);
      if (total > STACKING_LIMIT)
        broken.push(`4.4 ${hex} holds ${total} CSP at the end of the Movement Phase`);
    }
  }
  state.units.forEach((u, i) => {
    const c = COUNTERS[i];
    if (c === undefined || c.id !== u.id) broken.push(`unit ${i} out of order`);
    if (u.strength < 0) broken.push(`${u.id} strength ${u.strength}`);
    if (u.location === 'map' && (u.hex === null || u.strength < 1))
      broken.push(`${u.id} on the map without hex or strength`);
    if (u.location !== 'map' && u.hex !== null) broken.push(`${u.id} off the map with a hex`);
  });
  for (const side of ['allied', 'french'] as const) {
    if (state.morale[side] !== STARTING_MORALE[side] - state.cspLost[side])
      broken.push(`10.0 ${side} morale out of step with losses`);
  }
  return broken;
}
