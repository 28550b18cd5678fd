import type { INestApplication } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';

/** Where @nestjs/graphql keeps the graphql-ws `ws` server (GqlSubscriptionService.wss). */
interface SubscriptionService {
  readonly wss?: { readonly options: { maxPayload?: number } };
}

/**
 * graphql-ws messages (any WebSocket frame on /graphql) at most `maxPayload` bytes, as an HTTP
 * body is at most BODY_LIMIT_BYTES; a larger one closes the socket with 1009 (message too big)
 * before it is buffered. @nestjs/graphql builds its `ws` server with the library's default,
 * 100 MiB a message, and offers no option for it; `ws` reads `options.maxPayload` at each
 * upgrade, so it is set here, after init. (Nest routes only the graphql-transport-ws
 * subprotocol to a server: its legacy `subscriptions-transport-ws` server is not reached.)
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
}
