/**
 * PostgreSQL EventStore on node-postgres (`pg`).
 *
 * Global position = commit-safe order
 * -----------------------------------
 * A bigserial is handed out when a row is inserted, not when it commits: a transaction holding
 * position 10 may commit after one holding 11, and a reader that saw 11 and moved on would skip
 * 10 for ever. Here an event's position is
 *
 *     xid of the writing transaction (pg_current_xact_id(), 64-bit, never reused) * 4096
 *       + index of the event in its batch
 *
 * so all events of one append share their transaction's slot, and reads of the global log only
 * return rows *below the current snapshot's xmin* (`position < xmin * 4096`): every transaction
 * with a lower xid has ended by then (committed or rolled back), so nothing can ever appear
 * below a position a reader has passed. Positions are strictly increasing, with gaps (between
 * transactions, and for xids that wrote no event). They stay exact JS numbers up to xid 2^41
 * (a CHECK constraint refuses anything larger instead of rounding); batches are capped at 4096
 * events.
 *
 * Trade-off: a transaction with an xid that stays open anywhere in the cluster (any database,
 * including a forgotten `BEGIN` in psql or a prepared transaction) holds readAll and the
 * subscriptions back until it ends: events committed after it started are stored, returned by
 * their append and readable by stream, but not yet exposed in the global order. Read-only
 * transactions do not count (they have no xid). Keep transactions short, and set
 * idle_in_transaction_session_timeout on the database if clients may leave one open. readAll
 * gives read-your-writes on top: when it would stop short of an append *this instance* has
 * committed (or been notified of) it waits for the horizon to pass it, for at most
 * `readYourWritesTimeoutMs`, then returns the consistent prefix it has.
 *
 * Optimistic concurrency, in the database
 * ---------------------------------------
 * An append is ONE statement (so atomic without an explicit transaction, and one round trip):
 * a data-modifying CTE bumps the stream's row in `streams` — `UPDATE ... WHERE version =
 * expected` for a number, `INSERT ... ON CONFLICT DO NOTHING` for 0, an upsert for 'any' — and
 * inserts the events only if that returned a row. The row lock serialises writers of a stream;
 * under READ COMMITTED a writer that waited re-checks the condition against the committed row,
 * so exactly one of many concurrent appends with one expected version wins and the others see
 * no row: ConcurrencyError with the version read afterwards. 'any' never conflicts. The
 * UNIQUE (stream_id, version) index is a second guard (a violation also maps to
 * ConcurrencyError).
 *
 * Group commit (default; `groupCommit: false` / PG_GROUP_COMMIT=false turns it off)
 * -------------------------------------------------------------------------------
 * Appends made in the same event-loop turn, or while the previous group commits, to distinct
 * streams, are written by ONE statement of the same conditional bumps (one CTE per kind of
 * expected version) and committed once; their events take consecutive ranges of the
 * transaction's 4096 positions. Each is still checked against its own expected version, a stale
 * one fails alone, and nothing is acknowledged before the shared COMMIT (postgres-group.ts).
 *
 * Subscriptions
 * -------------
 * The shared SubscriptionHub, always in pull mode: every wake-up makes each subscription read
 * after its last position (through the xmin bound), never trusting pushed content. Wake-ups
 * come from this instance's own appends; from NOTIFY, which each store sends right after its
 * append commits (coalesced; postgres-notify.ts says why not inside the append) and receives on
 * one LISTEN connection per store, re-established when it drops; from a quick retry (up to every
 * 200 ms) while the horizon is held back below an event known to be committed; and from a slow
 * fallback poll (default 1 s). So a lost notification or a held-back xmin only delays
 * delivery; it never loses or repeats an event.
 */
import type { Pool } from 'pg';
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
import { EventStoreClosedError, InvalidArgumentError } from './errors';
import { type AppendedBatch, appendBatch, checkVersionOnly } from './postgres-append';
import { type PgConnectionOptions, createListener, createPool } from './postgres-connections';
import { PgGroupCommitter } from './postgres-group';
import { ReadHorizon } from './postgres-horizon';
import type { PgListener } from './postgres-listener';
import { CommitAnnouncer, notificationChannel } from './postgres-notify';
import { checkBatchSize } from './postgres-position';
import { type PgStore, currentVersion, readAllRows, readStreamRows } from './postgres-read';
import { checkPostgresSchema, checkSchemaName, migratePostgresSchema } from './postgres-schema';
import { postgresStatements } from './postgres-statements';
import { type EventHandler, SubscriptionHub } from './subscription-hub';
import {
  type EncodedStoredEvent,
  allRange,
  checkExpectedVersion,
  checkStreamId,
  decodeEvent,
  encodeEvents,
  streamRange,
} from './validate';

