import { Injectable } from '@nestjs/common';
import type { GameSummary, ListedGame, Page } from '../games/games.contract';
import { GamesRepository } from '../games/repository/games.repository';
import { Organisers } from './organisers';

/**
 * Whether a caller's organiser token is a game's referee credential: it is for the games that
 * organiser created (their secrets name it), so an organiser needs to keep no per-game referee
 * token. Anyone else (no token, a seat or referee token, another organiser) gets false, at the
 * cost of one hash: games are looked at only for an organiser's token.
 */
@Injectable()
export class RefereeAccess {
  constructor(
    private readonly organisers: Organisers,
    private readonly repository: GamesRepository,
  ) {}

  async of(gameId: string, authorization: string | undefined): Promise<boolean> {
    const organiser = this.organisers.identify(authorization);
    return organiser !== null && (await this.organiserOf(gameId)) === organiser;
  }

  /** A page of the games list with each game's `refereeAccess` for this caller. */
  async list(
    page: Page<GameSummary>,
    authorization: string | undefined,
  ): Promise<Page<ListedGame>> {
    const organiser = this.organisers.identify(authorization);
    const items = await Promise.all(
      page.items.map(async (game) => ({
        ...game,
        refereeAccess: organiser !== null && (await this.organiserOf(game.id)) === organiser,
      })),
    );
    return { items, nextCursor: page.nextCursor };
  }

  private async organiserOf(gameId: string): Promise<string | null> {
    const record = await this.repository.loadCached(gameId);
    return (await this.repository.secretsOf(record)).organiser ?? null;
  }
}
