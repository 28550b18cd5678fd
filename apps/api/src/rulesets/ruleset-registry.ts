import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AnyRuleset } from '@pratzen/rulesets';
import { APP_CONFIG, type AppConfig } from '../config';
import { rulesetsWith } from './ruleset-modules';

export type { AnyRuleset } from '@pratzen/rulesets';

/** The rulesets the server plays: the shared registry (libs/rulesets/registry) and RULESET_MODULES. */
@Injectable()
export class RulesetRegistry {
  private readonly rulesets: readonly AnyRuleset[];
  private readonly byId: ReadonlyMap<string, AnyRuleset>;

  constructor(@Optional() @Inject(APP_CONFIG) config?: AppConfig) {
    this.rulesets = rulesetsWith(config?.rulesetModules ?? []);
    this.byId = new Map(this.rulesets.map((r) => [r.info.id, r]));
  }

  all(): readonly AnyRuleset[] {
    return this.rulesets;
  }

  get(id: string): AnyRuleset | undefined {
    return this.byId.get(id);
  }
}
