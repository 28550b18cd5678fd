import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { withRequestLog } from './app-logger';

/**
 * Request ids and request lines. Every request gets an id (`reqId` on each of its log lines,
 * echoed in the `X-Request-Id` answer header): the caller's `X-Request-Id` when it is
 * well-formed and short, so a proxy's or a client's id follows the request, else a new UUID.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: a log field and a header value, nothing to escape or to abuse. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** The URL's path: a query string is never logged (a client may put anything in it). */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? '';

/**
 * Fastify's request lines, one per request once answered: method, route pattern, path, status
 * and duration — never a header (Authorization), a query string or a body. (Fastify's own pair
 * of lines carries the URL with its query and a line per unknown route.)
 */
export class RequestLogController extends LogController {
  /** `requests` false (LOG_REQUESTS=false): only the requests that errored are logged. */
  constructor(private readonly requests = true) {
    super();
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (this.requests) reply.log.info(fields, 'request completed');
  }
}

/**
 * Echoes the request id, and runs the rest of the request with its logger as the one Nest's
 * messages go to (app-logger.ts), so they carry its reqId too.
 */
export function useRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    withRequestLog(request.log, done);
  });
}
