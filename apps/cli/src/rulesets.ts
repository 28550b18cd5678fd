import type { Command, DomainEvent, Ruleset } from '@pratzen/engine';
import { spi1980 } from '@pratzen/rulesets/spi-1980';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
export type AnyRuleset = Ruleset<any, Command, DomainEvent>;

/** The rulesets whose records this CLI verifies: add each new ruleset to this one line. */
export const RULESETS: readonly AnyRuleset[] = [spi1980];

export const rulesetById = (id: string): AnyRuleset | undefined =>
  RULESETS.find((r) => r.info.id === id);
