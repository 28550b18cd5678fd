import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  Optional,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, of, tap } from 'rxjs';
import { gameETag, ifNoneMatchHas } from '../common/etag';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { GAMES_API, type GamesApi } from './games.contract';
import { viewerKey } from './seat-tokens';

type ViewerRequest = FastifyRequest & { pratzenViewer?: Viewer };

/**
 * `ETag` on every read of a game (GET /v1/games/{id}/…), by game version, viewer kind, route
 * and query (common/etag.ts). Runs after GameViewerGuard (401 and 404 come first, so a tag
 * never answers for a token the game does not know). When `If-None-Match` already holds the
 * tag, the handler is skipped and the onSend hook of common/etag.ts answers 304: the version is
 * read before the body is computed, so a tag never names a body older than its version.
 */
@Injectable()
export class GameETagInterceptor implements NestInterceptor {
  constructor(
    @Inject(GAMES_API) private readonly games: GamesApi,
    @Optional() private readonly registry?: RulesetRegistry,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<ViewerRequest>();
    const reply = http.getResponse<FastifyReply>();
    const tag = await gameReadETag(this.games, this.registry, request, request.pratzenViewer);
    if (ifNoneMatchHas(request.headers['if-none-match'], tag)) {
      tagReply(reply, tag);
      return of(null);
    }
    return next.handle().pipe(tap(() => tagReply(reply, tag)));
  }
}

/**
 * The ETag of a read of a game by `viewer` (undefined: a route without one, the public view):
 * its version, the rules serving it, the route, the viewer's kind and the query.
 */
export async function gameReadETag(
  games: Pick<GamesApi, 'summary'>,
  registry: RulesetRegistry | undefined,
  request: FastifyRequest,
  viewer: Viewer | undefined,
): Promise<string> {
  const gameId = (request.params as Record<string, string | undefined>)['gameId'] ?? '';
  const summary = await games.summary(gameId);
  const served = registry?.get(summary.rulesetId)?.info.version ?? summary.rulesetVersion;
  return gameETag({
    gameId,
    version: summary.version,
    rules: `${summary.rulesetId}@${served}`,
    route: request.routeOptions.url ?? '',
    viewer: viewer === undefined ? 'public' : viewerKey(viewer),
    query: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
  });
}

/** The tag on a reply: revalidated every time (the game moves on), keyed by the token. */
export function tagReply(reply: FastifyReply, tag: string): void {
  const vary = reply.getHeader('vary');
  void reply
    .header('ETag', tag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', typeof vary === 'string' ? `${vary}, Authorization` : 'Authorization');
}

/** A read of a game with `ETag` and 304 (GameETagInterceptor), documented in the OpenAPI. */
export const GameETag = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseInterceptors(GameETagInterceptor),
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'the ETag of a previous answer: 304 with no body while it is still current',
    }),
    ApiResponse({
      status: 304,
      description: 'Not Modified: the game has not changed for this viewer and query',
    }),
  );
