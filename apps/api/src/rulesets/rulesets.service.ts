import { Injectable } from '@nestjs/common';
import {
  type ArmyReport,
  type JsonSchema,
  type RulesetInfo,
  commandSchemasOf,
} from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import { ArmyValidator } from './army-validation';
import { type AnyRuleset, RulesetRegistry } from './ruleset-registry';

export type RulesetDetail = RulesetInfo & {
  readonly commands: Readonly<Record<string, JsonSchema>>;
  readonly setupSchema: JsonSchema | null;
  /** The shape of an army list (`army` of POST .../armies/validate), or null: no army builder. */
  readonly armySchema: JsonSchema | null;
};

/** The catalogue of rule systems: what GET /v1/rulesets/... answers. */
@Injectable()
export class RulesetsService {
  private readonly armies = new ArmyValidator();

  constructor(private readonly registry: RulesetRegistry) {}

  list(): readonly RulesetInfo[] {
    return this.registry.all().map((r) => r.info);
  }

  /** The ruleset, or 404 RULESET_NOT_FOUND. */
  require(rulesetId: string): AnyRuleset {
    const ruleset = this.registry.get(rulesetId);
    if (ruleset === undefined) {
      throw ApiProblem.notFound('RULESET_NOT_FOUND', `no ruleset ${rulesetId}`);
    }
    return ruleset;
  }

  get(rulesetId: string): RulesetDetail {
    const ruleset = this.require(rulesetId);
    return {
      ...ruleset.info,
      commands: commandSchemasOf(ruleset),
      setupSchema: ruleset.setupSchema ?? null,
      armySchema: ruleset.army?.schema ?? null,
    };
  }

  /** An army list priced (20 of atw), or the 400/404/422 problem refusing it. */
  validateArmy(rulesetId: string, body: unknown): ArmyReport {
    return this.armies.validate(this.require(rulesetId), body);
  }

  map(rulesetId: string): unknown {
    return this.require(rulesetId).map();
  }

  scenario(rulesetId: string, scenarioId: string): unknown {
    const data: unknown = this.require(rulesetId).scenario(scenarioId);
    if (data === null || data === undefined) {
      throw ApiProblem.notFound(
        'SCENARIO_NOT_FOUND',
        `ruleset ${rulesetId} has no scenario ${scenarioId}`,
      );
    }
    return data;
  }
}
