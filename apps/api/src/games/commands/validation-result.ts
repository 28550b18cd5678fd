import { ApiProblem } from '../../common/problem';
import type { ValidationResult } from '../games.contract';

/**
 * What `POST /commands/validate` (and GraphQL `validateCommand`) answers for a command that
 * `POST /commands` would refuse: the same problem (status, code, rule, field errors, details),
 * reported as `{valid: false, violation}` instead of thrown.
 */
export function invalidResult(problem: ApiProblem): ValidationResult {
  const { rule, violations, details } = problem.extra;
  return {
    valid: false,
    violation: {
      status: problem.status,
      code: problem.code,
      rule: rule ?? null,
      detail: problem.message,
      ...(violations !== undefined && violations.length > 0 ? { violations } : {}),
      ...(details !== undefined ? { details } : {}),
    },
  };
}

/** Runs a check that may throw an ApiProblem: undefined when it passed, else the report. */
export function reportedProblem(check: () => void): ValidationResult | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof ApiProblem) return invalidResult(error);
    throw error;
  }
}
