import { Injectable } from '@nestjs/common';
import type { Viewer } from '@pratzen/engine';
import { Organisers } from '../../organisers/organisers';
import { GamesRepository } from '../repository/games.repository';
import { resolveViewer } from './seat-tokens';

/** Who a bearer token stands for in a game: a seat, the referee, or (no token) a spectator. */
@Injectable()
export class GameViewers {
  constructor(
    private readonly repository: GamesRepository,
    private readonly organisers: Organisers,
  ) {}

  /** The viewer a bearer token stands for in this game (none → spectator); 401 for a bad token. */
  async viewerFor(gameId: string, authorization: string | undefined): Promise<Viewer> {
    // No version check: this node's own appends keep the cached game current, and a reissued
    // seat token (SeatTokenReissued) from another node reaches it through the store's feed,
    // which drops its secrets (LoadedGame.note).
    const game = await this.repository.loadCached(gameId);
    const secrets = await this.repository.secretsOf(game);
    return resolveViewer(secrets, authorization, (hash) => this.organisers.byHash(hash));
  }
}
