import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { GameCreators } from '../../organisers/game-creators';

/** What the checks call, from the application (resolved on the first request). */
export interface CredentialParts {
  readonly creators: Pick<GameCreators, 'refusalBeforeBody'>;
}

type Check = (request: FastifyRequest, parts: CredentialParts) => Promise<void> | void;

/**
 * The routes that take a body and need a credential whatever the body says, other than a game's
 * seat routes, each checked in an onRequest hook — before the body is read, let alone parsed
 * (apps/api/README.md, "Refusal order"). A game's commands and their validation need a seat:
 * `@GameViewerRoute('seat')`, in the request pipeline (request-pipeline.ts), also before the
 * body. test/api/credentials-before-body.e2e.spec.ts goes over every route of the app that takes
 * a body: each refuses a missing credential before its body, or is in its list of public routes.
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
