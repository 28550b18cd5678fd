/**
 * Group commit for the PostgreSQL store (PG_GROUP_COMMIT, on by default).
 *
 * Appends are queued; at the end of the event-loop turn (setImmediate), or as soon as the group
 * in flight has committed, the queued appends to distinct streams (up to `maxAppends` appends
 * and 4096 events: one transaction's position slot) are written by ONE statement
 * (`appendGroup` in postgres-statements.ts), committed once. So N concurrent appends cost one
 * round trip and one WAL flush instead of N of each, and the pool's other connections stay free
 * for reads. While a group commits, the next one gathers (one group in flight at a time).
 *
 * Every append is still checked against its own expected version, by the same conditional
 * UPDATE / INSERT as a single append: a stale one simply writes nothing and fails alone with
 * ConcurrencyError (its actual version read after the commit). Nothing is acknowledged before
 * the group's COMMIT has returned. The statement is atomic: when it fails, nothing of the group
 * is written, and
 *  - if the failure is one a single append can cause (SQLSTATE class 22 data exception, class 23
 *    integrity violation such as a (stream_id, version) collision, a deadlock with another node's
 *    group, a serialization failure), the group's appends are retried one by one, each in its
 *    own transaction, so only the culprit fails;
 *  - otherwise (the COMMIT failed, the connection dropped, a timeout) every append of the group
 *    is rejected with that error.
 * That is what a savepoint per append would give, without a SAVEPOINT/RELEASE round trip per
 * append or subtransaction ids (more than 64 in one transaction overflow PostgreSQL's per-backend
 * cache and slow every snapshot on the server).
 *
 * Order: appends to one stream are written in the order they were made: a group holds at most
 * one append per stream, and an append waits while an earlier one to its stream is queued or in
 * flight. A group of one append runs the plain single-append statement (a lone writer pays
 * nothing but one setImmediate).
 */
import { DatabaseError } from 'pg';
import type { ExpectedVersion } from './event-store';
import { ConcurrencyError } from './event-store';
import { EventStoreClosedError } from './errors';
import { type AppendedBatch, appendBatch, refusalOf } from './postgres-append';
import { parsePosition } from './postgres-position';
import { type PgStore, currentVersion } from './postgres-read';
import { POSITIONS_PER_TRANSACTION } from './postgres-schema';
import type { EncodedEvent, EncodedStoredEvent } from './validate';

/** An append waiting for its group. */
interface Queued {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly encoded: readonly EncodedEvent[];
  readonly resolve: (appended: AppendedBatch) => void;
  readonly reject: (error: unknown) => void;
}

interface GroupRow {
  readonly ord: number;
  readonly version: number | null;
  readonly base: string;
}

export interface GroupCommitOptions {
  /** Most appends in one group (default 256). */
  readonly maxAppends?: number;
  /** Called once per committed group with its highest position (horizon, wake-ups, NOTIFY). */
  readonly committed: (lastPosition: number) => void;
  /** The clock for `recordedAt` (one reading per group). */
  readonly now: () => Date;
}

/** Failures one append can cause: the group is retried append by append. */
const isPerAppendFailure = (error: unknown): boolean =>
  error instanceof DatabaseError &&
  typeof error.code === 'string' &&
  (error.code.startsWith('22') ||
    error.code.startsWith('23') ||
    error.code === '40P01' ||
    error.code === '40001');

export class PgGroupCommitter {
  private queue: Queued[] = [];
  private scheduled = false;
  private inFlight: Promise<void> | null = null;
  /** Streams of the group in flight: their next appends wait for it. */
  private busy = new Set<string>();
  private readonly maxAppends: number;
  private closed = false;
  /** Groups committed and appends written through them (for tests and the benchmark). */
  readonly stats = { groups: 0, appends: 0, largest: 0 };

  constructor(
    private readonly db: PgStore,
    private readonly options: GroupCommitOptions,
  ) {
    this.maxAppends = options.maxAppends ?? 256;
  }

