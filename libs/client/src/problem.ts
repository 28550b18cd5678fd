import type { components } from './generated/openapi';

/** An RFC 9457 problem document as the API sends it (application/problem+json). */
export type Problem = components['schemas']['ProblemDto'];

/**
 * A failed call as a typed value: the HTTP status and the problem's stable `code`, the rule case
 * broken (`rule`), the field violations. Thrown by the client's methods; `try*` methods return
 * it in a `Result` instead.
 */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly rule: string | null;
  readonly violations: Problem['violations'];
  constructor(readonly problem: Problem) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
    this.name = 'ProblemError';
    this.status = problem.status;
    this.code = problem.code;
    this.rule = problem.rule ?? null;
    this.violations = problem.violations;
  }
}

/** A call's outcome without exceptions: narrow on `ok`. */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: ProblemError };

/** The problem of a failed response (a body that is not a problem document becomes one). */
export function problemOf(response: Response, body: unknown): ProblemError {
  const candidate = body as Partial<Problem> | undefined;
  if (
    candidate !== undefined &&
    candidate !== null &&
    typeof candidate === 'object' &&
    typeof candidate.code === 'string' &&
    typeof candidate.status === 'number'
  ) {
    return new ProblemError(candidate as Problem);
  }
  return new ProblemError({
    type: 'about:blank',
    title: response.statusText,
    status: response.status,
    detail: `${response.status} ${response.statusText}`,
    code: 'HTTP_ERROR',
  });
}
