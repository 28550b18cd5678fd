import type { Command, DomainEvent, Ruleset } from '@pratzen/engine';
import { a1805 } from '@pratzen/rulesets/a1805';
import { a20 } from '@pratzen/rulesets/a20';
import { atw } from '@pratzen/rulesets/atw';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { spi1980 } from '@pratzen/rulesets/spi-1980';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rulesets differ in state/command types
export type AnyRuleset = Ruleset<any, Command, DomainEvent>;

/**
 * Every rule system Pratzen plays, for the API and the record verifier alike. Registering a
 * ruleset is this one line: neither the API nor the CLI has code of its own for any ruleset.
 */
export const RULESETS: readonly AnyRuleset[] = [
  spi1980 as unknown as AnyRuleset,
  dg2006 as unknown as AnyRuleset,
  a1805 as unknown as AnyRuleset,
  a20 as unknown as AnyRuleset,
  atw as unknown as AnyRuleset,
];

export const rulesetById = (id: string): AnyRuleset | undefined =>
  RULESETS.find((r) => r.info.id === id);
