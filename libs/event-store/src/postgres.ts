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
 * Subscriptions
 * -------------
 * The shared SubscriptionHub, always in pull mode: every wake-up makes each subscription read
 * after its last position (through the xmin bound), never trusting pushed content. Wake-ups
 * come from this instance's own appends; from NOTIFY, which each store sends right after its
 * append commits (coalesced; see `announce` for why not inside the append) and receives on one
 * LISTEN connection per store, re-established when it drops; from a quick retry (up to every
 * 200 ms) while the horizon is held back below an event known to be committed; and from a slow
 * fallback poll (default 1 s). So a lost notification or a held-back xmin only delays
 * delivery; it never loses or repeats an event.
 */
import { DatabaseError, Pool, type PoolConfig } from 'pg';
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
import { EventStoreClosedError, EventStoreError, InvalidArgumentError } from './errors';
import { PgListener } from './postgres-listener';
import {
  POSITIONS_PER_TRANSACTION,
  checkPostgresSchema,
  checkSchemaName,
  migratePostgresSchema,
  quoteIdent,
} from './postgres-schema';
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

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface PostgresEventStoreOptions {
  /** Connection string, e.g. `postgres://user:pass@host:5432/db`. */
  readonly url: string;
  /** Schema holding the tables (created if missing). Default `public`. */
  readonly schema?: string;
  /** Clock for `recordedAt` (and migration times); tests inject a fixed one. */
  readonly now?: () => Date;
  /** Run the migrations on start-up (default true); false: only check they have been run. */
  readonly migrate?: boolean;
  /** Pool size (default 10). */
  readonly maxConnections?: number;
  /** Server-side statement_timeout for every pooled connection (default 30 000 ms). */
  readonly statementTimeoutMs?: number;
  /** How long to wait for a connection (default 10 000 ms). */
  readonly connectionTimeoutMs?: number;
  /** Fallback poll of subscriptions when no notification arrives (default 1000 ms). */
  readonly pollIntervalMs?: number;
  /** How long readAll waits for the horizon to pass this instance's own appends (default 2000). */
  readonly readYourWritesTimeoutMs?: number;
  /** Extra node-postgres pool settings (ssl...); the options above take precedence. */
  readonly pool?: Omit<PoolConfig, 'connectionString'>;
}

interface EventRow {
  readonly pos: string;
  readonly stream_id: string;
  readonly version: number;
  readonly type: string;
  readonly data_json: string;
  readonly meta_json: string;
  readonly recorded_at: Date;
}

type AppendKind = 'zero' | 'number' | 'any';

const INT4_MAX = 2 ** 31 - 1;
const MAX_RETRY_DELAY_MS = 200;
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** Bigints come back as strings; positions are always safe integers (a CHECK guarantees it). */
export function parsePosition(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) {
    throw new EventStoreError(`position ${text} is not a safe JavaScript integer`);
  }
  return n;
}

