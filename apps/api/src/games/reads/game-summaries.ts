import { Injectable } from '@nestjs/common';
import { RefereeAccess } from '../../organisers/referee-access';
import type { GameFilter, GameSummary, ListedGame, Page } from '../games.contract';
import { GamesRepository } from '../repository/games.repository';
import { GamesProjection, summarize } from './games.projection';

/** A game's summary (GET /v1/games/{id}) and the games list with each game's referee access. */
@Injectable()
export class GameSummaries {
  constructor(
    private readonly repository: GamesRepository,
    private readonly projection: GamesProjection,
    private readonly access: RefereeAccess,
  ) {}

  async summary(gameId: string): Promise<GameSummary> {
    return summarize(await this.repository.load(gameId));
  }

  /** `authorization`: the caller's, for each game's `refereeAccess`. */
  list(
    filter: GameFilter,
    after?: string,
    first?: number,
    authorization?: string,
  ): Promise<Page<ListedGame>> {
    return this.access.list(this.projection.list(filter, after, first), authorization);
  }
}
