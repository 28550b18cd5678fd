import { Logger, type PipeTransform } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ifNoneMatchHas } from '../common/etag';
import { headerValue } from '../common/http-headers';
import { sendProblem } from '../common/problem.filter';
import type { RateLimitGuard } from '../common/rate-limit.guard';
import type { RulesetRegistry } from '../rulesets/ruleset-registry';
import { gameReadETag, tagReply } from './game-etag.interceptor';
import type { ViewerRequest } from './credentials-before-body';
import type { GameCommandsController } from './game-commands.controller';
import type { GamesController } from './games.controller';
import type { CommandBody, GamesApi } from './games.contract';
import { LegalActionsQueryDto } from './games.dto';

/**
 * The hot routes of every game (issue #14, item 4) without the work Nest does around each
 * request (its execution context, the guards', pipes' and interceptors' consumers, rxjs, and
 * Node's AsyncResource.bind, which an interceptor costs on every call): in profiles, 30–40 µs of
 * a command and a fifth of a compact legal-actions read. Nest still declares the routes, with
 * their OpenAPI decorators, and these handlers call the controllers' own methods after the
 * checks Nest would make, in Nest's order:
 *  1. the global rate limit (RateLimitGuard.checkHttp): 429;
 *  2. the caller (GameViewerGuard's `viewerFor`): 404 unknown game, 401 a token not this game's;
 *  3. reads: the ETag (GameETagInterceptor's): If-None-Match holding it answers 304 at once;
 *  4. the query through the app's ValidationPipe (400 VALIDATION_FAILED); a command's body as
 *     the app's JSON parser left it (400 MALFORMED_JSON, 413), If-Match and Idempotency-Key as
 *     @OptionalHeader reads them;
 *  5. the controller's method; its answer sent (201 for a command; a read tagged), or any error
 *     as problem details by the ProblemFilter's own code.
 * Fastify's hooks (CORS, compression, conditional GET, HTTP metrics, limits) run as for every
 * route. test/api/lean-routes.e2e.spec.ts pins that these handlers are the ones in use.
 */

/** What the lean handlers call, from the application (resolved on their first request). */
export interface LeanParts {
  readonly rateLimit: Pick<RateLimitGuard, 'checkHttp'>;
  readonly games: Pick<GamesApi, 'viewerFor' | 'summary'>;
  readonly registry: RulesetRegistry;
  readonly commands: Pick<GameCommandsController, 'submit'>;
  readonly reads: Pick<GamesController, 'legalActions'>;
  readonly validation: PipeTransform;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const LEAN: readonly {
  readonly methods: readonly string[];
  readonly url: string;
  readonly handler: (parts: LeanParts) => Handler;
}[] = [
  { methods: ['POST'], url: '/v1/games/:gameId/commands', handler: (p) => submit(p) },
  {
    methods: ['GET', 'HEAD'],
    url: '/v1/games/:gameId/legal-actions',
    handler: (p) => legalActions(p),
  },
];

const logger = new Logger('ProblemFilter');
const gameIdOf = (request: FastifyRequest): string =>
  (request.params as Record<string, string | undefined>)['gameId'] ?? '';

/** A handler that answers any error as problem details. */
const answering =
  (handler: Handler): Handler =>
  async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      sendProblem(reply, request, error, logger);
      return reply;
    }
  };

/** POST /v1/games/{gameId}/commands (GameCommandsController.submit). */
const submit = (p: LeanParts): Handler =>
  answering(async (request, reply) => {
    p.rateLimit.checkHttp(request);
    const gameId = gameIdOf(request);
    // Resolved before the body was read (credentials-before-body.ts).
    const viewer =
      (request as ViewerRequest).pratzenViewer ??
      (await p.games.viewerFor(gameId, request.headers.authorization));
    const result = await p.commands.submit(
      gameId,
      viewer,
      request.body as CommandBody,
      headerValue(request, 'if-match'),
      headerValue(request, 'idempotency-key'),
    );
    return reply.code(201).send(result);
  });

/** GET /v1/games/{gameId}/legal-actions (GamesController.legalActions). */
const legalActions = (p: LeanParts): Handler =>
  answering(async (request, reply) => {
    p.rateLimit.checkHttp(request);
    const gameId = gameIdOf(request);
    const viewer = await p.games.viewerFor(gameId, request.headers.authorization);
    const tag = await gameReadETag(p.games, p.registry, request, viewer);
    if (ifNoneMatchHas(request.headers['if-none-match'], tag)) {
      tagReply(reply, tag);
      return reply.send(null); // common/etag.ts's onSend hook answers 304
    }
    const query = (await p.validation.transform(request.query, {
      type: 'query',
      metatype: LegalActionsQueryDto,
    })) as LegalActionsQueryDto;
    const body = await p.reads.legalActions(gameId, viewer, query, reply);
    tagReply(reply, tag);
    return reply.send(body);
  });

/**
 * For Fastify's onRoute hook: gives a lean route its handler when Nest declares it. `parts` is
 * called once, on the first request (the application is built by then).
 */
export function useLeanRoutes(route: RouteOptions, parts: () => LeanParts): void {
  const methods = [route.method].flat();
  const lean = LEAN.find((r) => r.url === route.url && methods.every((m) => r.methods.includes(m)));
  if (lean === undefined) return;
  let handler: Handler | undefined;
  route.handler = (request, reply) => (handler ??= lean.handler(parts()))(request, reply);
}
