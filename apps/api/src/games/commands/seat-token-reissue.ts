import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type DomainEvent,
  REISSUE_SEAT_TOKEN,
  type Viewer,
  noDice,
  playCommandFolded,
} from '@pratzen/engine';
import { ConcurrencyError, type NewEvent } from '@pratzen/event-store';
import { type EventMeta, storedPartsOf } from '@pratzen/game';
import { LIVE_BUS, type LiveBus } from '../../redis/live-bus';
import { GamesProjection } from '../reads/games.projection';
import { GamesRepository } from '../repository/games.repository';
import type { LoadedGame } from '../repository/loaded-game';
import { actorOf, hashToken, newToken } from '../viewers/seat-tokens';
import { ApiProblem } from '../../common/problem';
import { accepted, conflict } from './command-checks';
import { sealAfterHead } from './seal-batch';

/** Attempts when another writer appended to the game first. */
const MAX_ATTEMPTS = 3;

/** A seat's new token, shown once. */
export interface ReissuedSeatToken {
  readonly side: string;
  readonly token: string;
}

/**
 * POST /v1/games/{id}/seats/{side}/token: the referee (or the organiser who created the game)
 * replaces a side's token. The engine decides `ReissueSeatToken {side}` (libs/engine session:
 * referee only, a side of the ruleset, before the end), the new token's hash is written to the
 * secrets stream for the version the public event is to have, then the public
 * `SeatTokenReissued {side, by}` is appended: folding it drops the game's cached secrets here
 * and, through the store's feed, on every node, so the old token answers 401 INVALID_TOKEN.
 * Not a command a client can send (it is no public command schema): the public event never
 * exists without a new token behind it.
 */
@Injectable()
export class SeatTokenReissue {
  constructor(
    private readonly repository: GamesRepository,
    private readonly projection: GamesProjection,
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
  ) {}

  async reissue(gameId: string, viewer: Viewer, side: string): Promise<ReissuedSeatToken> {
    const actor = actorOf(viewer);
    const command = { type: REISSUE_SEAT_TOKEN, side };
    let version = 0;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const record = await this.repository.load(gameId);
      version = record.version;
      const game = { rules: record.state, session: record.session };
      const played = playCommandFolded(record.ruleset, game, command, actor, noDice, null);
      const events = accepted(played.decision);
      if (record.created.bots?.[side] !== undefined) throw botSeat(side);
      const token = newToken();
      const meta = this.metaOf(record, actor, command);
      const secret = { side, tokenHash: hashToken(token), atVersion: version + 1 };
      await this.repository.writeSeatToken(
        record,
        { ...secret, commandId: meta.commandId },
        { recordedAt: meta.recordedAt },
      );
      const batch = await this.sealed(record, events, meta);
      try {
        const appended = await this.repository.append(record, batch, { state: played.rules });
        this.bus.publish(appended.events, this.projection.update(record));
        return { side, token };
      } catch (error) {
        // another writer took the version: the secrets entry just written is an orphan
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
    throw conflict(version, undefined);
  }

  private metaOf(record: LoadedGame, actor: string, command: { type: string }): EventMeta {
    return {
      commandId: randomUUID(),
      commandType: command.type,
      actor,
      recordedAt: new Date().toISOString(),
      rulesetVersion: record.ruleset.info.version,
      command,
      dice: [],
    };
  }

  /** The batch sealed as a command's (seal-batch.ts). */
  private async sealed(
    record: LoadedGame,
    events: readonly DomainEvent[],
    meta: EventMeta,
  ): Promise<NewEvent[]> {
    const batch = events.map((event) => ({
      ...storedPartsOf(event),
      meta: meta as unknown as Record<string, unknown>,
    }));
    const commitKey = (await this.repository.secretsOf(record)).commitKey ?? null;
    return sealAfterHead(record, batch, commitKey);
  }
}

/** A side the server plays (a bot seat) has no token to reissue. */
const botSeat = (side: string): ApiProblem =>
  new ApiProblem(409, 'SEAT_PLAYED_BY_BOT', `the server plays ${side}: that seat has no token`, {
    details: { side },
  });
