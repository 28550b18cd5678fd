import type { SpiEvent } from '../events';
import { occupancy, sideOf } from '../queries';
import type { SpiState } from '../state';
import { STACKING_LIMIT } from '../vocabulary';

/**
 * 4.4: at the end of a Movement Phase, every hex of the phasing side holding more than 10 CSP.
 * Emits one OverstackFound (which makes the enemy choose the losses), or nothing.
 */
export function stackingCheck(state: SpiState): SpiEvent[] {
  const hexes: { hex: string; excess: number; unitIds: string[] }[] = [];
  for (const [hex, units] of occupancy(state)) {
    const first = units[0];
    if (first === undefined || sideOf(first) !== state.side) continue;
    const total = units.reduce((s, u) => s + u.strength, 0);
    if (total > STACKING_LIMIT)
      hexes.push({ hex, excess: total - STACKING_LIMIT, unitIds: units.map((u) => u.id) });
  }
  if (hexes.length === 0) return [];
  hexes.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
  return [{ type: 'OverstackFound', owner: state.side, hexes }];
}
