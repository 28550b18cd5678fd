import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Viewer } from '@pratzen/engine';
import type { RateLimitGuard } from '../common/rate-limit.guard';
import type { GameCreators } from '../organisers/game-creators';
import type { GamesApi } from './games.contract';
import { actorOf } from './seat-tokens';

/** What the checks call, from the application (resolved on the first request). */
export interface CredentialParts {
  readonly rateLimit: Pick<RateLimitGuard, 'checkBeforeBody'>;
  readonly games: Pick<GamesApi, 'viewerFor'>;
  readonly creators: Pick<GameCreators, 'refusalBeforeBody'>;
}

/** Where the caller is left for GameViewerGuard and the lean routes, which then skip the lookup. */
export type ViewerRequest = FastifyRequest & { pratzenViewer?: Viewer };

type Check = (request: FastifyRequest, parts: CredentialParts) => Promise<void> | void;

/**
 * A seat must act: the global rate limit (429) first, as the guards would, then the caller —
 * 404 `GAME_NOT_FOUND`, 401 `INVALID_TOKEN` for a token not this game's, 401 `TOKEN_REQUIRED`
 * without one (a spectator acts for no side).
 */
const seatBeforeBody: Check = async (request, parts) => {
  parts.rateLimit.checkBeforeBody(request);
  const gameId = (request.params as Record<string, string | undefined>)['gameId'] ?? '';
  const viewer = await parts.games.viewerFor(gameId, request.headers.authorization);
  actorOf(viewer);
  (request as ViewerRequest).pratzenViewer = viewer;
};

/**
 * The routes that take a body and need a credential whatever the body says, each checked in
 * an onRequest hook — before the body is read, let alone parsed (apps/api/README.md, "Refusal
 * order"). test/api/credentials-before-body.e2e.spec.ts goes over every route of the app that
 * takes a body: each is here or in its list of public routes.
 */
export const CREDENTIAL_ROUTES: ReadonlyMap<string, Check> = new Map<string, Check>([
  // ANONYMOUS_GAMES=false: 401 ORGANISER_TOKEN_REQUIRED without an organiser token.
  [
    'POST /v1/games',
    (request, parts) => {
      const refusal = parts.creators.refusalBeforeBody(request.headers.authorization);
      if (refusal !== null) throw refusal;
    },
  ],
  ['POST /v1/games/:gameId/commands', seatBeforeBody],
  ['POST /v1/games/:gameId/commands/validate', seatBeforeBody],
]);

/** For Fastify's onRoute hook: adds the route's credential check, if any, to its onRequest. */
export function useCredentialsBeforeBody(route: RouteOptions, parts: () => CredentialParts): void {
  const checks = [route.method]
    .flat()
    .flatMap((method) => CREDENTIAL_ROUTES.get(`${method} ${route.url}`) ?? []);
  const check = checks[0];
  if (check === undefined) return;
  const hook: onRequestHookHandler = async (request) => check(request, parts());
  route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), hook];
}
