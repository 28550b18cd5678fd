import { Injectable } from '@nestjs/common';
import { SEAT_TOKEN_REISSUED, type Viewer } from '@pratzen/engine';
import type { StoredEvent } from '@pratzen/event-store';
import type { EventEnvelope } from '../games.contract';
import { GamesFeed } from './games.feed';
import { viewOfEvent } from '@pratzen/game';
import { saltsOf } from '../repository/game-secrets';
import { GamesRepository } from '../repository/games.repository';

const PAGE = 500;

/**
 * Live events of one game for one viewer: first those stored after `fromVersion` (catch-up),
 * then each new one from the in-process feed, in version order, none skipped or repeated. The
 * feed listener is registered before the catch-up read, so nothing appended in between is lost;
 * everything is handled on one promise chain, so a gap (never expected) is filled from the store
 * before the next event goes out.
 *
 * A side's stream ends after the event that reissues that side's token (SeatTokenReissued): it
 * was opened with the old token, which no longer stands for the seat; `onRevoked` is told.
 */
@Injectable()
export class GamesLive {
  constructor(
    private readonly repository: GamesRepository,
    private readonly feed: GamesFeed,
  ) {}

  async subscribe(
    gameId: string,
    viewer: Viewer,
    fromVersion: number,
    onEvent: (e: EventEnvelope) => void,
    onRevoked?: () => void,
  ): Promise<() => void> {
    const record = await this.repository.load(gameId);
    const { ruleset } = record;
    // Events a viewer sees whole come with their commitment salt (libs/audit "Hidden information").
    const commitKey =
      viewer.kind === 'spectator'
        ? null
        : ((await this.repository.secretsOf(record)).commitKey ?? null);
    let last = Math.max(0, Math.floor(fromVersion));
    let closed = false;
    const send = (e: StoredEvent): void => {
      if (closed || e.version <= last) return;
      last = e.version;
      onEvent(viewOfEvent(ruleset, e, viewer, saltsOf(commitKey)));
      if (revokes(e, viewer)) {
        closed = true;
        stop();
        onRevoked?.();
      }
    };
    const catchUp = async (upTo: number): Promise<void> => {
      while (!closed && last < upTo) {
        const page = await this.repository.readEvents(
          gameId,
          last + 1,
          Math.min(upTo, last + PAGE),
        );
        page.forEach(send);
        if (page.length === 0) return;
      }
    };
    let chain: Promise<void> = Promise.resolve();
    const stop = this.feed.listen(gameId, (e) => {
      chain = chain
        .then(async () => {
          if (e.version > last + 1) await catchUp(e.version - 1);
          send(e);
        })
        .catch(() => undefined);
    });
    // Assigned in the same tick as the listener: every live event queues behind the catch-up.
    chain = catchUp(Number.MAX_SAFE_INTEGER);
    try {
      await chain;
    } catch (error) {
      stop();
      throw error;
    }
    return () => {
      closed = true;
      stop();
    };
  }
}

/** Whether `e` reissues the token of the side `viewer` is (that viewer's token is now void). */
const revokes = (e: StoredEvent, viewer: Viewer): boolean =>
  e.type === SEAT_TOKEN_REISSUED &&
  viewer.kind === 'side' &&
  (e.data as { side?: unknown } | null)?.side === viewer.side;
