import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { headerValue } from '../common/http-headers';
import { sendProblem } from '../common/problem.filter';
import type { RateLimitGuard } from '../common/rate-limit.guard';
import type { GameCommandsController } from './game-commands.controller';
import type { CommandBody, GamesApi } from './games.contract';

/** The route served without Nest's per-request pipeline. */
export const LEAN_COMMAND_ROUTE = { method: 'POST', url: '/v1/games/:gameId/commands' } as const;

/** What the lean handler calls, from the application (resolved on its first request). */
export interface LeanCommandParts {
  readonly rateLimit: Pick<RateLimitGuard, 'checkHttp'>;
  readonly games: Pick<GamesApi, 'viewerFor'>;
  readonly controller: Pick<GameCommandsController, 'submit'>;
}

/**
 * POST /v1/games/{gameId}/commands, the hot route of every game (issue #14, item 4), without the
 * work Nest does around each request (its execution context, the guards' and pipes' consumers,
 * the interceptor chain, parameter decorators): 30–40 µs of a command's CPU in profiles. Nest
 * still declares the route (`GameCommandsController.submit`, with its OpenAPI decorators, is
 * what this handler calls), and the checks are Nest's, in Nest's order:
 *  1. the global rate limit (RateLimitGuard.checkHttp): 429;
 *  2. the caller (GameViewerGuard's `viewerFor`): 404 unknown game, 401 a token not this game's;
 *  3. the body as Fastify's JSON parser left it (the app's parser: 400 MALFORMED_JSON, 413), and
 *     If-Match / Idempotency-Key as @OptionalHeader reads them, to the controller's `submit`;
 *  4. 201 with the result, or any error as problem details by the ProblemFilter's own code.
 * Fastify's hooks (CORS, compression, HTTP metrics, request limits) run as for every route.
 */
export function leanCommandHandler(
  parts: () => LeanCommandParts,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const logger = new Logger('ProblemFilter');
  let resolved: LeanCommandParts | undefined;
  return async (request, reply) => {
    try {
      const { rateLimit, games, controller } = (resolved ??= parts());
      rateLimit.checkHttp(request);
      const gameId = (request.params as Record<string, string | undefined>)['gameId'] ?? '';
      const viewer = await games.viewerFor(gameId, request.headers.authorization);
      const result = await controller.submit(
        gameId,
        viewer,
        request.body as CommandBody,
        headerValue(request, 'if-match'),
        headerValue(request, 'idempotency-key'),
      );
      return reply.code(201).send(result);
    } catch (error) {
      sendProblem(reply, request, error, logger);
      return reply;
    }
  };
}

/** For Fastify's onRoute hook: gives the command route the lean handler when Nest declares it. */
export function useLeanCommandRoute(route: RouteOptions, parts: () => LeanCommandParts): void {
  const methods = [route.method].flat();
  if (route.url !== LEAN_COMMAND_ROUTE.url || !methods.includes(LEAN_COMMAND_ROUTE.method)) return;
  route.handler = leanCommandHandler(parts);
}
