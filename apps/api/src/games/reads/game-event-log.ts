import { Injectable } from '@nestjs/common';
import type { Viewer } from '@pratzen/engine';
import { viewOfEvent } from '@pratzen/game';
import { ApiProblem } from '../../common/problem';
import type { EventEnvelope } from '../games.contract';
import { saltsOf } from '../repository/game-secrets';
import { GamesRepository } from '../repository/games.repository';

export const DEFAULT_EVENTS_LIMIT = 100;
export const MAX_EVENTS_LIMIT = 1_000;

/** A game's stored events (GET /v1/games/{id}/events), each as the viewer may see it. */
@Injectable()
export class GameEventLog {
  constructor(private readonly repository: GamesRepository) {}

  async events(
    gameId: string,
    viewer: Viewer,
    from = 1,
    limit = DEFAULT_EVENTS_LIMIT,
  ): Promise<readonly EventEnvelope[]> {
    const game = await this.repository.load(gameId);
    if (!Number.isSafeInteger(from) || from < 1) {
      throw ApiProblem.badRequest('BAD_RANGE', 'from must be an integer >= 1');
    }
    const size = Math.min(Math.max(1, Math.floor(limit)), MAX_EVENTS_LIMIT);
    const stored = await this.repository.readEvents(gameId, from, from + size - 1);
    // Events a viewer sees whole come with their commitment salt (libs/audit "Hidden information").
    const commitKey =
      viewer.kind === 'spectator'
        ? null
        : ((await this.repository.secretsOf(game)).commitKey ?? null);
    return stored.map((e) => viewOfEvent(game.ruleset, e, viewer, saltsOf(commitKey)));
  }
}
