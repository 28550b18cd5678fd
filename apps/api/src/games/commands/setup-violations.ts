import type { SetupProblem } from '@pratzen/engine';
import type { FieldViolation } from '../../common/problem';
import { fieldPath } from './command-parser';

/** Members of the create body itself; every other path of a problem is inside `setup`. */
const TOP_LEVEL = new Set(['scenarioId', 'optionalRules', 'setup']);

/** A ruleset's set-up problems as field errors of POST /v1/games, each naming its member. */
export function setupViolations(
  problems: readonly SetupProblem[],
  custom: boolean,
): FieldViolation[] {
  return problems.map((p) => {
    // a JSON Pointer (free-form rulesets: `/units/0/files`) as the field path clients see
    const given = p.path?.startsWith('/') === true ? fieldPath(p.path) || undefined : p.path;
    const path = given ?? (custom ? 'setup' : 'scenarioId');
    const head = /^[A-Za-z]+/.exec(path)?.[0] ?? '';
    return {
      path: custom && !TOP_LEVEL.has(head) ? `setup.${path}` : path,
      message: p.message,
      code: p.code,
      ...(p.rule !== undefined ? { rule: p.rule } : {}),
    };
  });
}