const encodedRow = (row: EventRow): EncodedStoredEvent => ({
  streamId: row.stream_id,
  version: row.version,
  position: parsePosition(row.pos),
  type: row.type,
  data: row.data_json,
  meta: row.meta_json,
  recordedAt: row.recorded_at.toISOString(),
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The SQL of one store, for one schema. Exported for tests that replay an append by hand. */
export function postgresStatements(schema: string) {
  checkSchemaName(schema);
  const s = quoteIdent(schema);
  // Output names differ from the columns on purpose: ORDER BY resolves a bare name to an output
  // column first, and `ORDER BY position` over `position::text AS position` would sort as text
  // ('100000000' < '99999999'). The ORDER BY clauses also name the table's columns explicitly.
  const columns = `e.position::text AS pos, e.stream_id, e.version, e.type,
    e.data::text AS data_json, e.meta::text AS meta_json, e.recorded_at`;
  /** Positions below this are final: every transaction with a lower xid has ended. */
  const horizon = `(SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint
                    * ${POSITIONS_PER_TRANSACTION})`;
  // $1 stream id, $2 batch size, $3 expected version (tested by 'number' only, but named in
  // every variant so that each parameter has a type), $4 recorded_at,
  // $5..$7 types, data, meta.
  const bump: Record<AppendKind, string> = {
    number: `UPDATE ${s}.streams SET version = version + $2::int
             WHERE stream_id = $1 AND version = $3::int RETURNING version`,
    zero: `INSERT INTO ${s}.streams AS st (stream_id, version) VALUES ($1, $2::int)
           ON CONFLICT (stream_id) DO NOTHING RETURNING st.version`,
    any: `INSERT INTO ${s}.streams AS st (stream_id, version) VALUES ($1, $2::int)
          ON CONFLICT (stream_id) DO UPDATE SET version = st.version + $2::int
          RETURNING st.version`,
  };
  const append = (kind: AppendKind): string => `
    WITH bumped AS (${bump[kind]}),
    tx AS (SELECT pg_current_xact_id()::text::bigint * ${POSITIONS_PER_TRANSACTION} AS base),
    inserted AS (
      INSERT INTO ${s}.events (position, stream_id, version, type, data, meta, recorded_at)
      SELECT tx.base + e.ord - 1, $1, bumped.version - $2::int + e.ord, e.type, e.data::json,
             e.meta::json, $4::timestamptz
      FROM bumped, tx,
           unnest($5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS e(type, data, meta, ord)
    )
    SELECT bumped.version, tx.base::text AS base, $3::int AS expected FROM bumped, tx`;
  return {
    append: { number: append('number'), zero: append('zero'), any: append('any') },
    version: `SELECT version FROM ${s}.streams WHERE stream_id = $1`,
    readStream: `SELECT ${columns} FROM ${s}.events AS e
                 WHERE e.stream_id = $1 AND e.version BETWEEN $2 AND $3
                 ORDER BY e.version LIMIT $4`,
    readAll: `SELECT ${columns} FROM ${s}.events AS e
              WHERE e.position > $1::bigint AND e.position < ${horizon}
              ORDER BY e.position LIMIT $2`,
  };
}

/** The NOTIFY channel of a schema (one per schema, so tests on separate schemas do not mix). */
export const notificationChannel = (schema: string): string =>
  schema === 'public' ? 'pratzen_events' : `pratzen_events_${schema}`;

export class PostgresEventStore implements EventStore {
  readonly schema: string;
  private readonly pool: Pool;
  private readonly now: () => Date;
  private readonly sql: ReturnType<typeof postgresStatements>;
  private readonly channel: string;
  private readonly opening: Promise<void>;
  private readonly hub = new SubscriptionHub((after, limit) => this.readSubscribed(after, limit));
  private readonly listener: PgListener;
  private readonly pollIntervalMs: number;
  private readonly readYourWritesTimeoutMs: number;
  private poller: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = 0;
  /** Highest position known to be committed (own appends, notifications). */
  private knownCommitted = 0;
  /** Highest own position not yet announced by NOTIFY (0: none). */
  private toAnnounce = 0;
  private announcingNow = false;
  private announcing: Promise<void> = Promise.resolve();
  private closed = false;

  /** Starts the migrations at once; every call waits for them. Prefer `PostgresEventStore.open`. */
  constructor(options: PostgresEventStoreOptions) {
    this.schema = options.schema ?? 'public';
    checkSchemaName(this.schema);
    if (typeof options.url !== 'string' || options.url === '') {
      throw new InvalidArgumentError('url must be a PostgreSQL connection string');
    }
    this.now = options.now ?? (() => new Date());
    this.sql = postgresStatements(this.schema);
    this.channel = notificationChannel(this.schema);
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.readYourWritesTimeoutMs = options.readYourWritesTimeoutMs ?? 2_000;
    const statementTimeout = options.statementTimeoutMs ?? 30_000;
    const connectionTimeout = options.connectionTimeoutMs ?? 10_000;
    this.pool = new Pool({
      application_name: 'pratzen-event-store',
      idleTimeoutMillis: 30_000,
      ...options.pool,
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      statement_timeout: statementTimeout,
      connectionTimeoutMillis: connectionTimeout,
    });
    // An idle pooled connection that dies (server restart, terminated backend) must not crash
    // the process: the pool drops it and opens a new one on demand.
    this.pool.on('error', (error) => {
      console.error('[event-store] idle PostgreSQL connection failed', error);
    });
    this.listener = new PgListener({
      client: {
        connectionString: options.url,
        ...(options.pool?.ssl !== undefined ? { ssl: options.pool.ssl } : {}),
        application_name: 'pratzen-event-store-listen',
        connectionTimeoutMillis: connectionTimeout,
      },
      channel: this.channel,
      onNotification: (payload) => this.notified(payload),
      onConnected: () => this.wake(),
      onError: (error) =>
        console.error('[event-store] LISTEN connection lost; reconnecting', error),
    });
    const now = this.now;
    this.opening =
      options.migrate === false
        ? checkPostgresSchema(this.pool, this.schema)
        : migratePostgresSchema(this.pool, this.schema, { now }).then(() => undefined);
    // Marks the rejection handled; every call (and ready()) still sees it.
    this.opening.catch(() => undefined);
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
    if (encoded.length > POSITIONS_PER_TRANSACTION) {
      throw new InvalidArgumentError(
        `an append holds at most ${POSITIONS_PER_TRANSACTION} events, got ${encoded.length}`,
      );
    }
    await this.opening;
    this.assertOpen();
    if (encoded.length === 0) {
      const actual = await this.currentVersion(streamId);
      if (expected !== 'any' && expected !== actual) {
        throw new ConcurrencyError(streamId, expected, actual);
      }
      return { version: actual, events: [] };
    }

    const kind: AppendKind = expected === 'any' ? 'any' : expected === 0 ? 'zero' : 'number';
    const recordedAt = this.now().toISOString();
    let row: { version: number; base: string } | undefined;
    try {
      const result = await this.pool.query<{ version: number; base: string }>({
        name: `pratzen_append_${kind}`,
        text: this.sql.append[kind],
        values: [
          streamId,
          encoded.length,
          expected === 'any' ? 0 : expected,
          recordedAt,
          encoded.map((e) => e.type),
          encoded.map((e) => e.data),
          encoded.map((e) => e.meta),
        ],
      });
      row = result.rows[0];
    } catch (error) {
      if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) {
        throw new ConcurrencyError(streamId, expected, await this.currentVersion(streamId));
      }
      if (error instanceof DatabaseError && error.code === CHECK_VIOLATION) {
        throw new EventStoreError(
          `append refused by constraint ${error.constraint ?? '?'}` +
            (error.constraint === 'events_position_js_safe'
              ? ': the cluster is past transaction id 2^41, positions would not be exact'
              : ''),
          { cause: error },
        );
      }
      throw error;
    }
    if (row === undefined) {
      throw new ConcurrencyError(streamId, expected, await this.currentVersion(streamId));
    }
    const base = parsePosition(row.base);
    const first = row.version - encoded.length + 1;
    const stored: EncodedStoredEvent[] = encoded.map((event, i) => ({
      ...event,
      streamId,
      version: first + i,
      position: base + i,
      recordedAt,
    }));
    this.committed(base + encoded.length - 1);
    this.announce(base + encoded.length - 1);
    return { version: row.version, events: stored.map(decodeEvent) };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    checkStreamId(streamId);
    const { fromVersion, toVersion, limit } = streamRange(options);
    await this.opening;
    this.assertOpen();
    // No horizon needed: version n + 1 of a stream can only commit after version n (row lock).
    const { rows } = await this.pool.query<EventRow>({
      name: 'pratzen_read_stream',
      text: this.sql.readStream,
      // Versions are int4: larger bounds are clamped (no stream gets that long).
      values: [
        streamId,
        Math.min(fromVersion, INT4_MAX),
        Math.min(toVersion, INT4_MAX),
        limit ?? null,
      ],
    });
    return rows.map((row) => decodeEvent(encodedRow(row)));
  }

  async streamVersion(streamId: string): Promise<number> {
    this.assertOpen();
    checkStreamId(streamId);
    await this.opening;
    this.assertOpen();
    return this.currentVersion(streamId);
  }

  async readAll(options?: ReadAllOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    const { after, limit } = allRange(options);
    await this.opening;
    const deadline = Date.now() + this.readYourWritesTimeoutMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      const rows = await this.readAllNow(after, limit);
      if (!this.heldBack(rows, after, limit) || Date.now() >= deadline) {
        return rows.map(decodeEvent);
      }
      await sleep(pause);
    }
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
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.poller = this.retryTimer = null;
    await this.opening.catch(() => undefined);
    await this.announcing;
    await this.listener.close();
    await this.pool.end();
  }

  /** For tests: the server pid of the LISTEN connection (undefined while disconnected). */
  get listenerBackendPid(): number | undefined {
    return this.listener.backendPid;
  }

  private async currentVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ version: number }>({
      name: 'pratzen_stream_version',
      text: this.sql.version,
      values: [streamId],
    });
    return rows[0]?.version ?? 0;
  }

  private async readAllNow(
    after: number,
    limit: number | undefined,
  ): Promise<EncodedStoredEvent[]> {
    this.assertOpen();
    const { rows } = await this.pool.query<EventRow>({
      name: 'pratzen_read_all',
      text: this.sql.readAll,
      values: [after, limit ?? null],
    });
    return rows.map(encodedRow);
  }

  /** True when a read stopped short of an event known to be committed: the xmin is held back. */
  private heldBack(
    rows: readonly EncodedStoredEvent[],
    after: number,
    limit: number | undefined,
  ): boolean {
    if (limit !== undefined && rows.length >= limit) return false;
    const reached = rows[rows.length - 1]?.position ?? after;
    return reached < this.knownCommitted;
  }

  /** The hub's reader: never waits, but asks for a quick re-read while the horizon lags. */
  private async readSubscribed(after: number, limit: number): Promise<StoredEvent[]> {
    await this.opening;
    const rows = await this.readAllNow(after, limit);
    if (this.heldBack(rows, after, limit)) this.scheduleRetry();
    else this.retryDelayMs = 0;
    return rows.map(decodeEvent);
  }

  private startLive(): void {
    this.listener.start();
    if (this.poller) return;
    this.poller = setInterval(() => this.wake(), this.pollIntervalMs);
    this.poller.unref();
  }

  private committed(position: number): void {
    if (position > this.knownCommitted) this.knownCommitted = position;
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

  /**
   * Tells every store listening on this schema (other nodes included) that `position` is
   * committed. Sent after the commit, in its own statement, and coalesced: while one NOTIFY is in
   * flight, later appends only raise the position the next one will carry. (A NOTIFY inside the
   * append would take PostgreSQL's database-wide notify lock through the commit's WAL flush and
   * serialise every append's commit; measured about 4x slower with 32 writers.) A notification
   * lost to a crash or an error only delays other nodes until their fallback poll.
   */
  private announce(position: number): void {
    if (position > this.toAnnounce) this.toAnnounce = position;
    if (this.announcingNow) return;
    this.announcingNow = true;
    this.announcing = (async () => {
      try {
        // close() waits for this loop before ending the pool, so the last position goes out too.
        while (this.toAnnounce > 0) {
          const payload = String(this.toAnnounce);
          this.toAnnounce = 0;
          await this.pool
            .query({
              name: 'pratzen_notify',
              text: 'SELECT pg_notify($1, $2)',
              values: [this.channel, payload],
            })
            .catch((error: unknown) => {
              if (!this.closed) console.error('[event-store] NOTIFY failed', error);
            });
        }
      } finally {
        this.announcingNow = false;
      }
    })();
  }

  /** Re-read soon (2 ms, doubling up to 200 ms) while the horizon is held back. */
  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryDelayMs = Math.min(
      Math.max(this.retryDelayMs * 2, 2),
      Math.min(MAX_RETRY_DELAY_MS, this.pollIntervalMs),
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.wake();
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
