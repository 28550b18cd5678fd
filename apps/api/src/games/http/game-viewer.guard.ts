import {
  type ExecutionContext,
  Inject,
  Injectable,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import type { FastifyRequest } from 'fastify';
import { PipelineStep } from '../../common/pipeline-step';
import { GameViewers } from '../viewers/game-viewers';
import { actorOf } from '../viewers/seat-tokens';

/** Where the caller is left for the handler (`@GameViewer()`) and the ETag. */
export type ViewerRequest = FastifyRequest & { pratzenViewer?: Viewer };

/**
 * Who is calling a route under /v1/games/:gameId, resolved by the request pipeline's onRequest
 * hook (request-pipeline.ts) on the routes marked `@GameViewerRoute()` — before the body is
 * read, after the rate limit: 404 for an unknown game, 401 for a token that is not this game's,
 * and on a seat's route 401 TOKEN_REQUIRED without one (a spectator acts for no side, nor asks
 * whether it could). The handler receives the caller by `@GameViewer()`.
 */
@Injectable()
export class GameViewerGuard {
  constructor(@Inject(GameViewers) private readonly viewers: Pick<GameViewers, 'viewerFor'>) {}

  async check(request: FastifyRequest, need: 'viewer' | 'seat'): Promise<void> {
    const gameId = (request.params as Record<string, string | undefined>)['gameId'] ?? '';
    const viewer = await this.viewers.viewerFor(gameId, request.headers.authorization);
    if (need === 'seat') actorOf(viewer);
    (request as ViewerRequest).pratzenViewer = viewer;
  }
}

/**
 * The route's caller is resolved first (GameViewerGuard.check): any viewer, or a seat. The same
 * decorator states it in the OpenAPI document: a viewer's route `security: [{}, {bearer: []}]`
 * (no token: a spectator), a seat's `[{bearer: []}]`.
 */
export const GameViewerRoute = (
  need: 'viewer' | 'seat' = 'viewer',
): MethodDecorator & ClassDecorator =>
  applyDecorators(
    PipelineStep({ viewer: need }),
    ...(need === 'viewer' ? [ApiSecurity({})] : []),
    ApiBearerAuth(),
  ) as MethodDecorator & ClassDecorator;

export const GameViewer = createParamDecorator((_: unknown, context: ExecutionContext): Viewer => {
  const viewer = context.switchToHttp().getRequest<ViewerRequest>().pratzenViewer;
  if (viewer === undefined) throw new Error('@GameViewer() needs @GameViewerRoute() on the route');
  return viewer;
});
