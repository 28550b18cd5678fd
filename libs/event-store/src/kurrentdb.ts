/**
 * KurrentDB (EventStoreDB) EventStore on `@kurrent/kurrentdb-client`. Mapping rules live in
 * kurrentdb-mapping.ts; in short:
 *
 * - Streams: the port's stream `s` is KurrentDB stream `${streamPrefix}s` (prefix default '').
 * - Versions are 1-based, revisions 0-based: expectedVersion 0 → NO_STREAM, n → revision n - 1,
 *   'any' → ANY; a WrongExpectedVersion answer becomes a ConcurrencyError with the actual version.
 * - Event ids: UUID v5 of `${meta.commandId}/${index}` when meta.commandId is a string (a repeated
 *   command is an idempotent no-op on the server), random otherwise.
 * - `position` is the event's commit position in `$all` (a log byte offset; exact up to 2^53-1).
 *   Events appended through gRPC each have their own commit position, so positions are unique
 *   and strictly increasing; gaps are normal.
 * - `$all` reads and subscriptions never show system events: a server-side filter (the stream
 *   prefix, or "event type not starting with $" without one), re-checked client-side.
 * - `recordedAt` is the server's `created` time, unless the store was given a clock (`now`,
 *   as the contract tests do), whose time is then written in the event's metadata envelope.
 * - data and meta are JSON (`application/json` events); meta travels as `{ "meta": {...} }`.
 *
 * Subscriptions are KurrentDB catch-up subscriptions to `$all` (catch-up, then live, across
 * every API node); the server's filter checkpoints are handed to `onCheckpoint` so a consumer
 * can persist how far it has got even while no event of its own goes by.
 *
 * Needs KurrentDB, or EventStoreDB ≥ 22.10 (stream reads must carry the `$all` position).
 */
