import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { TEC, type OddsColumn } from '../data/tables';
import type { DgState } from '../state';

/**
 * 8.0 / 9.0: strengths and odds. Strengths may carry a half (11.0 keeps fractions), so the ratio
 * is worked in half-points to stay exact.
 */
export interface UnitStrength {
  readonly unitId: string;
  readonly printed: number;
  readonly strength: number;
  readonly rule: string | null;
}

/** 11.0: a demoralized unit attacks at half strength, fractions kept. */
export function attackStrength(state: DgState, unitId: string): UnitStrength {
  const c = counter(unitId);
  const halved = state.demoralized === c.side;
  return {
    unitId,
    printed: c.strength,
    strength: halved ? c.strength / 2 : c.strength,
    rule: halved ? '11.0' : null,
  };
}

/** 8.0 J: the defender's terrain multiplies its strength; 11.0 halves a demoralized defender. */
export function defenceStrength(state: DgState, unitId: string, hex: string): UnitStrength {
  const c = counter(unitId);
  const terrain = BOARD.terrain.get(hex) ?? 'clear';
  const multiplier = TEC[terrain].defence;
  const halved = state.demoralized === c.side;
  const rules = [multiplier !== 1 ? '8.0 J' : null, halved ? '11.0' : null].filter(
    (r): r is string => r !== null,
  );
  return {
    unitId,
    printed: c.strength,
    strength: (c.strength * multiplier) / (halved ? 2 : 1),
    rule: rules.length > 0 ? rules.join(', ') : null,
  };
}

/**
 * 8.0: the ratio simplified and rounded in favour of the defender, then (9.0) clamped to the table's
 * 1-6 … 6-1. `odds` is the simplified ratio before clamping.
 */
export function oddsOf(
  attack: number,
  defence: number,
): { readonly odds: string; readonly column: OddsColumn } {
  const a = Math.round(attack * 2);
  const d = Math.round(defence * 2);
  if (d <= 0) return { odds: '6-1', column: '6-1' };
  if (a <= 0) return { odds: '1-6', column: '1-6' };
  if (a >= d) {
    const n = Math.floor(a / d);
    return { odds: `${n}-1`, column: `${Math.min(n, 6)}-1` as OddsColumn };
  }
  const n = Math.ceil(d / a);
  return { odds: `1-${n}`, column: `1-${Math.min(n, 6)}` as OddsColumn };
}