// Exported here since before the split: tests and tools import them from './postgres'.
export { notificationChannel } from './postgres-notify';
export { parsePosition } from './postgres-position';
export { postgresStatements } from './postgres-statements';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Connection settings (url, pool size, timeouts, extra pool settings): postgres-connections.ts. */
export interface PostgresEventStoreOptions extends PgConnectionOptions {
  /** Schema holding the tables (created if missing). Default `public`. */
  readonly schema?: string;
  /** Clock for `recordedAt` (and migration times); tests inject a fixed one. */
  readonly now?: () => Date;
  /** Run the migrations on start-up (default true); false: only check they have been run. */
  readonly migrate?: boolean;
  /** Fallback poll of subscriptions when no notification arrives (default 1000 ms). */
  readonly pollIntervalMs?: number;
  /** How long readAll waits for the horizon to pass this instance's own appends (default 2000). */
  readonly readYourWritesTimeoutMs?: number;
  /**
   * Group commit (default true): concurrent appends to different streams are written by one
   * statement and committed once, each still checked against its own expected version
   * (postgres-group.ts). False: one statement and one commit per append.
   */
  readonly groupCommit?: boolean;
  /** Most appends in one group commit (default 256). */
  readonly maxGroupAppends?: number;
}

export class PostgresEventStore implements EventStore {
  readonly schema: string;
  private readonly pool: Pool;
  private readonly now: () => Date;
  /** The pool, and the SQL for this schema. */
  private readonly db: PgStore;
  private readonly opening: Promise<void>;
  private readonly hub = new SubscriptionHub((after, limit) => this.readSubscribed(after, limit));
  private readonly listener: PgListener;
  private readonly announcer: CommitAnnouncer;
  private readonly horizon: ReadHorizon;
  private readonly pollIntervalMs: number;
  private poller: NodeJS.Timeout | null = null;
  private closed = false;
  /** The migrations (or the check) have succeeded: appends need not wait for `opening`. */
  private migrated = false;
  /** Null without group commit. */
  private readonly group: PgGroupCommitter | null;

  /** Starts the migrations at once; every call waits for them. Prefer `PostgresEventStore.open`. */
  constructor(options: PostgresEventStoreOptions) {
    this.schema = options.schema ?? 'public';
    checkSchemaName(this.schema);
    if (typeof options.url !== 'string' || options.url === '') {
      throw new InvalidArgumentError('url must be a PostgreSQL connection string');
    }
    this.now = options.now ?? (() => new Date());
    const sql = postgresStatements(this.schema);
    const channel = notificationChannel(this.schema);
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.horizon = new ReadHorizon({
      pollIntervalMs: this.pollIntervalMs,
      readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 2_000,
      wake: () => this.wake(),
    });
    this.pool = createPool(options);
    this.db = { pool: this.pool, sql };
    this.announcer = new CommitAnnouncer(this.pool, channel, () => this.closed);
    this.listener = createListener(options, channel, {
      onNotification: (payload) => this.notified(payload),
      onConnected: () => this.wake(),
    });
    this.group =
      options.groupCommit === false
        ? null
        : new PgGroupCommitter(this.db, {
            now: () => this.now(),
            committed: (position) => this.announceCommitted(position),
            ...(options.maxGroupAppends !== undefined
              ? { maxAppends: options.maxGroupAppends }
              : {}),
          });
    const now = this.now;
    this.opening =
      options.migrate === false
        ? checkPostgresSchema(this.pool, this.schema)
        : migratePostgresSchema(this.pool, this.schema, { now }).then(() => undefined);
    // Marks the rejection handled; every call (and ready()) still sees it.
    this.opening.then(
      () => (this.migrated = true),
      () => undefined,
    );
  }

