import { Injectable } from '@nestjs/common';
import type { Command, DomainEvent, Ruleset } from '@pratzen/engine';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { spi1980 } from '@pratzen/rulesets/spi-1980';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rulesets differ in state/command types
export type AnyRuleset = Ruleset<any, Command, DomainEvent>;

/** Every ruleset the server plays. Adding a ruleset here adds no API code. */
export const RULESETS: readonly AnyRuleset[] = [
  spi1980 as unknown as AnyRuleset,
  dg2006 as unknown as AnyRuleset,
];

@Injectable()
export class RulesetRegistry {
  private readonly byId = new Map(RULESETS.map((r) => [r.info.id, r]));

  all(): readonly AnyRuleset[] {
    return RULESETS;
  }

  get(id: string): AnyRuleset | undefined {
    return this.byId.get(id);
  }
}
