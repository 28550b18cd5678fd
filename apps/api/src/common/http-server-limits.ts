import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { HttpServerConfig } from '../config';
import { rawProblemResponse } from './client-errors';
import { ApiProblem } from './problem';

/**
 * What a slow or greedy client may hold of the HTTP server (issue #27 item 2):
 *
 * - headers within HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS (Node's
 *   own timeouts, checked every second here instead of every 30 s; 408 REQUEST_TIMEOUT through
 *   client-errors.ts);
 * - a body at BODY_MIN_BYTES_PER_SECOND at least on average once BODY_RATE_GRACE_MS have passed
 *   (408 REQUEST_TIMEOUT, the socket closed): a body trickled a byte at a time holds nothing
 *   for long;
 * - IDLE_TIMEOUT_MS without traffic either way closes a socket (a client that stops reading
 *   its answer too); KEEP_ALIVE_TIMEOUT_MS between two requests;
 * - CONNECTIONS_PER_ADDRESS open connections per client address (the TCP peer's: behind a
 *   proxy, the proxy's) and CONNECTIONS_TOTAL in all. A connection beyond either is answered
 *   429 TOO_MANY_CONNECTIONS or 503 SERVER_BUSY to its first request and closed; one that sends
 *   nothing within a second is closed, and beyond twice the total a connection is closed at
 *   once, unanswered.
 */

/** The Fastify server options carrying the timeouts (given to the FastifyAdapter). */
export function httpServerOptions(config: HttpServerConfig) {
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
  };
}

const CHECK_EVERY_MS = 1_000;
/** A refused connection has this long to send the request its refusal answers. */
const REFUSED_GRACE_MS = 1_000;

interface BodyWatch {
  readonly socket: Socket;
  readonly startedAt: number;
  readonly bytesAtStart: number;
}

/** Why a connection was refused, answered to its first request. */
const REFUSAL = Symbol('pratzen.connectionRefusal');
type RefusedSocket = Socket & { [REFUSAL]?: ApiProblem };

/**
 * Counts connections and watches request bodies on `server`; the refusals of over-limit
 * connections are sent by an onRequest hook on `fastify` (so they leave as problem details,
 * through the normal reply path). Returns a function that stops the body-rate timer.
 */
export function useHttpServerLimits(
  server: Server,
  fastify: FastifyInstance,
  config: HttpServerConfig,
): () => void {
  const perAddress = new Map<string, number>();
  let open = 0;
  let refusedOpen = 0;

  server.on('connection', (socket: RefusedSocket) => {
    const address = socket.remoteAddress ?? '';
    const mine = perAddress.get(address) ?? 0;
    let refusal: ApiProblem | null = null;
    if (mine >= config.connectionsPerAddress) {
      refusal = new ApiProblem(
        429,
        'TOO_MANY_CONNECTIONS',
        `at most ${config.connectionsPerAddress} connections per client address (CONNECTIONS_PER_ADDRESS)`,
        { details: { limit: config.connectionsPerAddress } },
      );
    } else if (open >= config.connectionsTotal) {
      refusal = new ApiProblem(503, 'SERVER_BUSY', 'the server holds all the connections it may');
    }
    if (refusal === null) {
      open++;
      perAddress.set(address, mine + 1);
      socket.once('close', () => {
        open--;
        const n = (perAddress.get(address) ?? 1) - 1;
        if (n === 0) perAddress.delete(address);
        else perAddress.set(address, n);
      });
      return;
    }
    socket.on('error', () => undefined);
    if (refusedOpen >= config.connectionsTotal) {
      socket.destroy();
      return;
    }
    refusedOpen++;
    socket.once('close', () => refusedOpen--);
    socket[REFUSAL] = refusal;
    setTimeout(() => socket.destroy(), REFUSED_GRACE_MS).unref();
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    const refusal = (request.raw.socket as RefusedSocket)[REFUSAL];
    if (refusal === undefined) return done();
    reply.raw.shouldKeepAlive = false;
    void reply.header('Connection', 'close');
    done(refusal);
  });

  server.prependListener('upgrade', (request: IncomingMessage, socket: Socket) => {
    const refusal = (socket as RefusedSocket)[REFUSAL];
    if (refusal !== undefined) answerRaw(socket, refusal, request.method === 'HEAD');
  });

  // Bodies: watched from their headers to their last byte.
  const watched = new Map<IncomingMessage, BodyWatch>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (config.bodyMinBytesPerSecond === 0 || !hasBody(request)) return;
    const socket = request.socket;
    watched.set(request, { socket, startedAt: Date.now(), bytesAtStart: socket.bytesRead });
    const forget = (): void => void watched.delete(request);
    request.once('end', forget);
    request.once('close', forget);
    response.once('finish', forget);
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [request, watch] of watched) {
      const elapsed = now - watch.startedAt;
      if (request.complete) {
        watched.delete(request);
        continue;
      }
      if (elapsed < config.bodyRateGraceMs) continue;
      const bytes = watch.socket.bytesRead - watch.bytesAtStart;
      if (bytes * 1000 >= config.bodyMinBytesPerSecond * elapsed) continue;
      watched.delete(request);
      answerRaw(
        watch.socket,
        new ApiProblem(
          408,
          'REQUEST_TIMEOUT',
          `the request body arrived slower than ${config.bodyMinBytesPerSecond} bytes a second (BODY_MIN_BYTES_PER_SECOND)`,
        ),
        false,
      );
    }
  }, CHECK_EVERY_MS / 4);
  timer.unref();
  server.once('close', () => clearInterval(timer));
  return () => clearInterval(timer);
}

const hasBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** The problem written straight on the socket, which is then closed (nothing else is read). */
function answerRaw(socket: Socket, problem: ApiProblem, head: boolean): void {
  socket.on('error', () => undefined);
  if (socket.writable) socket.end(rawProblemResponse(problem, head));
  socket.pause();
  setTimeout(() => socket.destroy(), 100).unref();
}

/** A WebSocket key as RFC 6455 has it: 16 bytes in base64 (ws checks the same). */
const WS_KEY = /^[+/0-9A-Za-z]{22}==$/;

/**
 * Requests Node hands to no route, answered as problem details like every other refusal:
 * `CONNECT` (Node closes it silently without a listener) is 405 METHOD_NOT_ALLOWED; a WebSocket
 * upgrade graphql-ws cannot take (no or a bad Sec-WebSocket-Key or version, not a GET, another
 * path) is 400 BAD_UPGRADE (405 for a method), before `ws` answers it with an HTML page.
 */
export function useRawRequestAnswers(server: Server, websocketPaths: readonly string[]): void {
  server.on('connect', (_request: IncomingMessage, socket: Socket) =>
    answerRaw(
      socket,
      new ApiProblem(405, 'METHOD_NOT_ALLOWED', 'this server is not a proxy: CONNECT is refused'),
      false,
    ),
  );
  server.prependListener('upgrade', (request: IncomingMessage, socket: Socket) => {
    if ((socket as RefusedSocket)[REFUSAL] !== undefined || socket.destroyed) return;
    const problem = upgradeProblem(request, websocketPaths);
    if (problem !== null) answerRaw(socket, problem, request.method === 'HEAD');
  });
}

function upgradeProblem(request: IncomingMessage, paths: readonly string[]): ApiProblem | null {
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (!paths.includes(path)) {
    return new ApiProblem(400, 'BAD_UPGRADE', `WebSocket is served at ${paths.join(', ')} only`);
  }
  if (request.method !== 'GET') {
    return new ApiProblem(405, 'METHOD_NOT_ALLOWED', 'a WebSocket upgrade is a GET');
  }
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
    return new ApiProblem(400, 'BAD_UPGRADE', 'the only upgrade offered is to websocket');
  }
  const key = request.headers['sec-websocket-key'];
  if (typeof key !== 'string' || !WS_KEY.test(key.trim())) {
    return new ApiProblem(400, 'BAD_UPGRADE', 'missing or invalid Sec-WebSocket-Key header');
  }
  const version = request.headers['sec-websocket-version'];
  if (version !== '13' && version !== '8') {
    return new ApiProblem(400, 'BAD_UPGRADE', 'Sec-WebSocket-Version must be 13');
  }
  return null;
}
