/**
 * Catch-up subscriptions shared by the adapters. Each subscription *pulls*: on every
 * notification it reads the store after the last position it delivered. Reading (rather than
 * pushing the appended events) is what makes delivery exactly-once and gap-free even when
 * appends land while a catch-up is still paging, and it also picks up events another process
 * wrote to the same database the next time this instance is notified.
 */
import type { StoredEvent, SubscribeOptions, Subscription } from './event-store';
import { InvalidArgumentError } from './errors';

/** Up to `limit` events with position > `after`, in position order. */
export type ReadAfter = (
  after: number,
  limit: number,
) => readonly StoredEvent[] | Promise<readonly StoredEvent[]>;

export type EventHandler = (event: StoredEvent) => void;

const DEFAULT_PAGE_SIZE = 256;

/** Lets the event loop breathe between catch-up pages so a long history does not block I/O. */
const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

class CatchUpSubscription implements Subscription {
  private closed = false;
  private running = false;
  /** Set by every notification; the pump reads again until a pass starts with none pending. */
  private pending = false;

  constructor(
    private last: number,
    private readonly readAfter: ReadAfter,
    private readonly pageSize: number,
    private readonly handler: EventHandler,
    private readonly options: SubscribeOptions,
    private readonly onClosed: (subscription: CatchUpSubscription) => void,
  ) {}

  notify(): void {
    if (this.closed) return;
    this.pending = true;
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
      while (this.pending && !this.closed) {
        this.pending = false;
        await this.drain();
      }
    } finally {
      this.running = false;
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

  /** Call after every successful append (after the commit, never inside the transaction). */
  notify(): void {
    for (const subscription of this.subscriptions) subscription.notify();
  }

  closeAll(): void {
    for (const subscription of [...this.subscriptions]) subscription.close();
  }
}
