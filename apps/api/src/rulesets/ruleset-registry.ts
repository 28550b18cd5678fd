import { Injectable } from '@nestjs/common';
import { type AnyRuleset, RULESETS } from '@pratzen/rulesets';

export type { AnyRuleset } from '@pratzen/rulesets';

/** The rulesets the server plays: the shared registry (libs/rulesets/registry). */
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