  /** Opens a store and waits for its migrations; rejects (and closes it) if they fail. */
  static async open(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(options);
    try {
      await store.ready();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  /** Resolves once the schema is migrated (or checked); rejects with the reason it could not be. */
  ready(): Promise<void> {
    return this.opening;
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
    checkBatchSize(encoded.length);
    if (!this.migrated || this.group === null) {
      await this.opening;
      this.assertOpen();
    }
    if (encoded.length === 0) {
      return { version: await checkVersionOnly(this.db, streamId, expected), events: [] };
    }
    let appended: AppendedBatch;
    if (this.group) {
      // Queued in this call's synchronous part once the schema is ready: an append made before
      // close() is written (and settled) before the pool ends.
      appended = await this.group.append(streamId, expected, encoded);
    } else {
      const recordedAt = this.now().toISOString();
      appended = await appendBatch(this.db, streamId, expected, encoded, recordedAt);
      this.announceCommitted(appended.lastPosition);
    }
    return { version: appended.version, events: appended.events.map(decodeEvent) };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    checkStreamId(streamId);
    const range = streamRange(options);
    await this.opening;
    this.assertOpen();
    const rows = await readStreamRows(this.db, streamId, range);
    return rows.map(decodeEvent);
  }

  async streamVersion(streamId: string): Promise<number> {
    this.assertOpen();
    checkStreamId(streamId);
    await this.opening;
    this.assertOpen();
    return currentVersion(this.db, streamId);
  }

  async readAll(options?: ReadAllOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    const { after, limit } = allRange(options);
    await this.opening;
    const rows = await this.horizon.readYourWrites(after, limit, () =>
      this.readAllNow(after, limit),
    );
    return rows.map(decodeEvent);
  }

  subscribeToAll(after: number, handler: EventHandler, options?: SubscribeOptions): Subscription {
    this.assertOpen();
    const subscription = this.hub.subscribe(after, handler, options);
    this.startLive();
    return subscription;
  }

  async health(): Promise<{ readonly ok: boolean; readonly detail?: string }> {
    if (this.closed) return { ok: false, detail: 'closed' };
    try {
      await this.opening;
      await this.pool.query('SELECT 1');
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.hub.closeAll();
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    await this.opening.catch(() => undefined);
    // Appends already accepted are written (and settled) before the pool ends.
    await this.group?.close();
    this.horizon.stop();
    await this.announcer.settled();
    await this.listener.close();
    await this.pool.end();
  }

  /** For tests: the server pid of the LISTEN connection (undefined while disconnected). */
  get listenerBackendPid(): number | undefined {
    return this.listener.backendPid;
  }

  private async readAllNow(
    after: number,
    limit: number | undefined,
  ): Promise<EncodedStoredEvent[]> {
    this.assertOpen();
    return readAllRows(this.db, after, limit);
  }

  /** The hub's reader: never waits, but asks for a quick re-read while the horizon lags. */
  private async readSubscribed(after: number, limit: number): Promise<StoredEvent[]> {
    await this.opening;
    const rows = await this.readAllNow(after, limit);
    this.horizon.retryIfHeldBack(rows, after, limit);
    return rows.map(decodeEvent);
  }

  private startLive(): void {
    this.listener.start();
    if (this.poller) return;
    this.poller = setInterval(() => this.wake(), this.pollIntervalMs);
    this.poller.unref();
  }

  /** For tests and the benchmark: groups committed, appends they wrote, the largest group. */
  get groupCommitStats(): {
    readonly groups: number;
    readonly appends: number;
    readonly largest: number;
  } | null {
    return this.group ? { ...this.group.stats } : null;
  }

  /** After an own append committed: readers and subscriptions here, then NOTIFY for the rest. */
  private announceCommitted(position: number): void {
    this.committed(position);
    this.announcer.announce(position);
  }

  private committed(position: number): void {
    this.horizon.committed(position);
    this.wake();
  }

  private notified(payload: string | undefined): void {
    const position = payload === undefined ? NaN : Number(payload);
    if (Number.isSafeInteger(position)) this.committed(position);
    else this.wake();
  }

  /** Every subscription re-reads after its last position. */
  private wake(): void {
    if (this.closed) return;
    this.hub.notify();
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
