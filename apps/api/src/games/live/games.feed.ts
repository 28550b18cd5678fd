import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { EventStore, StoredEvent, Subscription } from '@pratzen/event-store';
import { EVENT_STORE } from '../../event-store/event-store.module';
import { LIVE_BUS, type LiveBus } from '../../redis/live-bus';
import { gameIdOfStream } from '@pratzen/game';

export type FeedListener = (event: StoredEvent) => void;

const RESUBSCRIBE_MS = 1_000;

/**
 * The in-process fan-out of new events: one `subscribeToAll` on the store, handed to the
 * summaries projection and to each live reader of a game (SSE, GraphQL subscriptions). A
 * listener that throws is logged and skipped, so one bad reader never stops the feed.
 */
@Injectable()
export class GamesFeed implements OnApplicationShutdown {
  private readonly logger = new Logger('GamesFeed');
  private readonly all = new Set<FeedListener>();
  private readonly byGame = new Map<string, Set<FeedListener>>();
  private subscription: Subscription | null = null;
  private position = 0;
  private stopped = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LIVE_BUS) bus: LiveBus,
  ) {
    // Other nodes' appends, ahead of this node's store subscription: live readers only (they
    // drop what they have seen and fill gaps from the store), never the position-ordered feed.
    bus.onRemote((events) => events.forEach((e) => this.dispatchLive(e)));
  }

  /** Starts delivering events after global `position` (called once the rebuild is done). */
  start(position: number): void {
    this.position = position;
    this.subscribe();
  }

  listenAll(listener: FeedListener): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }

  listen(gameId: string, listener: FeedListener): () => void {
    let set = this.byGame.get(gameId);
    if (set === undefined) {
      set = new Set();
      this.byGame.set(gameId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byGame.get(gameId) === set) this.byGame.delete(gameId);
    };
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    this.subscription?.close();
  }

  private subscribe(): void {
    if (this.stopped) return;
    this.subscription = this.store.subscribeToAll(this.position, (e) => this.dispatch(e), {
      // The store closed the subscription; resume where it stopped, after a pause.
      onError: (error) => {
        this.logger.error(`event feed failed at position ${this.position}; resubscribing`, error);
        setTimeout(() => this.subscribe(), RESUBSCRIBE_MS).unref();
      },
    });
  }

  private dispatch(event: StoredEvent): void {
    this.position = event.position;
    this.deliver(event, true);
  }

  private dispatchLive(event: StoredEvent): void {
    this.deliver(event, false);
  }

  private deliver(event: StoredEvent, toAll: boolean): void {
    const gameId = typeof event?.streamId === 'string' ? gameIdOfStream(event.streamId) : null;
    if (gameId === null) return;
    const game = this.byGame.get(gameId) ?? [];
    for (const listener of toAll ? [...this.all, ...game] : [...game]) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(`a listener of game ${gameId} failed`, error);
      }
    }
  }
}
