import { Injectable } from '@nestjs/common';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { type Command, type JsonSchema, commandSchemasOf } from '@pratzen/engine';
import { ApiProblem, type FieldViolation } from '../../common/problem';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';

/** A command body taken apart: the command for `decide`, and the API's own members. */
export interface ParsedCommand {
  readonly command: Command;
  /** Manual mode: the faces of the physical dice. */
  readonly dice?: readonly number[];
  readonly expectedVersion?: number;
}

const MAX_VIOLATIONS = 20;

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A JSON Pointer as the field path clients see: `/units/0/hex` → `units[0].hex`. */
export function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}

/** An ajv error as a field violation; additionalProperties errors name the extra member. */
function violationOf(e: ErrorObject): FieldViolation {
  const extra = e.keyword === 'additionalProperties' ? e.params['additionalProperty'] : undefined;
  const pointer = typeof extra === 'string' ? `${e.instancePath}/${extra}` : e.instancePath;
  return {
    path: fieldPath(pointer) || '(command)',
    message: e.message ?? 'is invalid',
    code: e.keyword,
  };
}

/**
 * Checks a command body against the ruleset's JSON Schemas (api.md: 400 for malformed input)
 * before any rule is consulted. Validators are compiled once per ruleset, on first use.
 */
@Injectable()
export class CommandParser {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  private readonly validators = new Map<string, ReadonlyMap<string, ValidateFunction>>();
  private readonly compiled = new WeakMap<JsonSchema, ValidateFunction>();

  parse(ruleset: AnyRuleset, body: unknown): ParsedCommand {
    if (!isPlainObject(body)) {
      throw ApiProblem.badRequest('MALFORMED_COMMAND', 'a command is a JSON object {type, ...}');
    }
    const { dice, expectedVersion, ...command } = body;
    const type = command['type'];
    if (typeof type !== 'string') {
      throw ApiProblem.badRequest('MALFORMED_COMMAND', 'a command needs a string "type"', [
        { path: 'type', message: 'must be a string', code: 'type' },
      ]);
    }
    const validate = this.validatorsOf(ruleset).get(type);
    if (validate === undefined) {
      const known = Object.keys(commandSchemasOf(ruleset)).join(', ');
      throw new ApiProblem(400, 'UNKNOWN_COMMAND', `${ruleset.info.id} has no command ${type}`, {
        rulesetId: ruleset.info.id,
        violations: [{ path: 'type', message: `must be one of ${known}`, code: 'enum' }],
      });
    }
    if (!validate(command)) {
      const violations = (validate.errors ?? []).slice(0, MAX_VIOLATIONS).map(violationOf);
      throw new ApiProblem(400, 'INVALID_COMMAND', `the ${type} command is malformed`, {
        rulesetId: ruleset.info.id,
        violations,
      });
    }
    return {
      command: command as unknown as Command,
      ...(dice !== undefined ? { dice: parseDice(dice) } : {}),
      ...(expectedVersion !== undefined ? { expectedVersion: parseVersion(expectedVersion) } : {}),
    };
  }

  /** 400 UNKNOWN_COMMAND unless the ruleset has the command type (legal-actions `?type=`). */
  checkType(ruleset: AnyRuleset, type: string): void {
    if (!Object.hasOwn(commandSchemasOf(ruleset), type)) {
      throw new ApiProblem(400, 'UNKNOWN_COMMAND', `${ruleset.info.id} has no command ${type}`, {
        rulesetId: ruleset.info.id,
        violations: [{ path: 'type', message: 'unknown command type', code: 'enum' }],
      });
    }
  }

  /** Field errors of `value` against any schema (e.g. a ruleset's custom position). */
  violationsOf(schema: JsonSchema, value: unknown, prefix: string): FieldViolation[] {
    let validate = this.compiled.get(schema);
    if (validate === undefined) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, MAX_VIOLATIONS).map((e) => {
      const v = violationOf(e);
      const path =
        v.path === '(command)'
          ? prefix
          : v.path.startsWith('[')
            ? `${prefix}${v.path}`
            : `${prefix}.${v.path}`;
      return { ...v, path };
    });
  }

  private validatorsOf(ruleset: AnyRuleset): ReadonlyMap<string, ValidateFunction> {
    let map = this.validators.get(ruleset.info.id);
    if (map === undefined) {
      map = new Map(
        Object.entries(commandSchemasOf(ruleset)).map(([t, schema]) => [
          t,
          this.ajv.compile(schema),
        ]),
      );
      this.validators.set(ruleset.info.id, map);
    }
    return map;
  }
}

/** Physical dice: an array of at most 100 faces 1..6 (400 BAD_DICE otherwise). */
export function parseDice(dice: unknown): readonly number[] {
  if (!Array.isArray(dice) || dice.length > 100) {
    throw ApiProblem.badRequest('BAD_DICE', 'dice must be an array of at most 100 faces', [
      { path: 'dice', message: 'must be an array of 1..6', code: 'type' },
    ]);
  }
  const bad = dice.flatMap((face: unknown, i): FieldViolation[] =>
    Number.isInteger(face) && (face as number) >= 1 && (face as number) <= 6
      ? []
      : [{ path: `dice[${i}]`, message: 'must be a die face 1..6', code: 'range' }],
  );
  if (bad.length > 0) throw ApiProblem.badRequest('BAD_DICE', 'every die face is 1..6', bad);
  return dice as number[];
}

/** expectedVersion: the number of events the client has seen (400 BAD_EXPECTED_VERSION). */
export function parseVersion(value: unknown, path = 'expectedVersion'): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw ApiProblem.badRequest('BAD_EXPECTED_VERSION', `${path} must be an integer >= 0`, [
    { path, message: 'must be an integer >= 0', code: 'type' },
  ]);
}
