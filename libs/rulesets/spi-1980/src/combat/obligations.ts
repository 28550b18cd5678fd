import type { RuleViolation } from '@pratzen/engine';
import type { SpiState } from '../state';

/** PLACEHOLDER — 5.1: the first unmet mandatory attack, or null when the phase may end. */
export function unmetObligation(_state: SpiState): RuleViolation | null {
  return null;
}
