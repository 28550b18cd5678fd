import { HttpException, Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApiProblem } from '../common/problem';
import { QueryLimitError } from './query-limits';
import { SubscriptionOverHttpError } from './subscriptions-over-http';

/** Codes of requests GraphQL itself refused before running anything: all 400-equivalent. */
const REQUEST_ERROR_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

const logger = new Logger('GraphQL');

/** The error a resolver threw, under graphql-js's located wrapper (and Apollo's). */
function causeOf(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? error.originalError : error;
}

/**
 * The 4xx status Apollo asked for on an error it raised itself (`extensions.http`, which it
 * takes off the formatted copy but leaves on the error), e.g. a persisted query whose hash does
 * not match its text. Undefined for anything else.
 */
function apolloClientStatus(error: unknown): number | undefined {
  if (!(error instanceof GraphQLError) || error.originalError !== undefined) return undefined;
  const http = error.extensions['http'] as { status?: unknown } | undefined;
  const status = http?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** `extensions` of an ApiProblem: what the REST problem document carries, member for member. */
export function problemExtensions(problem: ApiProblem): Record<string, unknown> {
  const { rule, rulesetId, violations, retryAfter, details } = problem.extra;
  return {
    code: problem.code,
    status: problem.status,
    ...(rule !== undefined ? { rule } : {}),
    ...(rulesetId !== undefined ? { rulesetId } : {}),
    ...(violations !== undefined && violations.length > 0 ? { violations } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(details !== undefined ? { details } : {}),
  };
}

/**
 * The one place GraphQL errors get their public shape, for HTTP (Apollo's `formatError`) and
 * graphql-ws alike: `extensions.code` (stable), `extensions.status` (HTTP-equivalent) and, for
 * rule violations, `rule` and `rulesetId`. Anything unexpected is logged here and reported as a
 * bare 500 — no message, no stack trace.
 */
export function formatGraphqlError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  const cause = causeOf(error);
  if (cause instanceof ApiProblem) {
    return { message: cause.message, ...where, extensions: problemExtensions(cause) };
  }
  if (cause instanceof SubscriptionOverHttpError) {
    return { message: cause.message, ...where, extensions: { code: cause.code, status: 400 } };
  }
  if (cause instanceof QueryLimitError) {
    // Apollo rewrites validation codes to GRAPHQL_VALIDATION_FAILED; ours are more useful.
    return {
      message: cause.message,
      ...where,
      extensions: { code: cause.code, status: 400, limit: cause.limit },
    };
  }
  if (cause instanceof HttpException) {
    const status = cause.getStatus();
    const code =
      typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'HTTP_ERROR';
    if (status < 500) return { message: cause.message, ...where, extensions: { code, status } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, ...where, extensions: { code, status: 400 } };
  }
  const clientStatus = apolloClientStatus(error);
  if (clientStatus !== undefined) {
    const known = typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
    const status = clientStatus;
    return {
      message: formatted.message,
      ...where,
      extensions: { code: known ? code : 'BAD_REQUEST', status },
    };
  }
  logger.error(
    `unexpected error${formatted.path ? ` at ${formatted.path.join('.')}` : ''}: ${formatted.message}`,
    cause instanceof Error ? cause.stack : undefined,
  );
  return {
    message: 'Internal server error',
    ...where,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}

/** A request-level error (parse, validation, variables) as a formatted GraphQLError. */
export function requestError(error: GraphQLError, code: string): GraphQLError {
  const formatted = formatGraphqlError(
    { ...error.toJSON(), extensions: { ...error.extensions, code } },
    error,
  );
  return new GraphQLError(formatted.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: formatted.extensions,
  });
}
