import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem, PROBLEM_TITLES, type FieldViolation } from './problem';

/** RFC 9457 problem details with Pratzen's extra members (api.md "Conventions"). */
export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance?: string;
  readonly code: string;
  readonly rule?: string | null;
  readonly rulesetId?: string;
  readonly violations?: readonly FieldViolation[];
  readonly details?: Readonly<Record<string, unknown>>;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** `type` URIs name the code, so clients can switch on either. */
export const problemType = (code: string): string =>
  `urn:pratzen:problem:${code.toLowerCase().replace(/_/g, '-')}`;

/** Codes for errors raised by Nest or Fastify themselves (routing, body parsing). */
const CODES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The status a framework-level error asks for: HttpException, or Fastify's `statusCode`. */
function clientErrorStatus(error: unknown): number | null {
  if (error instanceof HttpException) return error.getStatus();
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Maps any error to a problem. Only ApiProblems and client errors keep their message. */
export function toProblem(error: unknown): ProblemBody {
  if (error instanceof ApiProblem) {
    const { rule, rulesetId, violations, details } = error.extra;
    return {
      type: problemType(error.code),
      title: PROBLEM_TITLES[error.status] ?? 'Error',
      status: error.status,
      detail: error.message,
      code: error.code,
      ...(rule !== undefined ? { rule } : {}),
      ...(rulesetId !== undefined ? { rulesetId } : {}),
      ...(violations !== undefined && violations.length > 0 ? { violations } : {}),
      ...(details !== undefined ? { details } : {}),
    };
  }
  const status = clientErrorStatus(error);
  if (status !== null && status < 500) {
    // A JSON syntax error from the body parser: Fastify marks it with statusCode 400.
    const code =
      error instanceof SyntaxError ? 'MALFORMED_JSON' : (CODES_BY_STATUS[status] ?? 'CLIENT_ERROR');
    return {
      type: problemType(code),
      title: PROBLEM_TITLES[status] ?? 'Client Error',
      status,
      detail: error instanceof Error ? error.message : 'the request could not be processed',
      code,
    };
  }
  return {
    type: problemType('INTERNAL'),
    title: PROBLEM_TITLES[500] ?? 'Internal Server Error',
    status: 500,
    detail: 'an unexpected error occurred; it has been logged',
    code: 'INTERNAL',
  };
}

/**
 * The one exception filter: every error leaves as `application/problem+json`. Anything that is
 * neither an ApiProblem nor a client error is a server bug: logged with its stack, answered
 * with a generic 500 that reveals nothing.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    // GraphQL (and any other transport) shapes its own errors: hand them back untouched.
    if (host.getType() !== 'http') throw error;
    const http = host.switchToHttp();
    sendProblem(
      http.getResponse<FastifyReply>(),
      http.getRequest<FastifyRequest | undefined>(),
      error,
      this.logger,
    );
  }
}

/** Answers `error` as problem details: the filter's work. */
export function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest | undefined,
  error: unknown,
  logger: Pick<Logger, 'error'>,
): void {
  const problem = toProblem(error);
  if (problem.status === 500) {
    // The path only: a query string is never logged (docs/metrics.md "Logs").
    logger.error(
      `${request?.method ?? '?'} ${request?.url.split('?', 1)[0] ?? '?'} failed`,
      error instanceof Error ? error.stack : String(error),
    );
  }
  // A hijacked reply (server-sent events) has already sent its headers: nothing to render.
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  if (error instanceof ApiProblem && error.extra.retryAfter !== undefined) {
    void reply.header('Retry-After', String(Math.max(1, Math.ceil(error.extra.retryAfter))));
  }
  if (problem.status === 401) void reply.header('WWW-Authenticate', 'Bearer realm="pratzen"');
  const body = request?.url ? { ...problem, instance: request.url.split('?')[0] } : problem;
  void reply.status(problem.status).header('Content-Type', PROBLEM_CONTENT_TYPE).send(body);
}
