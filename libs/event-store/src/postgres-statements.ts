/**
 * The SQL of the PostgreSQL event store, for one schema, and the decoding of the rows it reads.
 * Text only, no I/O: the store runs these as named prepared statements.
 */
import type { ExpectedVersion } from './event-store';
import { HORIZON_SQL, TRANSACTION_BASE_SQL, parsePosition } from './postgres-position';
import { checkSchemaName, quoteIdent } from './postgres-schema';
import type { EncodedStoredEvent } from './validate';

/** Which variant of the append statement an expected version needs. */
export type AppendKind = 'zero' | 'number' | 'any';

export type PostgresStatements = ReturnType<typeof postgresStatements>;

/** A row of `readStream` / `readAll`. */
export interface EventRow {
  readonly pos: string;
  readonly stream_id: string;
  readonly version: number;
  readonly type: string;
  readonly data_json: string;
  readonly meta_json: string;
  readonly recorded_at: Date;
}

export const appendKindOf = (expected: ExpectedVersion): AppendKind =>
  expected === 'any' ? 'any' : expected === 0 ? 'zero' : 'number';

export const encodedRow = (row: EventRow): EncodedStoredEvent => ({
  streamId: row.stream_id,
  version: row.version,
  position: parsePosition(row.pos),
  type: row.type,
  data: row.data_json,
  meta: row.meta_json,
  recordedAt: row.recorded_at.toISOString(),
});

/** The SQL of one store, for one schema. Exported for tests that replay an append by hand. */
export function postgresStatements(schema: string) {
  checkSchemaName(schema);
  const s = quoteIdent(schema);
  // Output names differ from the columns on purpose: ORDER BY resolves a bare name to an output
  // column first, and `ORDER BY position` over `position::text AS position` would sort as text
  // ('100000000' < '99999999'). The ORDER BY clauses also name the table's columns explicitly.
  const columns = `e.position::text AS pos, e.stream_id, e.version, e.type,
    e.data::text AS data_json, e.meta::text AS meta_json, e.recorded_at`;
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
    tx AS (SELECT ${TRANSACTION_BASE_SQL} AS base),
    inserted AS (
      INSERT INTO ${s}.events (position, stream_id, version, type, data, meta, recorded_at)
      SELECT tx.base + e.ord - 1, $1, bumped.version - $2::int + e.ord, e.type, e.data::json,
             e.meta::json, $4::timestamptz
      FROM bumped, tx,
           unnest($5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS e(type, data, meta, ord)
    )
    SELECT bumped.version, tx.base::text AS base, $3::int AS expected FROM bumped, tx`;
  // Group commit (postgres-group.ts): many appends, each to a different stream, in ONE statement.
  // $1 stream ids, $2 batch sizes, $3 expected versions (-1: 'any', 0: new stream, n: exactly n),
  // $4 offset of each append's first event in the transaction's slot (appends take consecutive
  // ranges), $5 recorded_at; per event: $6 its append's ordinal (1-based), $7 its index in that
  // append (1-based), $8..$10 types, data, meta. Each append's version check is exactly the one
  // of the single-append statement (its own CTE per kind, so a stale expected version only
  // leaves that append without a `version`). Returns one row per append, in input order, with
  // `version` NULL for a conflict; `base` is the transaction's slot.
  const appendGroup = `
    WITH input AS (
      SELECT a.stream_id, a.n, a.expected, a.off, a.ord
      FROM unnest($1::text[], $2::int[], $3::int[], $4::int[])
           WITH ORDINALITY AS a(stream_id, n, expected, off, ord)
    ),
    updated AS (
      UPDATE ${s}.streams AS st SET version = st.version + i.n
      FROM input AS i
      WHERE i.expected > 0 AND st.stream_id = i.stream_id AND st.version = i.expected
      RETURNING i.ord, st.version
    ),
    created AS (
      INSERT INTO ${s}.streams AS st (stream_id, version)
      SELECT i.stream_id, i.n FROM input AS i WHERE i.expected = 0 ORDER BY i.stream_id
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING st.stream_id, st.version
    ),
    upserted AS (
      INSERT INTO ${s}.streams AS st (stream_id, version)
      SELECT i.stream_id, i.n FROM input AS i WHERE i.expected < 0 ORDER BY i.stream_id
      ON CONFLICT (stream_id) DO UPDATE SET version = st.version + excluded.version
      RETURNING st.stream_id, st.version
    ),
    bumped AS (
      SELECT u.ord, u.version FROM updated AS u
      UNION ALL
      SELECT i.ord, c.version FROM created AS c JOIN input AS i ON i.stream_id = c.stream_id
      UNION ALL
      SELECT i.ord, p.version FROM upserted AS p JOIN input AS i ON i.stream_id = p.stream_id
    ),
    tx AS (SELECT ${TRANSACTION_BASE_SQL} AS base),
    inserted AS (
      INSERT INTO ${s}.events (position, stream_id, version, type, data, meta, recorded_at)
      SELECT tx.base + i.off + e.k - 1, i.stream_id, b.version - i.n + e.k, e.type, e.data::json,
             e.meta::json, $5::timestamptz
      FROM unnest($6::int[], $7::int[], $8::text[], $9::text[], $10::text[])
             AS e(a, k, type, data, meta)
      JOIN input AS i ON i.ord = e.a
      JOIN bumped AS b ON b.ord = e.a
      CROSS JOIN tx
    )
    SELECT i.ord::int AS ord, b.version, tx.base::text AS base
    FROM input AS i LEFT JOIN bumped AS b ON b.ord = i.ord CROSS JOIN tx
    ORDER BY i.ord`;
  return {
    append: { number: append('number'), zero: append('zero'), any: append('any') },
    appendGroup,
    version: `SELECT version FROM ${s}.streams WHERE stream_id = $1`,
    readStream: `SELECT ${columns} FROM ${s}.events AS e
                 WHERE e.stream_id = $1 AND e.version BETWEEN $2 AND $3
                 ORDER BY e.version LIMIT $4`,
    readAll: `SELECT ${columns} FROM ${s}.events AS e
              WHERE e.position > $1::bigint AND e.position < ${HORIZON_SQL}
              ORDER BY e.position LIMIT $2`,
  };
}
