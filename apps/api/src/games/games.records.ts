import { Injectable } from '@nestjs/common';
import {
  type Envelope,
  type GameRecordV1,
  type VerificationReport,
  buildRecord,
  verifyRecord,
} from '@pratzen/audit';
import type { Viewer } from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { GamesRepository } from './games.repository';

/**
 * Game records (libs/audit, `pratzen-record/1`) and their independent verification. A record is
 * open to anyone once the game is over and to the referee at any time; it holds the dice seed
 * (revealed by GameEnded, or given to the referee on request) so every roll can be recomputed.
 */
@Injectable()
export class GamesRecords {
  constructor(
    private readonly repository: GamesRepository,
    private readonly registry: RulesetRegistry,
  ) {}

  async record(gameId: string, viewer: Viewer): Promise<GameRecordV1> {
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
      record.created.dice.mode === 'server'
        ? (await this.repository.seedOf(record)).toString('hex')
        : null;
    return buildRecord({ envelopes, seed });
  }

  /** Re-adjudicates a record with the rulesets this server plays; never touches the store. */
  verify(body: unknown): VerificationReport {
    return verifyRecord(body, (id) => this.registry.get(id));
  }
}