import {
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type EventData,
  type Filter,
  type JSONType,
  type Position,
  type ReadPosition,
  type ReadRevision,
  type RecordedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
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
import {
  EventStoreClosedError,
  EventStoreConfigError,
  EventStoreError,
  InvalidArgumentError,
} from './errors';
import {
  currentStateToVersion,
  decodeData,
  decodeMetadata,
  encodeMetadata,
  eventIdFor,
  isSystemName,
  positionToNumber,
  revisionToVersion,
  toStreamState,
  versionToRevision,
} from './kurrentdb-mapping';
import {
  allRange,
  checkExpectedVersion,
  checkStreamId,
  encodeEvents,
  streamRange,
  versionMatches,
} from './validate';

/** The part of the client the adapter uses (tests may hand in a stand-in). */
export type KurrentDbClientPort = Pick<
  KurrentDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false`. Ignored when `client` is given. */
  readonly connectionString?: string;
  /** A ready client (closed with the store). */
  readonly client?: KurrentDbClientPort;
  /** Prepended to every stream name; this store then sees only those streams in `$all`. */
  readonly streamPrefix?: string;
  /** Clock for `recordedAt` (tests). Without it, `recordedAt` is the server's created time. */
  readonly now?: () => Date;
  /** How long `health()` waits for the server (default 2000 ms). */
  readonly healthTimeoutMs?: number;
}

/** The port's subscribe options, plus the server's checkpoints. */
export interface KurrentDbSubscribeOptions extends SubscribeOptions {
  /**
   * Called with an `after` value it is safe to resubscribe from: every event of this store up
   * to it has been handed to the handler (filter checkpoints arrive even while the server
   * skips long stretches of other streams' events).
   */
  readonly onCheckpoint?: (after: number) => void;
}

/** Port stream names must stay clear of this probe; it is read, never written. */
const HEALTH_PROBE_STREAM = 'pratzen-health-probe';

/** How long start-up waits for the server (the client retries its connection meanwhile). */
const READY_TIMEOUT_MS = 10_000;

const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const isStreamNotFound = (error: unknown): boolean =>
  error instanceof StreamNotFoundError ||
  (typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === ErrorType.STREAM_NOT_FOUND);

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Every failure but a version conflict surfaces as an EventStoreError (the port's promise). */
function storeError(what: string, error: unknown): Error {
  if (error instanceof EventStoreError || error instanceof ConcurrencyError) return error;
  return new EventStoreError(`KurrentDB: ${what} failed: ${messageOf(error)}`, { cause: error });
}

/** `after` as a KurrentDB read position (reads are inclusive: callers drop `position <= after`). */
const fromAfter = (after: number): ReadPosition =>
  after === 0 ? START : { commit: BigInt(after), prepare: BigInt(after) };

/** The event's `$all` commit position; refuses one the server did not report. */
function commitPositionOf(event: RecordedEvent, resolved?: { commitPosition?: bigint }): number {
  const commit = event.position?.commit ?? resolved?.commitPosition;
  // Servers before 22.6 report no position (or 2^64-1) for events read from a stream.
  if (commit === undefined || commit === 0xffff_ffff_ffff_ffffn) {
    throw new EventStoreError(
      `KurrentDB did not report the $all position of ${event.streamId}@${event.revision}: ` +
        'KurrentDB or EventStoreDB >= 22.10 is required',
    );
  }
  return positionToNumber(commit);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDbClientPort;
  private readonly prefix: string;
  private readonly now: (() => Date) | undefined;
  private readonly healthTimeoutMs: number;
  private readonly subscriptions = new Set<KurrentDbSubscription>();
  private closed = false;

  constructor(options: KurrentDbEventStoreOptions) {
    this.prefix = options.streamPrefix ?? '';
    if (isSystemName(this.prefix)) {
      throw new InvalidArgumentError('streamPrefix must not start with $ (system streams)');
    }
    this.now = options.now;
    this.healthTimeoutMs = options.healthTimeoutMs ?? 2000;
    if (options.client) {
      this.client = options.client;
    } else if (options.connectionString) {
      try {
        this.client = KurrentDBClient.connectionString(options.connectionString);
      } catch (cause) {
        throw new EventStoreConfigError(
          `invalid KurrentDB connection string: ${messageOf(cause)}`,
          { cause },
        );
      }
    } else {
      throw new InvalidArgumentError('KurrentDbEventStore needs a connectionString or a client');
    }
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    this.assertOpen();
    checkStreamId(streamId);
    const expected = options.expectedVersion;
    checkExpectedVersion(expected);
    const encoded = encodeEvents(events);
    if (encoded.length === 0) {
      // Nothing to write: a version check only (KurrentDB would not check an empty append).
      const actual = await this.streamVersion(streamId);
      if (!versionMatches(expected, actual)) throw new ConcurrencyError(streamId, expected, actual);
      return { version: actual, events: [] };
    }

    const recordedAt = this.now?.().toISOString();
    const proposed: EventData[] = encoded.map((event, index) => {
      const meta = JSON.parse(event.meta) as Record<string, unknown>;
      return jsonEvent({
        id: eventIdFor(meta, index),
        type: event.type,
        // Any JSON value (the client serialises it with JSON.stringify), parsed from the text
        // validate.ts produced so that every adapter stores exactly the same JSON.
        data: JSON.parse(event.data) as JSONType,
        metadata: { ...encodeMetadata(meta, recordedAt) },
      });
    });

    let lastRevision: bigint;
    try {
      const result = await this.client.appendToStream(this.name(streamId), proposed, {
        streamState: toStreamState(expected),
      });
      // Only with `throwOnAppendFailure=false` in the connection string.
      if (!result.success) {
        throw new ConcurrencyError(
          streamId,
          expected,
          currentStateToVersion(result.nextExpectedRevision),
        );
      }
      lastRevision = result.nextExpectedRevision;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new ConcurrencyError(streamId, expected, currentStateToVersion(error.actualState));
      }
      throw storeError(`append to ${streamId}`, error);
    }

    // Read the batch back: its events' `$all` positions are not in the append's answer (only the
    // last one's), and after an idempotent repeat these are the events first stored.
    const firstRevision = lastRevision - BigInt(proposed.length - 1);
    const stored = await this.readRaw(streamId, firstRevision, proposed.length, FORWARDS);
    const sameIds =
      stored.length === proposed.length &&
      stored.every((event, i) => normaliseId(event.id) === normaliseId(proposed[i]?.id ?? ''));
    if (!sameIds) {
      throw new EventStoreError(
        `KurrentDB acknowledged ${proposed.length} events on ${streamId} up to revision ` +
          `${lastRevision.toString()}, but those revisions hold other events`,
      );
    }
    return {
      version: revisionToVersion(lastRevision),
      events: stored.map((event) => this.decode(event)),
    };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    checkStreamId(streamId);
    const { fromVersion, toVersion, limit } = streamRange(options);
    const count = Math.min(toVersion - fromVersion + 1, limit ?? Number.MAX_SAFE_INTEGER);
    if (count <= 0) return [];
    const events = await this.readRaw(streamId, versionToRevision(fromVersion), count, FORWARDS);
    return events.map((event) => this.decode(event));
  }

  async streamVersion(streamId: string): Promise<number> {
    this.assertOpen();
    checkStreamId(streamId);
    const [last] = await this.readRaw(streamId, END, 1, BACKWARDS);
    return last === undefined ? 0 : revisionToVersion(last.revision);
  }

  async readAll(options?: ReadAllOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    const { after, limit } = allRange(options);
    if (limit === 0) return [];
    const out: StoredEvent[] = [];
    let from = after;
    // Reads from a position include the event at it, and the client-side re-check may drop an
    // event the server let through: read pages until `limit` events are kept or $all ends.
    for (;;) {
      const want = limit === undefined ? undefined : limit - out.length + 1;
      let seen = 0;
      try {
        const page = this.client.readAll({
          fromPosition: fromAfter(from),
          direction: FORWARDS,
          filter: this.filter(),
          ...(want === undefined ? {} : { maxCount: want }),
        });
        for await (const resolved of page) {
          seen += 1;
          const event = resolved.event;
          if (event === undefined) continue;
          const position = commitPositionOf(event, resolved);
          if (position <= from) continue;
          from = position;
          if (this.accepts(event)) out.push(this.decode(event, position));
        }
      } catch (error) {
        throw storeError('reading $all', error);
      }
      if (want === undefined || seen < want || out.length >= (limit ?? Infinity)) break;
    }
    return limit === undefined ? out : out.slice(0, limit);
  }

  subscribeToAll(
    after: number,
    handler: (event: StoredEvent) => void,
    options: KurrentDbSubscribeOptions = {},
  ): Subscription {
    this.assertOpen();
    if (!Number.isSafeInteger(after) || after < 0) {
      throw new InvalidArgumentError(`after must be an integer >= 0, got ${String(after)}`);
    }
    const subscription = new KurrentDbSubscription(after, handler, options, {
      open: (checkpointReached) =>
        this.client.subscribeToAll({
          fromPosition: fromAfter(after),
          filter: this.filter(checkpointReached),
        }),
      accepts: (event) => this.accepts(event),
      decode: (event, position) => this.decode(event, position),
      closed: (closed) => this.subscriptions.delete(closed),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  /**
   * Resolves once the server answers (createEventStoreAsync awaits it at start-up), so a wrong
   * KURRENTDB_CONNECTION_STRING or an unreachable server fails start-up, not the first request.
   */
  async ready(): Promise<void> {
    this.assertOpen();
    try {
      await withTimeout(
        this.readRaw(HEALTH_PROBE_STREAM, START, 1, FORWARDS),
        READY_TIMEOUT_MS,
        'KurrentDB start-up probe',
      );
    } catch (error) {
      throw storeError('reaching the server', error);
    }
  }

  async health(): Promise<{ readonly ok: boolean; readonly detail?: string }> {
    if (this.closed) return { ok: false, detail: 'closed' };
    try {
      // A point read of a stream that never exists: answered from the index, no scan.
      await withTimeout(
        this.readRaw(HEALTH_PROBE_STREAM, START, 1, FORWARDS),
        this.healthTimeoutMs,
        'KurrentDB health probe',
      );
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: messageOf(error) };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const subscription of [...this.subscriptions]) subscription.close();
    await this.client.dispose();
  }

  private name(streamId: string): string {
    return this.prefix + streamId;
  }

  /** Server-side filter: this store's streams (prefix), or no `$` event types (no prefix). */
  private filter(checkpointReached?: Filter['checkpointReached']): Filter {
    const extra = checkpointReached ? { checkpointReached } : {};
    return this.prefix
      ? streamNameFilter({ prefixes: [this.prefix], ...extra })
      : excludeSystemEvents(extra);
  }

  /** The client-side re-check of the filter: this store's streams, no system stream or type. */
  private accepts(event: RecordedEvent): boolean {
    return (
      event.streamId.startsWith(this.prefix) &&
      !isSystemName(event.streamId) &&
      !isSystemName(event.type)
    );
  }

  private async readRaw(
    streamId: string,
    fromRevision: ReadRevision,
    maxCount: number,
    direction: typeof FORWARDS | typeof BACKWARDS,
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(this.name(streamId), {
        fromRevision,
        maxCount,
        direction,
      });
      for await (const resolved of read as AsyncIterable<ResolvedEvent>) {
        if (resolved.event !== undefined) events.push(resolved.event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw storeError(`reading ${streamId}`, error);
    }
    return events;
  }

  private decode(event: RecordedEvent, position = commitPositionOf(event)): StoredEvent {
    const { meta, recordedAt } = decodeMetadata(event.metadata, event.created);
    return {
      streamId: event.streamId.slice(this.prefix.length),
      version: revisionToVersion(event.revision),
      position,
      type: event.type,
      data: decodeData(event.data, event.isJson),
      meta,
      recordedAt,
    };
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}

const normaliseId = (id: string): string => id.replace(/-/g, '').toLowerCase();

interface SubscriptionWiring {
  open(checkpointReached: Filter['checkpointReached']): AllStreamSubscription;
  accepts(event: RecordedEvent): boolean;
  decode(event: RecordedEvent, position: number): StoredEvent;
  closed(subscription: KurrentDbSubscription): void;
}

/**
 * One `$all` catch-up subscription. The client's stream delivers events asynchronously, so the
 * handler never runs inside subscribeToAll(); `last` (the last position handed over) guards
 * against a repeat, whatever the server's start semantics.
 */
class KurrentDbSubscription implements Subscription {
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
