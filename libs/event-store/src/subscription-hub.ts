/**
 * Catch-up subscriptions shared by the adapters. A subscription *pulls*: it reads the store
 * after the last position it delivered (on subscribing, and whenever it cannot trust what it
 * was handed). The common live case is pushed instead: an append hands its just-committed
 * events to the hub, and a subscription delivers them as they are when they continue its last
 * position without a gap (their first position is last + 1). Anything else (a gap left by
 * another process writing to the same database, or events already covered by a catch-up read)
 * makes it skip them or fall back to reading, which is what keeps delivery exactly-once,
 * in order and gap-free; another process's events are picked up the next time this instance is
 * notified. Each subscription decodes its own copy, so handlers never share objects — except the
 * events of an append made with `copies: false`, whose caller handed over plain JSON values it
 * will not change: those reach every subscription as the caller's objects, deep-frozen
 * (`shared`), and nothing decodes what was just encoded.
 */
import type { StoredEvent, SubscribeOptions, Subscription } from './event-store';
import { InvalidArgumentError } from './errors';
import { type EncodedStoredEvent, decodeEvent } from './validate';

/**
 * An appended event as an adapter hands it to the hub: what it stored and, for an append made
 * with `copies: false`, the event with the caller's own (frozen) data and meta.
 */
export interface AppendedEvent extends EncodedStoredEvent {
  readonly shared?: StoredEvent;
}

/** Up to `limit` events with position > `after`, in position order. */
export type ReadAfter = (
  after: number,
  limit: number,
) => readonly StoredEvent[] | Promise<readonly StoredEvent[]>;

export type EventHandler = (event: StoredEvent) => void;

const DEFAULT_PAGE_SIZE = 256;
/** Appended batches a busy subscription queues; beyond that it reads the store instead. */
const MAX_QUEUED_BATCHES = 1_024;

/** Lets the event loop breathe between catch-up pages so a long history does not block I/O. */
const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

class CatchUpSubscription implements Subscription {
  private closed = false;
  private running = false;
  /** A read is needed: set on subscribing, by a notification without events, or by a gap. */
  private pending = false;
  /** Appended batches (position order) to deliver as they are when they continue `last`. */
  private queued: (readonly AppendedEvent[])[] = [];

  constructor(
    private last: number,
    private readonly readAfter: ReadAfter,
    private readonly pageSize: number,
    private readonly handler: EventHandler,
    private readonly options: SubscribeOptions,
    private readonly onClosed: (subscription: CatchUpSubscription) => void,
  ) {}

  notify(appended?: readonly AppendedEvent[]): void {
    if (this.closed) return;
    if (appended === undefined || this.pending || this.queued.length >= MAX_QUEUED_BATCHES) {
      this.pending = true;
      this.queued = [];
    } else if (appended.length > 0) {
      this.queued.push(appended);
    }
    if (this.running) return;
    this.running = true;
    void this.pump();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClosed(this);
  }

  private async pump(): Promise<void> {
    // Never run the handler inside subscribeToAll() or appendToStream(): the caller must hold
    // the Subscription first, and a throwing handler must not look like a failed append.
    await Promise.resolve();
    try {
      while (!this.closed && (this.pending || this.queued.length > 0)) {
        if (this.pending) {
          // The read covers every batch queued so far.
          this.pending = false;
          this.queued = [];
          await this.drain();
        } else {
          this.deliverQueued();
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** The next queued batch, as it is when it continues `last`; a gap asks for a read instead. */
  private deliverQueued(): void {
    const batch = this.queued.shift() ?? [];
    let i = 0;
    while (i < batch.length && (batch[i] as AppendedEvent).position <= this.last) i++;
    if (i === batch.length) return; // already delivered by a read
    if ((batch[i] as AppendedEvent).position !== this.last + 1) {
      this.pending = true;
      return;
    }
    for (; i < batch.length; i++) {
      if (this.closed) return;
      const appended = batch[i] as AppendedEvent;
      const event = appended.shared ?? decodeEvent(appended);
      try {
        this.handler(event);
      } catch (error) {
        this.fail(error, event);
        return;
      }
      this.last = event.position;
    }
  }

  private async drain(): Promise<void> {
    for (;;) {
      let page: readonly StoredEvent[];
      try {
        page = await this.readAfter(this.last, this.pageSize);
      } catch (error) {
        if (!this.closed) this.fail(error, undefined);
        return;
      }
      for (const event of page) {
        if (this.closed) return;
        try {
          this.handler(event);
        } catch (error) {
          this.fail(error, event);
          return;
        }
        this.last = event.position;
      }
      if (page.length < this.pageSize || this.closed) return;
      await nextMacrotask();
    }
  }

  private fail(error: unknown, event: StoredEvent | undefined): void {
    this.close();
    if (this.options.onError) {
      this.options.onError(error, event);
      return;
    }
    const where = event ? `handling position ${event.position}` : 'reading the store';
    console.error(`[event-store] subscription closed after an error ${where}`, error);
  }
}

/** The live subscriptions of one store instance. */
export class SubscriptionHub {
  private readonly subscriptions = new Set<CatchUpSubscription>();

  constructor(
    private readonly readAfter: ReadAfter,
    private readonly pageSize = DEFAULT_PAGE_SIZE,
  ) {}

  subscribe(after: number, handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    if (!Number.isSafeInteger(after) || after < 0) {
      throw new InvalidArgumentError(`after must be an integer >= 0, got ${String(after)}`);
    }
    const subscription = new CatchUpSubscription(
      after,
      this.readAfter,
      this.pageSize,
      handler,
      options,
      (closed) => this.subscriptions.delete(closed),
    );
    // Registered before the first read: an append made during the catch-up marks it pending.
    this.subscriptions.add(subscription);
    subscription.notify();
    return subscription;
  }

  /**
   * Call after every successful append (after the commit, never inside the transaction), with
   * the events it stored (positions ascending, without gaps); without them every subscription
   * reads the store.
   */
  notify(appended?: readonly AppendedEvent[]): void {
    for (const subscription of this.subscriptions) subscription.notify(appended);
  }

  closeAll(): void {
    for (const subscription of [...this.subscriptions]) subscription.close();
  }
}
