import type { RuleViolation } from '@pratzen/engine';
import type { FieldViolation } from './field-violation';

/**
 * Rule violations answered with another status than 422: `NOT_YOUR_TURN` (the engine's turn
 * check: a command from the side not to act now) and `REFEREE_ONLY` (the engine's session: a
 * seat sent `Adjudicate`) are 403, matters of who may act.
 */
export const VIOLATION_STATUS: Readonly<Record<string, number>> = Object.fromEntries([
  ['NOT_YOUR_TURN', 403],
  // the engine's session: only the referee adjudicates (decideSession)
  ['REFEREE_ONLY', 403],
]);

/** A field error of malformed input (400): one class for every channel (field-violation.ts). */
export type { FieldViolation } from './field-violation';

/**
 * What went wrong with a request, independent of transport: the REST filter turns it into
 * RFC 9457 problem details, the GraphQL layer into `extensions`. `status` is the HTTP-equivalent.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    /** Stable UPPER_SNAKE code. */
    readonly code: string,
    /** A human sentence (the problem's `detail`). */
    message: string,
    readonly extra: {
      readonly rule?: string | null;
      readonly rulesetId?: string;
      readonly violations?: readonly FieldViolation[];
      /** Seconds, for 429. */
      readonly retryAfter?: number;
      readonly details?: Readonly<Record<string, unknown>>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiProblem';
  }

  static badRequest(
    code: string,
    message: string,
    violations: readonly FieldViolation[] = [],
  ): ApiProblem {
    return new ApiProblem(400, code, message, { violations });
  }

  static notFound(code: string, message: string): ApiProblem {
    return new ApiProblem(404, code, message);
  }

  /**
   * A well-formed command the rules forbid: 422, or the status VIOLATION_STATUS gives its code
   * (the one place where a violation's code decides its HTTP status).
   */
  static fromViolation(v: RuleViolation): ApiProblem {
    return new ApiProblem(VIOLATION_STATUS[v.code] ?? 422, v.code, v.message, {
      rule: v.rule,
      rulesetId: v.rulesetId,
      ...(v.details ? { details: v.details } : {}),
    });
  }
}

/** Short titles by status, for the problem's `title`. */
export const PROBLEM_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
