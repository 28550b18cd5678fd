import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from './problem';
import { PROBLEM_CONTENT_TYPE, toProblem } from './problem.filter';

/**
 * Requests Fastify refuses before any route runs, answered as problem details like every other
 * error: Node's HTTP parser failing (`clientErrorHandler`: headers over the server's
 * `maxHeaderSize`, 16 KiB by default; garbage; a request that took too long), and Fastify's
 * router refusing a URL (`frameworkErrors`: a path parameter over `maxParamLength`, a path
 * that does not decode).
 */

/** Node's parser errors (llhttp codes) that mean "the request line or headers are too big". */
const OVERFLOW = 'HPE_HEADER_OVERFLOW';

/** A request line this long is a URI too long, whatever the headers after it. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * The problem for a request the HTTP parser could not read. An overflow (request line and
 * headers over the server's maxHeaderSize) whose request line alone is over 8 KiB in what was
 * read is a URI too long (414), otherwise headers too large (431).
 */
export function parserProblem(error: { code?: string }, rawPacket?: Buffer): ApiProblem {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new ApiProblem(408, 'REQUEST_TIMEOUT', 'the request took too long to arrive');
  }
  if (error.code === OVERFLOW) {
    if (rawPacket !== undefined && startsWithMethod(rawPacket)) {
      const lineEnd = rawPacket.indexOf('\r\n');
      if ((lineEnd < 0 ? rawPacket.length : lineEnd) > LONG_REQUEST_LINE) {
        return new ApiProblem(414, 'URI_TOO_LONG', 'the request target is too long');
      }
    }
    return new ApiProblem(431, 'HEADERS_TOO_LARGE', 'the request headers are too large');
  }
  return new ApiProblem(400, 'MALFORMED_REQUEST', 'the request is not valid HTTP/1.1');
}

const startsWithMethod = (packet: Buffer): boolean =>
  /^[A-Z]{3,10} /.test(packet.subarray(0, 12).toString('latin1'));

/**
 * The raw HTTP response for a parser error: problem+json, the connection closed after it. A
 * HEAD request (when what was read shows its method) gets the same headers and no body.
 */
export function rawProblemResponse(problem: ApiProblem, head: boolean): string {
  const body = JSON.stringify(toProblem(problem));
  const reason = STATUS_CODES[problem.status] ?? 'Client Error';
  return (
    `HTTP/1.1 ${problem.status} ${reason}\r\n` +
    `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n` +
    (head ? '' : body)
  );
}

/** Fastify's `clientErrorHandler` option (the server's `clientError` event). */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection (or one already gone) has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node gives the bytes being parsed as a Buffer (Fastify's type says otherwise).
  const raw: unknown = error.rawPacket;
  const packet = Buffer.isBuffer(raw) ? raw : undefined;
  const head = packet !== undefined && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) socket.write(rawProblemResponse(parserProblem(error, packet), head));
  socket.destroy();
}

/** Fastify's own refusals before routing, by error code. */
const FRAMEWORK_PROBLEMS: Readonly<Record<string, () => ApiProblem>> = {
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new ApiProblem(414, 'URI_TOO_LONG', 'a path segment is longer than this server accepts'),
  FST_ERR_BAD_URL: () => ApiProblem.badRequest('BAD_URL', 'the path is not a valid URL'),
};

/**
 * Fastify's `frameworkErrors` option: the router's refusals as problem details (Fastify's own
 * answer echoes the whole URL as plain JSON). The reply goes out through Fastify, so a HEAD
 * request gets no body.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const problem =
    FRAMEWORK_PROBLEMS[error.code]?.() ??
    new ApiProblem(
      error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400,
      'MALFORMED_REQUEST',
      'the request could not be routed',
    );
  void reply
    .status(problem.status)
    .header('Content-Type', PROBLEM_CONTENT_TYPE)
    .send({ ...toProblem(problem), instance: request.url.split('?')[0]?.slice(0, 256) });
}
