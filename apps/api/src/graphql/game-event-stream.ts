import type { Viewer } from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import type { EventEnvelope } from '../games/games.contract';
import type { GamesLive } from '../games/live/games.live';
import type { GameEventLog } from '../games/reads/game-event-log';
import { BoundedQueue } from './bounded-queue';

/** Where a stream reads a game's stored events and then its live ones. */
export interface GameEventSource {
  events: GameEventLog['events'];
  subscribe: GamesLive['subscribe'];
}

/** A side's subscription ends with this after the event reissuing that side's token. */
const TOKEN_REISSUED = new ApiProblem(
  401,
  'INVALID_TOKEN',
  "this seat's token was reissued: subscribe again with the new one",
);

/** A subscription ends with this when something went wrong; the resolver rethrows `error`. */
export class StreamFailure {
  constructor(readonly error: unknown) {}
}

export type StreamItem = EventEnvelope | StreamFailure;

export interface GameEventStreamOptions {
  /** Stored events read per page while catching up. */
  readonly pageSize: number;
  /** Live events held for a subscriber that is not reading. */
  readonly capacity: number;
  /** Called once when the stream ends, however it ends (its LiveSubscribers slot, say). */
  readonly onEnd?: () => void;
}

export const DEFAULT_STREAM_OPTIONS: GameEventStreamOptions = { pageSize: 200, capacity: 1000 };

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * The `gameEvents` stream. First the stored events after `fromVersion`, read a page at a time
 * only as the subscriber pulls (so a long history never piles up in a buffer), then live events
 * from `games.subscribe`, which itself replays anything appended meanwhile, through a bounded
 * queue. A subscriber whose queue fills gets what was queued, then a final SUBSCRIBER_TOO_SLOW
 * error naming the last version it received, to resume from.
 *
 * Hand-written rather than an async generator: a generator suspended on an `await` cannot be
 * returned from until that await settles, and a quiet game would then never unsubscribe.
 */
class GameEventStream implements AsyncIterableIterator<StreamItem> {
  private backlog: EventEnvelope[] = [];
  private caughtUp = false;
  /** The last stored version handed out while catching up; live events start after it. */
  private cursor: number;
  private live: BoundedQueue<StreamItem> | null = null;
  private unsubscribe: (() => void) | null = null;
  private liveStopped = false;
  private closed = false;
  private onEnd: (() => void) | undefined;

  constructor(
    private readonly games: GameEventSource,
    private readonly gameId: string,
    private readonly viewer: Viewer,
    fromVersion: number,
    private readonly options: GameEventStreamOptions,
  ) {
    this.cursor = fromVersion;
    this.onEnd = options.onEnd;
  }

  async next(): Promise<IteratorResult<StreamItem, undefined>> {
    const result = await this.pull();
    if (result.done === true) this.end();
    return result;
  }

  async return(): Promise<IteratorResult<StreamItem, undefined>> {
    this.closed = true;
    this.backlog = [];
    this.stopLive();
    this.end();
    await this.live?.return();
    return DONE;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private end(): void {
    const onEnd = this.onEnd;
    this.onEnd = undefined;
    onEnd?.();
  }

  private async pull(): Promise<IteratorResult<StreamItem, undefined>> {
    if (this.closed) return DONE;
    if (this.live === null) {
      try {
        const stored = await this.nextStored();
        if (this.closed) return DONE;
        if (stored !== undefined) return { value: stored, done: false };
        await this.goLive();
      } catch (error) {
        this.failWith(error);
      }
      if (this.closed) return DONE;
    }
    return this.live?.next() ?? DONE; // goLive or failWith has set `live`
  }

  private async nextStored(): Promise<EventEnvelope | undefined> {
    if (this.backlog.length === 0 && !this.caughtUp) {
      const { pageSize } = this.options;
      const page = await this.games.events(this.gameId, this.viewer, this.cursor + 1, pageSize);
      this.backlog = [...page];
      this.caughtUp = page.length < pageSize;
    }
    const event = this.backlog.shift();
    if (event !== undefined) this.cursor = event.version;
    return event;
  }

  private async goLive(): Promise<void> {
    const queue = new BoundedQueue<StreamItem>(this.options.capacity, () => this.stopLive());
    this.live = queue;
    let delivered = this.cursor;
    const revoked = (): void => {
      this.stopLive();
      queue.end(new StreamFailure(TOKEN_REISSUED));
    };
    const unsubscribe = await this.games.subscribe(
      this.gameId,
      this.viewer,
      this.cursor,
      (e) => {
        if (e.version <= delivered) return;
        if (queue.push(e)) {
          delivered = e.version;
          return;
        }
        this.stopLive();
        queue.end(
          new StreamFailure(
            new ApiProblem(
              429,
              'SUBSCRIBER_TOO_SLOW',
              `more than ${this.options.capacity} events waited for this subscriber; resubscribe with fromVersion ${delivered}`,
              { details: { lastVersion: delivered } },
            ),
          ),
        );
      },
      revoked,
    );
    // The subscription may have been stopped (overflow, client gone) before it was handed over.
    if (this.liveStopped) unsubscribe();
    else this.unsubscribe = unsubscribe;
  }

  private failWith(error: unknown): void {
    this.stopLive();
    this.live ??= new BoundedQueue<StreamItem>(1);
    this.live.end(new StreamFailure(error));
  }

  private stopLive(): void {
    this.liveStopped = true;
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    unsubscribe?.();
  }
}

export function gameEventStream(
  games: GameEventSource,
  gameId: string,
  viewer: Viewer,
  fromVersion: number,
  options: GameEventStreamOptions = DEFAULT_STREAM_OPTIONS,
): AsyncIterableIterator<StreamItem> {
  return new GameEventStream(games, gameId, viewer, fromVersion, options);
}
