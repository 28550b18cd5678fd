import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import type { Viewer } from '@pratzen/engine';
import type { ViewerRequest } from './credentials-before-body';
import { GAMES_API, type GamesApi } from './games.contract';

/**
 * Resolves who is calling for routes under /v1/games/:gameId before the handler runs: 404 for an
 * unknown game, 401 for a token that is not this game's. The handler receives it by @GameViewer().
 * Routes that take a body resolved it already, before the body was read (credentials-before-body.ts).
 */
@Injectable()
export class GameViewerGuard implements CanActivate {
  constructor(@Inject(GAMES_API) private readonly games: GamesApi) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ViewerRequest>();
    const gameId = (request.params as Record<string, string | undefined>)['gameId'] ?? '';
    request.pratzenViewer ??= await this.games.viewerFor(gameId, request.headers.authorization);
    return true;
  }
}

export const GameViewer = createParamDecorator((_: unknown, context: ExecutionContext): Viewer => {
  const viewer = context.switchToHttp().getRequest<ViewerRequest>().pratzenViewer;
  if (viewer === undefined) throw new Error('@GameViewer() needs GameViewerGuard on the route');
  return viewer;
});
