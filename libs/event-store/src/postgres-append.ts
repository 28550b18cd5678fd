/**
 * The PostgreSQL append path: one statement per append (postgres.ts explains the optimistic
 * concurrency it relies on), and the mapping of its failures to the port's errors.
 */
import { DatabaseError } from 'pg';
import { ConcurrencyError, type ExpectedVersion } from './event-store';
import { EventStoreError } from './errors';
import { parsePosition } from './postgres-position';
import { type PgStore, currentVersion } from './postgres-read';
import { appendKindOf } from './postgres-statements';
import type { EncodedEvent, EncodedStoredEvent } from './validate';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** What one append stored. */
export interface AppendedBatch {
  /** The stream's version after the append. */
  readonly version: number;
  /** The events as stored, positions ascending without gaps. */
  readonly events: readonly EncodedStoredEvent[];
  /** Position of the batch's last event. */
  readonly lastPosition: number;
}

/** An append of no events writes nothing: it only checks the expected version. */
export async function checkVersionOnly(
  db: PgStore,
  streamId: string,
  expected: ExpectedVersion,
): Promise<number> {
  const actual = await currentVersion(db, streamId);
  if (expected !== 'any' && expected !== actual) {
    throw new ConcurrencyError(streamId, expected, actual);
  }
  return actual;
}

/**
 * Appends a non-empty batch (at most POSITIONS_PER_TRANSACTION events) in one statement.
 * ConcurrencyError when the expected version does not hold.
 */
export async function appendBatch(
  db: PgStore,
  streamId: string,
  expected: ExpectedVersion,
  encoded: readonly EncodedEvent[],
  recordedAt: string,
): Promise<AppendedBatch> {
  const kind = appendKindOf(expected);
  let row: { version: number; base: string } | undefined;
  try {
    const result = await db.pool.query<{ version: number; base: string }>({
      name: `pratzen_append_${kind}`,
      text: db.sql.append[kind],
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
      throw new ConcurrencyError(streamId, expected, await currentVersion(db, streamId));
    }
    throw refusalOf(error);
  }
  if (row === undefined) {
    throw new ConcurrencyError(streamId, expected, await currentVersion(db, streamId));
  }
  const base = parsePosition(row.base);
  const first = row.version - encoded.length + 1;
  const events: EncodedStoredEvent[] = encoded.map((event, i) => ({
    ...event,
    streamId,
    version: first + i,
    position: base + i,
    recordedAt,
  }));
  return { version: row.version, events, lastPosition: base + encoded.length - 1 };
}

/** A constraint refusing the append, explained; any other error as it is. */
export function refusalOf(error: unknown): unknown {
  if (error instanceof DatabaseError && error.code === CHECK_VIOLATION) {
    return new EventStoreError(
      `append refused by constraint ${error.constraint ?? '?'}` +
        (error.constraint === 'events_position_js_safe'
          ? ': the cluster is past transaction id 2^41, positions would not be exact'
          : ''),
      { cause: error },
    );
  }
  return error;
}
