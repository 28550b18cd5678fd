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
  return {
    append: { number: append('number'), zero: append('zero'), any: append('any') },
    version: `SELECT version FROM ${s}.streams WHERE stream_id = $1`,
    readStream: `SELECT ${columns} FROM ${s}.events AS e
                 WHERE e.stream_id = $1 AND e.version BETWEEN $2 AND $3
                 ORDER BY e.version LIMIT $4`,
    readAll: `SELECT ${columns} FROM ${s}.events AS e
              WHERE e.position > $1::bigint AND e.position < ${HORIZON_SQL}
              ORDER BY e.position LIMIT $2`,
  };
}
