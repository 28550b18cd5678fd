import type { INestApplication } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';

/** Where @nestjs/graphql keeps the graphql-ws `ws` server (GqlSubscriptionService.wss). */
interface SubscriptionService {
  readonly wss?: {
    readonly options: { maxPayload?: number };
    on(event: 'connection', listener: (socket: WsSocket) => void): void;
  };
}

/** The part of a `ws` WebSocket this touches. */
interface WsSocket {
  removeAllListeners(event: 'error'): void;
  on(event: 'error', listener: () => void): void;
}

/**
 * graphql-ws messages (any WebSocket frame on /graphql) at most `maxPayload` bytes, as an HTTP
 * body is at most BODY_LIMIT_BYTES; a larger one closes the socket with 1009 (message too big)
 * before it is buffered. @nestjs/graphql builds its `ws` server with the library's default,
 * 100 MiB a message, and offers no option for it; `ws` reads `options.maxPayload` at each
 * upgrade, so it is set here, after init, with the quiet handling of such faults below. (Nest
 * routes only the graphql-transport-ws subprotocol to a server: its legacy
 * `subscriptions-transport-ws` server is not reached.)
 * Throws when Nest's internals moved, so that an upgrade cannot silently lift the bound.
 */
export function boundWebSocketMessages(app: INestApplication, maxPayload: number): void {
  const driver = app.get(GraphQLModule, { strict: false }).graphQlAdapter as unknown as {
    readonly _subscriptionService?: SubscriptionService;
  };
  const wss = driver._subscriptionService?.wss;
  if (wss === undefined) {
    throw new Error('@nestjs/graphql keeps its WebSocket server elsewhere: bound maxPayload there');
  }
  wss.options.maxPayload = maxPayload;
  // A server-side socket emits 'error' only for a client's protocol fault (a frame too big,
  // bad UTF-8, a bad opcode), after `ws` has closed it with the fitting code (1009, 1007,
  // 1002). graphql-ws logs each with its stack ("Internal error emitted on a WebSocket socket")
  // and asks for a 4500 close that never happens: a client could fill the log at will. This
  // listener runs after graphql-ws's own, which it replaces with a silent one.
  wss.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', () => undefined);
  });
}
