/**
 * The PostgreSQL store's reads: a stream by version, the global log after a position (bounded
 * by the horizon in its SQL; postgres-horizon.ts handles a horizon held back), a stream's version.
 */
import type { Pool } from 'pg';
import { type EventRow, type PostgresStatements, encodedRow } from './postgres-statements';
import type { EncodedStoredEvent, StreamRange } from './validate';

/** Where a store's statements run. */
export interface PgStore {
  readonly pool: Pool;
  readonly sql: PostgresStatements;
}

const INT4_MAX = 2 ** 31 - 1;

/** The stream's version as committed now (0: no stream). */
export async function currentVersion(db: PgStore, streamId: string): Promise<number> {
  const { rows } = await db.pool.query<{ version: number }>({
    name: 'pratzen_stream_version',
    text: db.sql.version,
    values: [streamId],
  });
  return rows[0]?.version ?? 0;
}

export async function readStreamRows(
  db: PgStore,
  streamId: string,
  { fromVersion, toVersion, limit }: StreamRange,
): Promise<EncodedStoredEvent[]> {
  // No horizon needed: version n + 1 of a stream can only commit after version n (row lock).
  const { rows } = await db.pool.query<EventRow>({
    name: 'pratzen_read_stream',
    text: db.sql.readStream,
    // Versions are int4: larger bounds are clamped (no stream gets that long).
    values: [
      streamId,
      Math.min(fromVersion, INT4_MAX),
      Math.min(toVersion, INT4_MAX),
      limit ?? null,
    ],
  });
  return rows.map(encodedRow);
}

/** Up to `limit` events after `after`, below the horizon: never waits for it. */
export async function readAllRows(
  db: PgStore,
  after: number,
  limit: number | undefined,
): Promise<EncodedStoredEvent[]> {
  const { rows } = await db.pool.query<EventRow>({
    name: 'pratzen_read_all',
    text: db.sql.readAll,
    values: [after, limit ?? null],
  });
  return rows.map(encodedRow);
}
