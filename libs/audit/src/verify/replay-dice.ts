import { type Dice, DiceUnavailableError } from '@pratzen/engine';
import type { DieRoll } from '../dice';

/** Why the recorded dice cannot serve the rules: a failure's code, message and values. */
export interface DiceProblem {
  readonly code: string;
  readonly message: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

/**
 * The Dice port of the rules check: serves a command's recorded dice in order; notes the first
 * request that does not fit.
 */
export class ReplayDice implements Dice {
  used = 0;
  problem: DiceProblem | null = null;

  constructor(private readonly rolls: readonly DieRoll[]) {}

  roll(purpose: string, sides = 6): number {
    const recorded = this.rolls[this.used];
    if (recorded === undefined) {
      this.problem ??= {
        code: 'DICE_EXHAUSTED',
        message: `the rules roll a die for ${purpose} beyond the ${this.rolls.length} recorded`,
        expected: { purpose, sides },
        actual: null,
      };
      throw new DiceUnavailableError(purpose, 'exhausted');
    }
    if (recorded.sides !== sides || recorded.purpose !== purpose) {
      this.problem ??= {
        code: recorded.sides !== sides ? 'DIE_SIDES_MISMATCH' : 'DIE_PURPOSE_MISMATCH',
        message: `die ${recorded.index}: the rules roll a d${sides} for ${purpose}; the record has a d${recorded.sides} for ${recorded.purpose}`,
        expected: { purpose, sides },
        actual: recorded,
      };
      throw new DiceUnavailableError(purpose, 'not-allowed');
    }
    this.used += 1;
    return recorded.face;
  }
}
