import type { IncomingHttpHeaders } from 'node:http';
import type { Viewer } from '@pratzen/engine';
import type { GameViewers } from '../games/viewers/game-viewers';

/** What every resolver gets, whichever transport the operation came over. */
export interface GqlContext {
  /**
   * The caller's `Authorization` value (`Bearer <token>`): the HTTP header, or over graphql-ws
   * `connectionParams.authorization` (browsers cannot set headers on a WebSocket), falling back
   * to the upgrade request's header. Absent: a spectator.
   */
  readonly authorization: string | undefined;
  /** Viewers resolved during this operation, by game id: one token check per game. */
  readonly viewers: Map<string, Promise<Viewer>>;
  /**
   * Where the operation came from, for the rate limiter (`RateLimitGuard`). Optional so that a
   * context built by hand (tests) needs none; the guard then checks the token only.
   */
  readonly origin?: GqlOrigin;
}

/** The parts of the WebSocket upgrade request (Node's IncomingMessage) the context reads. */
export interface UpgradeRequest {
  readonly headers: IncomingHttpHeaders;
  readonly socket?: { readonly remoteAddress?: string | undefined };
}

/** Where an operation came from. */
export type GqlOrigin =
  /** POST or GET /graphql: Fastify's `request.ip`, which already honours TRUST_PROXY. */
  | { readonly transport: 'http'; readonly ip: string | undefined }
  /**
   * graphql-ws: the connection's upgrade request. Its address is read by the guard, which knows
   * whether X-Forwarded-For is to be trusted.
   */
  | { readonly transport: 'graphql-ws'; readonly request: UpgradeRequest | undefined };

/** The parts of a Fastify request the context reads. */
interface HttpSource {
  readonly headers: IncomingHttpHeaders;
  readonly ip?: string;
}

/** The parts of a graphql-ws connection context the context reads. */
export interface WsSource {
  readonly connectionParams?: Readonly<Record<string, unknown>>;
  readonly extra: { readonly request?: UpgradeRequest };
}

const isWsSource = (source: HttpSource | WsSource): source is WsSource =>
  'extra' in source && typeof source.extra === 'object';

/** `connectionParams.authorization`, when it is present and a string. */
export function authorizationParam(source: WsSource): string | undefined {
  const value = source.connectionParams?.['authorization'];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The context factory. Apollo calls it with the Fastify request (and reply); graphql-ws calls it
 * with its connection context (and the message), so both paths end in the same shape.
 */
export function createGqlContext(source: HttpSource | WsSource): GqlContext {
  if (isWsSource(source)) {
    const request = source.extra.request;
    return {
      authorization: authorizationParam(source) ?? request?.headers.authorization,
      viewers: new Map(),
      origin: { transport: 'graphql-ws', request },
    };
  }
  return {
    authorization: source.headers.authorization,
    viewers: new Map(),
    origin: { transport: 'http', ip: source.ip },
  };
}

/** The viewer the caller's token stands for in `gameId` (401 for a bad token). */
export function viewerIn(
  ctx: GqlContext,
  viewers: Pick<GameViewers, 'viewerFor'>,
  gameId: string,
): Promise<Viewer> {
  let viewer = ctx.viewers.get(gameId);
  if (viewer === undefined) {
    viewer = viewers.viewerFor(gameId, ctx.authorization);
    ctx.viewers.set(gameId, viewer);
  }
  return viewer;
}
