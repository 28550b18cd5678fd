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
  FORWARDS,
  START,
  WrongExpectedVersionError,
  jsonEvent,
  type EventData,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import type {
  AppendResult,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  Subscription,
} from './event-store';
import { ConcurrencyError } from './event-store';
import { EventStoreClosedError, EventStoreError, InvalidArgumentError } from './errors';
import {
  type KurrentDbClientPort,
  kurrentDbClient,
  messageOf,
  storeError,
  withTimeout,
} from './kurrentdb-client';
import {
  currentStateToVersion,
  encodeMetadata,
  eventIdFor,
  fromAfter,
  revisionToVersion,
  toStreamState,
  versionToRevision,
} from './kurrentdb-mapping';
import { KurrentDbReader } from './kurrentdb-read';
import { StreamScope } from './kurrentdb-scope';
import { type KurrentDbSubscribeOptions, KurrentDbSubscription } from './kurrentdb-subscription';
import {
  allRange,
  checkExpectedVersion,
  checkStreamId,
  encodeEvents,
  streamRange,
  versionMatches,
} from './validate';

// Exported here since before the split: callers import them from './kurrentdb'.
export type { KurrentDbClientPort } from './kurrentdb-client';
export type { KurrentDbSubscribeOptions } from './kurrentdb-subscription';

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

/** Port stream names must stay clear of this probe; it is read, never written. */
const HEALTH_PROBE_STREAM = 'pratzen-health-probe';

/** How long start-up waits for the server (the client retries its connection meanwhile). */
const READY_TIMEOUT_MS = 10_000;

const normaliseId = (id: string): string => id.replace(/-/g, '').toLowerCase();

export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDbClientPort;
  private readonly scope: StreamScope;
  private readonly reader: KurrentDbReader;
  private readonly now: (() => Date) | undefined;
  private readonly healthTimeoutMs: number;
  private readonly subscriptions = new Set<KurrentDbSubscription>();
  private closed = false;

  constructor(options: KurrentDbEventStoreOptions) {
    this.scope = new StreamScope(options.streamPrefix ?? '');
    this.now = options.now;
    this.healthTimeoutMs = options.healthTimeoutMs ?? 2000;
    this.client = kurrentDbClient(options);
    this.reader = new KurrentDbReader(this.client, this.scope);
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
      const result = await this.client.appendToStream(this.scope.name(streamId), proposed, {
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
    const stored = await this.reader.readStream(streamId, firstRevision, proposed.length, FORWARDS);
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
      events: stored.map((event) => this.scope.decode(event)),
    };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    checkStreamId(streamId);
    const { fromVersion, toVersion, limit } = streamRange(options);
    const count = Math.min(toVersion - fromVersion + 1, limit ?? Number.MAX_SAFE_INTEGER);
    if (count <= 0) return [];
    const from = versionToRevision(fromVersion);
    const events = await this.reader.readStream(streamId, from, count, FORWARDS);
    return events.map((event) => this.scope.decode(event));
  }

  async streamVersion(streamId: string): Promise<number> {
    this.assertOpen();
    checkStreamId(streamId);
    const [last] = await this.reader.readStream(streamId, END, 1, BACKWARDS);
    return last === undefined ? 0 : revisionToVersion(last.revision);
  }

  async readAll(options?: ReadAllOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    const { after, limit } = allRange(options);
    if (limit === 0) return [];
    return this.reader.readAll(after, limit);
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
          filter: this.scope.filter(checkpointReached),
        }),
      accepts: (event) => this.scope.accepts(event),
      decode: (event, position) => this.scope.decode(event, position),
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
      await withTimeout(this.probe(), READY_TIMEOUT_MS, 'KurrentDB start-up probe');
    } catch (error) {
      throw storeError('reaching the server', error);
    }
  }

  async health(): Promise<{ readonly ok: boolean; readonly detail?: string }> {
    if (this.closed) return { ok: false, detail: 'closed' };
    try {
      await withTimeout(this.probe(), this.healthTimeoutMs, 'KurrentDB health probe');
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

  /** A point read of a stream that never exists: answered from the index, no scan. */
  private probe(): Promise<unknown> {
    return this.reader.readStream(HEALTH_PROBE_STREAM, START, 1, FORWARDS);
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
