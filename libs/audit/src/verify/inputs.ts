import type { AnyRuleset } from '@pratzen/game';

// What verifyRecord is given besides the record: the rulesets it may use, and its options.

/** A ruleset of any state type: the one the record names, as the caller resolves it. */
export type { AnyRuleset };

/** The record's ruleset as `resolve` gives it; undefined when unknown (or when `resolve` throws). */
export function rulesetNamed(
  resolve: (id: string) => AnyRuleset | undefined,
  id: string,
): AnyRuleset | undefined {
  try {
    return resolve(id);
  } catch {
    return undefined;
  }
}

export interface VerifyOptions {
  /** Called as the rules check progresses: events re-decided so far, of `total`. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * The head hash published elsewhere (the game summary's): the record must end with it. Without
   * it, a record whose every hash an adversary recomputed can only be caught by the dice and
   * rules checks.
   */
  readonly expectedHeadHash?: string;
}
