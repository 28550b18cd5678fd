import type { Dice } from '@pratzen/engine';
import type { MoraleChecked } from '../events';

/** One morale check (12.4): 2d6 against the rating plus the check's modifier. */
export interface Check {
  readonly dice: readonly [number, number];
  readonly total: number;
  /** The highest total that passes (rating + modifier). */
  readonly needed: number;
  readonly passed: boolean;
  /** By how much the check failed (0 when passed). */
  readonly failedBy: number;
  /** 12.9: double 1, Blood Rage (and a rally, 12.9.3). */
  readonly double1: boolean;
  /** 12.8: double 6, catastrophic failure. */
  readonly double6: boolean;
}

export function rollCheck(dice: Dice, purpose: string, rating: number, modifier: number): Check {
  const a = dice.roll(`${purpose}: morale check`, 6);
  const b = dice.roll(`${purpose}: morale check`, 6);
  const total = a + b;
  const needed = rating + modifier;
  const double1 = a === 1 && b === 1;
  const double6 = a === 6 && b === 6;
  const passed = !double6 && (double1 || total <= needed);
  return {
    dice: [a, b],
    total,
    needed,
    passed,
    failedBy: passed ? 0 : Math.max(1, total - needed),
    double1,
    double6,
  };
}

/** The event recording a check: its dice, the total that passed, and what came of it. */
export function checkedEvent(
  unitId: string,
  cause: string,
  c: Check,
  forUnit?: string,
): MoraleChecked {
  return {
    type: 'MoraleChecked',
    unitId,
    cause,
    ...(forUnit === undefined ? {} : { for: forUnit }),
    dice: c.dice,
    needed: c.needed,
    result: c.double1 ? 'double-1' : c.double6 ? 'double-6' : c.passed ? 'passed' : 'failed',
  };
}
