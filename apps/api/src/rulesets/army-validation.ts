import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { ArmyReport, JsonSchema } from '@pratzen/engine';
import { ApiProblem, type FieldViolation } from '../common/problem';
import { fieldPath } from '../games/commands/command-parser';
import type { AnyRuleset } from './ruleset-registry';

/**
 * POST /v1/rulesets/{id}/armies/validate (and GraphQL `validateArmy`): a points-bought army list
 * priced by the ruleset's army builder (`Ruleset.army`), generic over rulesets. The body is
 * `{army, limit?, optionalRules?}`; `army` is checked against the ruleset's list schema first
 * (400 VALIDATION_FAILED), then priced: a legal list answers its report (200), an illegal one
 * 422 with the code and rule case of its first violation, every violation in `violations` and
 * the price and warnings in `details`.
 */
export interface ArmyRequest {
  readonly army: unknown;
  readonly limit?: number | null;
  readonly optionalRules?: readonly string[];
}

const MAX_VIOLATIONS = 50;
/** The largest points limit asked for (a guard on input, not a rule). */
export const MAX_POINTS_LIMIT = 1_000_000;

/** The body's shape around a ruleset's list schema (OpenAPI 3.0 compatible). */
export const armyRequestSchema = (army: JsonSchema): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['army'],
  properties: {
    army,
    limit: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_POINTS_LIMIT,
      nullable: true,
      description: "the game's points limit; absent or null: none",
    },
    optionalRules: {
      type: 'array',
      maxItems: 50,
      items: { type: 'string', maxLength: 64 },
      description: 'optional rules in force (ids of the ruleset’s `optionalRules`)',
    },
  },
});

const PROBLEM_ITEM: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'code', 'rule', 'message'],
  properties: {
    path: { type: 'string', description: "JSON Pointer into `army` ('' for the whole list)" },
    code: { type: 'string', description: 'stable UPPER_SNAKE code' },
    rule: { type: 'string', description: 'the rule case' },
    message: { type: 'string' },
  },
};

/** The 200 answer (OpenAPI 3.0): a legal list's price; `points` beyond total/limit is the ruleset's. */
export const ARMY_REPORT_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['valid', 'points', 'violations', 'warnings'],
  properties: {
    valid: { type: 'boolean', description: 'always true in a 200 (an illegal list is a 422)' },
    points: {
      type: 'object',
      additionalProperties: true,
      required: ['total', 'limit'],
      description:
        "the price in the ruleset's points; atw adds `units: [{id, points, lines: [{item, count, each, points}]}]` and `generals` (one such line)",
      properties: {
        total: { type: 'integer', description: 'the whole list, in points' },
        limit: { type: 'integer', nullable: true, description: 'the limit asked for; null: none' },
      },
    },
    violations: { type: 'array', items: PROBLEM_ITEM, description: 'empty in a 200' },
    warnings: {
      type: 'array',
      items: PROBLEM_ITEM,
      description: 'legal but worth a look (e.g. an option that has no effect)',
    },
  },
};

/** The body as documented (the army's shape is each ruleset's `armySchema`). */
export const ARMY_REQUEST_SCHEMA = armyRequestSchema({
  type: 'object',
  additionalProperties: true,
  description: "the list, in the ruleset's shape: `armySchema` of GET /v1/rulesets/{id}",
});

const violationOf = (e: ErrorObject): FieldViolation => {
  const extra = e.keyword === 'additionalProperties' ? e.params['additionalProperty'] : undefined;
  const pointer = typeof extra === 'string' ? `${e.instancePath}/${extra}` : e.instancePath;
  return {
    path: fieldPath(pointer) || '(body)',
    message: e.message ?? 'is invalid',
    code: e.keyword,
  };
};

/** Compiles each ruleset's request validator once. */
export class ArmyValidator {
  private readonly ajv = new Ajv({ allErrors: true, strict: false });
  private readonly compiled = new WeakMap<JsonSchema, ValidateFunction>();

  private validatorOf(schema: JsonSchema): ValidateFunction {
    let v = this.compiled.get(schema);
    if (v === undefined) {
      v = this.ajv.compile(armyRequestSchema(schema));
      this.compiled.set(schema, v);
    }
    return v;
  }

  /** The report of a legal list; throws the 400, 404 or 422 ApiProblem otherwise. */
  validate(ruleset: AnyRuleset, body: unknown): ArmyReport {
    const builder = ruleset.army;
    if (builder === undefined) {
      throw ApiProblem.notFound(
        'ARMY_BUILDER_NOT_FOUND',
        `${ruleset.info.id} has no army builder: its armies are not bought by points`,
      );
    }
    const check = this.validatorOf(builder.schema);
    if (!check(body)) {
      throw ApiProblem.badRequest(
        'VALIDATION_FAILED',
        'the army list is malformed',
        (check.errors ?? []).slice(0, MAX_VIOLATIONS).map(violationOf),
      );
    }
    const request = body as ArmyRequest;
    const offered = new Set(ruleset.info.optionalRules.map((r) => r.id));
    const unknown = (request.optionalRules ?? []).filter((r) => !offered.has(r));
    if (unknown.length > 0) {
      throw new ApiProblem(
        422,
        'UNKNOWN_OPTIONAL_RULE',
        `${ruleset.info.id} offers no optional rule ${unknown.join(', ')}`,
        {
          rulesetId: ruleset.info.id,
          violations: unknown.map((r) => ({
            path: 'optionalRules',
            message: `${r} is not one of the ruleset's optional rules`,
            code: 'UNKNOWN_OPTIONAL_RULE',
          })),
        },
      );
    }
    const report = builder.price(request.army, {
      optionalRules: request.optionalRules ?? [],
      limit: request.limit ?? null,
    });
    const first = report.violations[0];
    if (report.valid || first === undefined) return report;
    throw new ApiProblem(422, first.code, `the army list breaks the rules: ${first.message}`, {
      rule: first.rule,
      rulesetId: ruleset.info.id,
      violations: report.violations.slice(0, MAX_VIOLATIONS).map((v) => ({
        path: fieldPath(`/army${v.path}`),
        message: v.message,
        code: v.code,
        rule: v.rule,
      })),
      details: { points: report.points, warnings: report.warnings },
    });
  }
}
