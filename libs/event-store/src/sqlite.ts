/**
 * SQLite EventStore on better-sqlite3: one file, WAL, versioned schema (see sqlite-schema.ts).
 *
 * better-sqlite3 is synchronous, so each call does its work before returning its (already
 * settled) promise: no awaits in the hot path, and an append is committed when the call
 * returns. Subscriptions are notified of appends made through *this instance* only; fan-out
 * across processes and API nodes comes later through Redis pub/sub. Another process's appends
 * are still delivered, in order, the next time this instance is notified (subscriptions re-read
 * the table; they never trust the notification's content).
 */
import type { Database, Statement, Transaction } from 'better-sqlite3';
import type {
  AppendOptions,
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
import { BackgroundCheckpointer } from './sqlite-checkpoint';
import { type SqliteSynchronous, isInMemory, migrate, openDatabase } from './sqlite-schema';
import { isUniqueViolation } from './sqlite-errors';
import { type AppendedEvent, type EventHandler, SubscriptionHub } from './subscription-hub';
import {
  type EncodedEvent,
  type EncodedStoredEvent,
  allRange,
  checkExpectedVersion,
  checkStreamId,
  decodeEvent,
  deepFreeze,
  encodeEvents,
  streamRange,
  versionMatches,
} from './validate';

export interface SqliteEventStoreOptions {
  /** Clock for `recordedAt` (and migration times); tests inject a fixed one. */
  readonly now?: () => Date;
  /** 'NORMAL' (default) survives a killed process; 'FULL' also survives power loss, slower. */
  readonly synchronous?: SqliteSynchronous;
  /** How long to wait for another connection's write lock before failing (default 5000 ms). */
  readonly busyTimeoutMs?: number;
  /**
   * Group commit (default true): the appends made in the same turn of the event loop, to any
   * streams, are committed in one IMMEDIATE transaction at the end of that turn (setImmediate).
   * Each is still checked against its own expected version, in a savepoint of its own: a
   * conflict fails only that append. Every promise settles after the shared COMMIT, so nothing
   * is acknowledged before it is durable. False: each append is its own transaction, committed
   * before the call returns.
   */
  readonly groupCommit?: boolean;
}

/** An append waiting for its group's commit. */
interface PendingAppend {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly encoded: readonly EncodedEvent[];
  /** The caller's events, when it takes them back as they are (`copies: false`). */
  readonly given: readonly NewEvent[] | null;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** An append of a committed group: stored (its result), or failed alone. */
type Settled =
  | { readonly p: PendingAppend; readonly appended: Appended; readonly result: AppendResult }
  | { readonly p: PendingAppend; readonly error: unknown };

interface EventRow {
  readonly position: number;
  readonly stream_id: string;
  readonly version: number;
  readonly type: string;
  readonly data: string;
  readonly meta: string;
  readonly recorded_at: string;
}

interface Appended {
  readonly version: number;
  readonly events: readonly EncodedStoredEvent[];
}

const COLUMNS = 'position, stream_id, version, type, data, meta, recorded_at';
/** SQLite reads a negative LIMIT as "no limit". */
const NO_LIMIT = -1;

const decodeRow = (row: EventRow): StoredEvent =>
  decodeEvent({
    streamId: row.stream_id,
    version: row.version,
    position: row.position,
    type: row.type,
    data: row.data,
    meta: row.meta,
    recordedAt: row.recorded_at,
  });

/**
 * What an append resolves to: its events decoded from what was stored, or (`copies: false`)
 * with the caller's own data and meta, which that text encodes.
 */
function resultOf(appended: Appended, given: readonly NewEvent[] | null): AppendResult {
  if (given === null)
    return { version: appended.version, events: appended.events.map(decodeEvent) };
  return {
    version: appended.version,
    events: appended.events.map((e, i) => {
      const event = given[i] as NewEvent;
      return Object.freeze({
        streamId: e.streamId,
        version: e.version,
        position: e.position,
        type: e.type,
        data: deepFreeze(event.data),
        meta: deepFreeze(event.meta),
        recordedAt: e.recordedAt,
      });
    }),
  };
}

/** What the hub gets of an append: the stored text, and the shared events of a `copies: false` one. */
function toHub(appended: Appended, result: AppendResult, given: readonly NewEvent[] | null) {
  if (given === null) return appended.events;
  return appended.events.map((e, i): AppendedEvent => ({ ...e, shared: result.events[i] }));
}

export class SqliteEventStore implements EventStore {
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly hub = new SubscriptionHub((after, limit) => this.readAllNow(after, limit));
  private closed = false;
  /** Null for ':memory:' (no WAL). */
  private readonly checkpointer: BackgroundCheckpointer | null;

  // Prepared once, reused for every call.
  private readonly selectVersion: Statement<[string], number>;
  private readonly insertEvent: Statement<[string, number, string, string, string, string]>;
  private readonly selectStream: Statement<[string, number, number, number], EventRow>;
  private readonly selectAll: Statement<[number, number], EventRow>;
  private readonly selectOne: Statement<[], number>;
  private readonly appendTx: Transaction<SqliteEventStore['appendInTransaction']>;
  private readonly groupTx: Transaction<SqliteEventStore['appendGroup']>;
  private readonly groupCommit: boolean;
  /** Appends of this turn of the event loop, committed together by `flush`. */
  private pending: PendingAppend[] = [];

  /** `file` is a path (parent folders are created) or ':memory:'. */
  constructor(
    readonly file: string,
    options: SqliteEventStoreOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.groupCommit = options.groupCommit ?? true;
    const synchronous = options.synchronous ?? 'NORMAL';
    this.db = openDatabase(file, {
      synchronous,
      busyTimeoutMs: options.busyTimeoutMs ?? 5000,
    });
    try {
      migrate(this.db, this.now);
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.selectVersion = this.db
      .prepare<[string], number>('SELECT COALESCE(MAX(version), 0) FROM events WHERE stream_id = ?')
      .pluck();
    this.insertEvent = this.db.prepare(
      'INSERT INTO events (stream_id, version, type, data, meta, recorded_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.selectStream = this.db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND version BETWEEN ? AND ?
       ORDER BY version LIMIT ?`,
    );
    this.selectAll = this.db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    );
    this.selectOne = this.db.prepare<[], number>('SELECT 1').pluck();
    this.appendTx = this.db.transaction(this.appendInTransaction.bind(this));
    this.groupTx = this.db.transaction(this.appendGroup.bind(this));
    this.checkpointer = isInMemory(file)
      ? null
      : new BackgroundCheckpointer(this.db, file, synchronous);
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    this.assertOpen();
    checkStreamId(streamId);
    const expected = options.expectedVersion;
    checkExpectedVersion(expected);
    const encoded = encodeEvents(events);
    const given = options.copies === false ? events : null;
    if (this.groupCommit) {
      return new Promise<AppendResult>((resolve, reject) => {
        if (this.pending.length === 0) setImmediate(() => this.flush());
        this.pending.push({ streamId, expected, encoded, given, resolve, reject });
      });
    }
    let appended: Appended;
    try {
      // IMMEDIATE takes the write lock before the version is read, so no other connection can
      // commit between the check and the inserts.
      appended = this.appendTx.immediate(streamId, expected, encoded, this.now().toISOString());
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConcurrencyError(streamId, expected, this.selectVersion.get(streamId) ?? 0);
      }
      throw error;
    }
    const result = resultOf(appended, given);
    if (appended.events.length > 0) {
      this.hub.notify(toHub(appended, result, given));
      this.checkpointer?.appended();
    }
    return result;
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly StoredEvent[]> {
    this.assertOpen();
    checkStreamId(streamId);
    const { fromVersion, toVersion, limit } = streamRange(options);
    return this.selectStream
      .all(streamId, fromVersion, toVersion, limit ?? NO_LIMIT)
      .map(decodeRow);
  }

  async streamVersion(streamId: string): Promise<number> {
    this.assertOpen();
    checkStreamId(streamId);
    return this.selectVersion.get(streamId) ?? 0;
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
    if (this.closed) return { ok: false, detail: 'closed' };
    try {
      this.selectOne.get();
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // Appends already accepted are committed (and settled) before the store closes.
    this.flush();
    this.closed = true;
    this.hub.closeAll();
    await this.checkpointer?.close();
    this.db.close();
  }

  /**
   * Commits this turn's appends in one IMMEDIATE transaction, each in a savepoint (the nested
   * `appendTx`), then settles them: the conflicts rejected, the others resolved and notified.
   */
  private flush(): void {
    const group = this.pending;
    if (group.length === 0) return;
    this.pending = [];
    if (this.closed) {
      for (const p of group) p.reject(new EventStoreClosedError());
      return;
    }
    let outcomes: (Appended | { readonly error: unknown })[];
    try {
      outcomes = this.groupTx.immediate(group, this.now().toISOString());
    } catch (error) {
      // Nothing of the group was committed.
      for (const p of group) p.reject(error);
      return;
    }
    const settled = group.map((p, i): Settled => {
      const outcome = outcomes[i] as Appended | { readonly error: unknown };
      return 'events' in outcome
        ? { p, appended: outcome, result: resultOf(outcome, p.given) }
        : { p, error: outcome.error };
    });
    const stored: AppendedEvent[] = [];
    for (const s of settled)
      if ('result' in s) stored.push(...toHub(s.appended, s.result, s.p.given));
    if (stored.length > 0) {
      this.hub.notify(stored);
      this.checkpointer?.appended();
    }
    for (const s of settled) {
      if ('result' in s) {
        s.p.resolve(s.result);
        continue;
      }
      const { p, error } = s;
      p.reject(
        isUniqueViolation(error)
          ? new ConcurrencyError(p.streamId, p.expected, this.selectVersion.get(p.streamId) ?? 0)
          : error,
      );
    }
  }

  /** The group's appends inside one transaction; each one's failure rolls back its savepoint only. */
  private appendGroup(
    group: readonly PendingAppend[],
    recordedAt: string,
  ): (Appended | { readonly error: unknown })[] {
    return group.map((p) => {
      try {
        return this.appendTx(p.streamId, p.expected, p.encoded, recordedAt);
      } catch (error) {
        return { error };
      }
    });
  }

  private appendInTransaction(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly EncodedEvent[],
    recordedAt: string,
  ): Appended {
    const actual = this.selectVersion.get(streamId) ?? 0;
    // Thrown inside the transaction: better-sqlite3 rolls back, nothing of the batch is kept.
    if (!versionMatches(expected, actual)) throw new ConcurrencyError(streamId, expected, actual);
    const stored = events.map((event, i) => {
      const version = actual + 1 + i;
      const { lastInsertRowid } = this.insertEvent.run(
        streamId,
        version,
        event.type,
        event.data,
        event.meta,
        recordedAt,
      );
      return { ...event, streamId, version, position: Number(lastInsertRowid), recordedAt };
    });
    return { version: actual + events.length, events: stored };
  }

  private readAllNow(after: number, limit: number | undefined): StoredEvent[] {
    this.assertOpen();
    return this.selectAll.all(after, limit ?? NO_LIMIT).map(decodeRow);
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
