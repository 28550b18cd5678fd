import { Injectable } from '@nestjs/common';
import {
  type Envelope,
  type GameRecordV1,
  type VerificationReport,
  buildRecord,
} from '@pratzen/audit';
import type { Viewer } from '@pratzen/engine';
import { ApiProblem } from '../../common/problem';
import { isGameId } from '@pratzen/game';
import { GamesRepository } from '../repository/games.repository';
import { RecordVerification } from './record-verification';

/**
 * Game records (libs/audit, `pratzen-record/1`, or `/2` for games sealed over public forms) and
 * their independent verification. A record is open to anyone once the game is over and to the
 * referee at any time; it holds the dice seed (revealed by GameEnded, or given to the referee on
 * request) so every roll can be recomputed, and (format 2) the commit key that opens every
 * commitment to a hidden part.
 */
@Injectable()
export class GamesRecords {
  constructor(
    private readonly repository: GamesRepository,
    private readonly verification: RecordVerification,
  ) {}

  /**
   * `withSeed`: the referee's request for the dice seed of a game still in play (the seed is in
   * every record of a game that is over: GameEnded revealed it).
   */
  async record(gameId: string, viewer: Viewer, withSeed = false): Promise<GameRecordV1> {
    const record = await this.repository.load(gameId);
    const over = record.session.ended !== null;
    if (!over && viewer.kind !== 'referee') {
      throw new ApiProblem(
        403,
        'RECORD_NOT_AVAILABLE',
        'the record is open to everyone once the game is over, and to the referee at any time',
      );
    }
    const stored = await this.repository.readEvents(gameId, 1, record.version);
    const envelopes: Envelope[] = stored.map((e) => ({
      gameId,
      version: e.version,
      type: e.type,
      data: e.data,
      meta: { ...e.meta },
    }));
    const seed =
      record.created.dice.mode === 'server' && (over || withSeed)
        ? (await this.repository.seedOf(record)).toString('hex')
        : null;
    // Format 2: the commit key opens every hidden part (to everyone once over; the referee sees
    // every hidden part anyway).
    const commitKey = (await this.repository.secretsOf(record)).commitKey ?? null;
    return buildRecord({ envelopes, seed, commitKey: commitKey?.toString('hex') ?? null });
  }

  /**
   * Re-adjudicates a record with the rulesets this server plays, from the record alone, on a
   * worker thread (`body`: the raw JSON, or a parsed record). When the record is of a finished
   * game of this server, its head hash must also be the one this server published: a record
   * whose every hash was recomputed after an edit fails there.
   */
  verify(body: unknown): Promise<VerificationReport> {
    return this.verification.verify(body, (gameId) => this.publishedHead(gameId));
  }

  private async publishedHead(gameId: string): Promise<string | undefined> {
    if (!isGameId(gameId)) return undefined;
    try {
      const record = await this.repository.load(gameId);
      return record.session.ended !== null ? record.headHash : undefined;
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 404) return undefined;
      throw error;
    }
  }
}
