import type { IncomingHttpHeaders } from 'node:http';
import type { Viewer } from '@pratzen/engine';
import type { GamesApi } from '../games/games.contract';

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
}

/** The parts of a Fastify request the context reads. */
interface HttpSource {
  readonly headers: IncomingHttpHeaders;
}

/** The parts of a graphql-ws connection context the context reads. */
export interface WsSource {
  readonly connectionParams?: Readonly<Record<string, unknown>>;
  readonly extra: { readonly request?: HttpSource };
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
  const authorization = isWsSource(source)
    ? (authorizationParam(source) ?? source.extra.request?.headers.authorization)
    : source.headers.authorization;
  return { authorization, viewers: new Map() };
}

/** The viewer the caller's token stands for in `gameId` (401 for a bad token). */
export function viewerIn(ctx: GqlContext, games: GamesApi, gameId: string): Promise<Viewer> {
  let viewer = ctx.viewers.get(gameId);
  if (viewer === undefined) {
    viewer = games.viewerFor(gameId, ctx.authorization);
    ctx.viewers.set(gameId, viewer);
  }
  return viewer;
}
