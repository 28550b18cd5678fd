/**
 * In-memory EventStore: for tests and EVENT_STORE=memory. Everything is lost on exit.
 * Events are kept JSON-encoded, exactly as the SQL adapters keep them, so that what round-trips
 * here round-trips there too, and callers can never mutate stored history through a reference.
 */
import type {
  AppendResult,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  SubscribeOptions,
  Subscription,
} from './event-store';
import { ConcurrencyError } from './event-store';
import { EventStoreClosedError } from './errors';
import { type EventHandler, SubscriptionHub } from './subscription-hub';
import {
  type EncodedStoredEvent,
  allRange,
  checkExpectedVersion,
  checkStreamId,
  decodeEvent,
  encodeEvents,
  streamRange,
  versionMatches,
} from './validate';

export interface InMemoryEventStoreOptions {
  /** Clock for `recordedAt`; tests inject a fixed one. */
  readonly now?: () => Date;
}

export class InMemoryEventStore implements EventStore {
  /** Global log: position p is at index p - 1 (positions here have no gaps). */
  private readonly log: EncodedStoredEvent[] = [];
  private readonly streams = new Map<string, EncodedStoredEvent[]>();
  private readonly hub = new SubscriptionHub((after, limit) => this.readAllNow(after, limit));
  private readonly now: () => Date;
  private closed = false;

  constructor(options: InMemoryEventStoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  // The methods are async only to honour the port; the work is synchronous, so an append is
  // complete (and visible to every reader) as soon as the call returns.
  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    this.assertOpen();
    checkStreamId(streamId);
    checkExpectedVersion(options.expectedVersion);
    const encoded = encodeEvents(events);
    const stream = this.streams.get(streamId) ?? [];
    if (!versionMatches(options.expectedVersion, stream.length)) {
      throw new ConcurrencyError(streamId, options.expectedVersion, stream.length);
    }
    if (encoded.length === 0) return { version: stream.length, events: [] };

    const recordedAt = this.now().toISOString();
    const stored = encoded.map((event, i) => ({
      ...event,
      streamId,
      version: stream.length + 1 + i,
      position: this.log.length + 1 + i,
      recordedAt,
    }));
    stream.push(...stored);
    this.streams.set(streamId, stream);
    this.log.push(...stored);
    this.hub.notify(stored);
    return { version: stream.length, events: stored.map(decodeEvent) };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    checkStreamId(streamId);
    const { fromVersion, toVersion, limit } = streamRange(options);
    const stream = this.streams.get(streamId) ?? [];
    const end = Math.min(toVersion, stream.length, fromVersion - 1 + (limit ?? Infinity));
    return stream.slice(fromVersion - 1, end).map(decodeEvent);
  }

  async streamVersion(streamId: string): Promise<number> {
    this.assertOpen();
    checkStreamId(streamId);
    return this.streams.get(streamId)?.length ?? 0;
  }

  async readAll(options?: ReadAllOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    const { after, limit } = allRange(options);
    return this.readAllNow(after, limit);
  }

  subscribeToAll(after: number, handler: EventHandler, options?: SubscribeOptions): Subscription {
    this.assertOpen();
    return this.hub.subscribe(after, handler, options);
  }

  async health(): Promise<{ readonly ok: boolean; readonly detail?: string }> {
    return this.closed ? { ok: false, detail: 'closed' } : { ok: true };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.hub.closeAll();
  }

  private readAllNow(after: number, limit: number | undefined): StoredEvent[] {
    this.assertOpen();
    const end = limit === undefined ? undefined : after + limit;
    return this.log.slice(after, end).map(decodeEvent);
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
