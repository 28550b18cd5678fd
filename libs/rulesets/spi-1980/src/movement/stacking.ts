import type { SpiEvent } from '../events';
import { occupancy, sideOf } from '../queries';
import type { SpiState } from '../state';
import { STACKING_LIMIT, type Side } from '../vocabulary';

export interface Overstack {
  readonly hex: string;
  readonly excess: number;
  readonly unitIds: readonly string[];
}

/** 4.4: the hexes of `side` where two or more units hold more than 10 CSP, in label order. */
export function overstackedHexes(state: SpiState, side: Side): Overstack[] {
  const hexes: Overstack[] = [];
  for (const [hex, units] of occupancy(state)) {
    const first = units[0];
    // 4.4 limits stacks: a lone unit may hold more than 10 CSP (Levis prints 16).
    if (first === undefined || units.length < 2 || sideOf(first) !== side) continue;
    const total = units.reduce((s, u) => s + u.strength, 0);
    if (total > STACKING_LIMIT) {
      hexes.push({ hex, excess: total - STACKING_LIMIT, unitIds: units.map((u) => u.id) });
    }
  }
  return hexes.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}

/**
 * 4.4: at the end of a Movement Phase, every hex of the phasing side holding more than 10 CSP.
 * Emits one OverstackFound (which makes the enemy choose the losses), or nothing.
 */
export function stackingCheck(state: SpiState): SpiEvent[] {
  const hexes = overstackedHexes(state, state.side);
  return hexes.length === 0 ? [] : [{ type: 'OverstackFound', owner: state.side, hexes }];
}
