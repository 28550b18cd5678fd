import type { Command, DomainEvent, Ruleset } from '@pratzen/engine';

// What verifyRecord is given besides the record: the rulesets it may use, and its options.

/** A ruleset of any state type: the one the record names, as the caller resolves it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
export type AnyRuleset = Ruleset<any, Command, DomainEvent>;

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
