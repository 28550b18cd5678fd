/**
 * One KurrentDB catch-up subscription to `$all` (catch-up, then live, across every API node),
 * with the server's filter checkpoints handed to `onCheckpoint`, so a consumer can persist how
 * far it has got even while no event of its own goes by.
 */
import type {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  Filter,
  Position,
  RecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { StoredEvent, SubscribeOptions, Subscription } from './event-store';
import { EventStoreError } from './errors';
import { storeError } from './kurrentdb-client';
import { commitPositionOf, positionToNumber } from './kurrentdb-mapping';

/** The port's subscribe options, plus the server's checkpoints. */
export interface KurrentDbSubscribeOptions extends SubscribeOptions {
  /**
   * Called with an `after` value it is safe to resubscribe from: every event of this store up
   * to it has been handed to the handler (filter checkpoints arrive even while the server
   * skips long stretches of other streams' events).
   */
  readonly onCheckpoint?: (after: number) => void;
}

/** What a subscription needs from its store. */
export interface SubscriptionWiring {
  /** Opens the client's subscription, filtered, reporting checkpoints to `checkpointReached`. */
  open(checkpointReached: Filter['checkpointReached']): AllStreamSubscription;
  accepts(event: RecordedEvent): boolean;
  decode(event: RecordedEvent, position: number): StoredEvent;
  closed(subscription: KurrentDbSubscription): void;
}

const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * One `$all` catch-up subscription. The client's stream delivers events asynchronously, so the
 * handler never runs inside subscribeToAll(); `last` (the last position handed over) guards
 * against a repeat, whatever the server's start semantics.
 */
export class KurrentDbSubscription implements Subscription {
  private closed = false;
  private last: number;
  private readonly stream: AllStreamSubscription;

  constructor(
    after: number,
    private readonly handler: (event: StoredEvent) => void,
    private readonly options: KurrentDbSubscribeOptions,
    private readonly wiring: SubscriptionWiring,
  ) {
    this.last = after;
    this.stream = wiring.open((_, position) => this.checkpoint(position));
    this.stream.on('data', (resolved: AllStreamResolvedEvent) => this.deliver(resolved));
    // Stays attached after close: a late stream error must not become an unhandled 'error'.
    this.stream.on('error', (error: Error) =>
      this.fail(storeError('the $all subscription', error)),
    );
    this.stream.on('end', () =>
      this.fail(new EventStoreError('KurrentDB ended the $all subscription')),
    );
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.wiring.closed(this);
    this.stream.unsubscribe().catch(() => undefined);
  }

  private deliver(resolved: AllStreamResolvedEvent): void {
    if (this.closed || resolved.event === undefined) return;
    let event: StoredEvent;
    try {
      const position = commitPositionOf(resolved.event, resolved);
      if (position <= this.last || !this.wiring.accepts(resolved.event)) return;
      event = this.wiring.decode(resolved.event, position);
    } catch (error) {
      this.fail(error);
      return;
    }
    try {
      this.handler(event);
    } catch (error) {
      this.fail(error, event);
      return;
    }
    this.last = event.position;
  }

  /**
   * A filter checkpoint: every event before it has been pushed into the stream's buffer, so
   * wait until the buffer has been delivered, then report a safe `after`. The checkpoint may be
   * the position of the next, unread record: `commit - 1` never claims more than was seen.
   */
  private async checkpoint(position: Position): Promise<void> {
    const onCheckpoint = this.options.onCheckpoint;
    if (onCheckpoint === undefined) return;
    while (!this.closed && this.stream.readableLength > 0) await nextMacrotask();
    if (this.closed) return;
    try {
      onCheckpoint(Math.max(this.last, positionToNumber(position.commit) - 1));
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown, event?: StoredEvent): void {
    if (this.closed) return;
    this.close();
    if (this.options.onError) {
      this.options.onError(error, event);
      return;
    }
    const where = event ? `handling position ${event.position}` : 'reading the store';
    console.error(`[event-store] KurrentDB subscription closed after an error ${where}`, error);
  }
}
