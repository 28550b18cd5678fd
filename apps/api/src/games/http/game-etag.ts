import { Inject, Injectable, Optional, applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ETaggedRequest, gameETag, ifNoneMatchHas, tagReply } from '../../common/etag';
import { PipelineStep } from '../../common/pipeline-step';
import { RulesetRegistry } from '../../rulesets/ruleset-registry';
import type { ViewerRequest } from './game-viewer.guard';
import { GameSummaries } from '../reads/game-summaries';
import { viewerKey } from '../viewers/seat-tokens';

/**
 * `ETag` on every read of a game (GET /v1/games/{id}/…), by game version, viewer kind, route
 * and query (common/etag.ts), checked by the request pipeline's preHandler hook
 * (request-pipeline.ts) on the routes marked `@GameETag()`: after the caller (401 and 404 come
 * first, so a tag never answers for a token the game does not know). When `If-None-Match`
 * already holds the tag, the handler is skipped and the onSend hook of common/etag.ts answers
 * 304; otherwise the tag goes on a successful answer only. The version is read before the body
 * is computed, so a tag never names a body older than its version.
 */
@Injectable()
export class GameETags {
  constructor(
    @Inject(GameSummaries) private readonly games: Pick<GameSummaries, 'summary'>,
    @Optional() private readonly registry?: RulesetRegistry,
  ) {}

  /** True when answered (304 on its way); else the tag waits for the answer. */
  async check(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const viewer = (request as ViewerRequest).pratzenViewer;
    const tag = await gameReadETag(this.games, this.registry, request, viewer);
    if (ifNoneMatchHas(request.headers['if-none-match'], tag)) {
      tagReply(reply, tag);
      void reply.send(null); // common/etag.ts's onSend hook answers 304
      return true;
    }
    (request as ETaggedRequest).pratzenETag = tag;
    return false;
  }
}

/**
 * The ETag of a read of a game by `viewer` (undefined: a route without one, the public view):
 * its version, the rules serving it, the route, the viewer's kind and the query.
 */
export async function gameReadETag(
  games: Pick<GameSummaries, 'summary'>,
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

/** A read of a game with `ETag` and 304 (GameETags.check), documented in the OpenAPI. */
export const GameETag = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    PipelineStep({ etag: true }),
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