  /** Queues a non-empty, size-checked batch; settles after the commit of its group. */
  append(
    streamId: string,
    expected: ExpectedVersion,
    encoded: readonly EncodedEvent[],
  ): Promise<AppendedBatch> {
    if (this.closed) return Promise.reject(new EventStoreClosedError());
    return new Promise<AppendedBatch>((resolve, reject) => {
      this.queue.push({ streamId, expected, encoded, resolve, reject });
      if (!this.scheduled && this.inFlight === null) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
  }

  /** Writes every queued append (waiting for the group in flight), then refuses new ones. */
  async close(): Promise<void> {
    while (this.inFlight !== null || this.queue.length > 0) {
      if (this.inFlight === null) this.flush();
      await this.inFlight;
    }
    this.closed = true;
  }

  /** Starts the next group unless one is in flight. */
  private flush(): void {
    if (this.inFlight !== null || this.queue.length === 0) return;
    const group = this.takeGroup();
    for (const q of group) this.busy.add(q.streamId);
    this.inFlight = this.run(group)
      // Never expected (run settles every append itself); a promise settles once, so this only
      // reaches appends left unsettled.
      .catch((error: unknown) => {
        for (const q of group) q.reject(error);
      })
      .finally(() => {
        this.busy.clear();
        this.inFlight = null;
        this.flush();
      });
  }

  /** The queued appends that can go together, oldest first; the others stay queued, in order. */
  private takeGroup(): Queued[] {
    const group: Queued[] = [];
    const left: Queued[] = [];
    // A stream whose earlier append is in the group or left behind keeps its later ones back.
    const held = new Set<string>();
    let events = 0;
    for (const q of this.queue) {
      const fits =
        group.length < this.maxAppends && events + q.encoded.length <= POSITIONS_PER_TRANSACTION;
      if (!held.has(q.streamId) && !this.busy.has(q.streamId) && fits) {
        group.push(q);
        events += q.encoded.length;
      } else {
        left.push(q);
      }
      held.add(q.streamId);
    }
    this.queue = left;
    return group;
  }

  private async run(group: readonly Queued[]): Promise<void> {
    const recordedAt = this.options.now().toISOString();
    if (group.length === 1) {
      await this.runAlone(group[0] as Queued, recordedAt);
      return;
    }
    // In stream order, so that two nodes' groups over the same streams lock their rows in the
    // same order (a deadlock would only cost a retry, one by one, after deadlock_timeout).
    const ordered = [...group].sort((a, b) => (a.streamId < b.streamId ? -1 : 1));
    let rows: GroupRow[];
    try {
      rows = await this.write(ordered, recordedAt);
    } catch (error) {
      if (isPerAppendFailure(error)) {
        // Nothing was written: each append again, on its own, so only the culprit fails.
        await Promise.all(ordered.map((q) => this.runAlone(q, recordedAt)));
      } else {
        const refusal = refusalOf(error);
        for (const q of group) q.reject(refusal);
      }
      return;
    }
    this.settle(ordered, rows, recordedAt);
  }

  /** One append in its own transaction (the single-append statement). */
  private async runAlone(q: Queued, recordedAt: string): Promise<void> {
    try {
      const appended = await appendBatch(this.db, q.streamId, q.expected, q.encoded, recordedAt);
      this.options.committed(appended.lastPosition);
      this.count(1);
      q.resolve(appended);
    } catch (error) {
      q.reject(error);
    }
  }

  private async write(group: readonly Queued[], recordedAt: string): Promise<GroupRow[]> {
    const offsets: number[] = [];
    const ordinals: number[] = [];
    const indexes: number[] = [];
    const types: string[] = [];
    const data: string[] = [];
    const meta: string[] = [];
    let offset = 0;
    group.forEach((q, a) => {
      offsets.push(offset);
      offset += q.encoded.length;
      q.encoded.forEach((e, k) => {
        ordinals.push(a + 1);
        indexes.push(k + 1);
        types.push(e.type);
        data.push(e.data);
        meta.push(e.meta);
      });
    });
    const result = await this.db.pool.query<GroupRow>({
      name: 'pratzen_append_group',
      text: this.db.sql.appendGroup,
      values: [
        group.map((q) => q.streamId),
        group.map((q) => q.encoded.length),
        group.map((q) => (q.expected === 'any' ? -1 : q.expected)),
        offsets,
        recordedAt,
        ordinals,
        indexes,
        types,
        data,
        meta,
      ],
    });
    return result.rows;
  }

  /** After the COMMIT: the written appends resolved, the conflicts rejected with their version. */
  private settle(group: readonly Queued[], rows: readonly GroupRow[], recordedAt: string): void {
    let last = -1;
    let offset = 0;
    const byOrdinal = new Map(rows.map((row) => [row.ord, row]));
    const appended = group.map((q, a): AppendedBatch | null => {
      const start = offset;
      offset += q.encoded.length;
      const row = byOrdinal.get(a + 1);
      if (row === undefined || row.version === null) return null;
      const base = parsePosition(row.base) + start;
      const firstVersion = row.version - q.encoded.length + 1;
      const events: EncodedStoredEvent[] = q.encoded.map((event, i) => ({
        ...event,
        streamId: q.streamId,
        version: firstVersion + i,
        position: base + i,
        recordedAt,
      }));
      const lastPosition = base + q.encoded.length - 1;
      if (lastPosition > last) last = lastPosition;
      return { version: row.version, events, lastPosition };
    });
    if (last >= 0) this.options.committed(last);
    this.count(appended.filter((x) => x !== null).length, group.length);
    group.forEach((q, a) => {
      const done = appended[a];
      if (done) q.resolve(done);
    });
    group.forEach((q, a) => {
      if (appended[a]) return;
      currentVersion(this.db, q.streamId).then(
        (actual) => q.reject(new ConcurrencyError(q.streamId, q.expected, actual)),
        (error: unknown) => q.reject(error),
      );
    });
  }

  private count(appends: number, groupSize = 1): void {
    this.stats.groups += 1;
    this.stats.appends += appends;
    if (groupSize > this.stats.largest) this.stats.largest = groupSize;
  }
}
