/**
 * The PostgreSQL event store's schema: versioned migrations, applied at start-up (or on their own
 * through `migratePostgresSchema`, e.g. from a deploy command) in one transaction under a
 * transaction-scoped advisory lock, so several API nodes starting together on one database apply
 * each migration exactly once and the losers simply find them done.
 *
 * Every table lives in one schema (default `public`; tests use a throw-away schema each), and
 * every statement names it explicitly: nothing depends on the connection's search_path.
 */
import { type ClientBase, Pool } from 'pg';
import { EventStoreError, InvalidArgumentError, SchemaVersionError } from './errors';

export interface PgMigration {
  readonly version: number;
  readonly name: string;
  /** The SQL, given the already-quoted schema name. */
  readonly sql: (schema: string) => string;
}

/** Events of one append share a transaction id; a batch holds at most this many events. */
export const POSITIONS_PER_TRANSACTION = 4096;

/** Append-only: never edit a shipped migration, add the next one. */
export const PG_MIGRATIONS: readonly PgMigration[] = [
  {
    version: 1,
    name: 'create streams and events',
    // streams: one row per stream holding its current version. Appends lock that row (upsert or
    // conditional UPDATE), which serialises writers of one stream inside the database and makes
    // the expected-version check and the version bump a single atomic step.
    //
    // events: one row per event. position = xid of the writing transaction * 4096 + index in
    // the batch (see postgres.ts for why), capped at 2^53 - 1 so it is always a safe JS number:
    // a cluster past xid 2^41 gets a check violation (reported clearly) rather than silently
    // rounded positions. UNIQUE (stream_id, version) is the database's second guard behind the
    // streams row lock, and its index serves every stream read. data/meta are `json`, not
    // `jsonb`: json keeps the text exactly as written (key order, numbers, "\u0000" escapes, which
    // jsonb refuses), and the store only ever reads it back whole.
    sql: (s) => `
      CREATE TABLE ${s}.streams (
        stream_id text    PRIMARY KEY,
        version   integer NOT NULL CHECK (version > 0)
      );
      CREATE TABLE ${s}.events (
        position    bigint      NOT NULL,
        stream_id   text        NOT NULL,
        version     integer     NOT NULL CHECK (version > 0),
        type        text        NOT NULL,
        data        json        NOT NULL,
        meta        json        NOT NULL,
        recorded_at timestamptz NOT NULL,
        CONSTRAINT events_pkey PRIMARY KEY (position),
        CONSTRAINT events_position_js_safe CHECK (position > 0 AND position <= 9007199254740991),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, version)
      );`,
  },
];

/** Lower-case identifiers only: safe to quote, to embed in a NOTIFY channel, and to type. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

export function checkSchemaName(schema: string): void {
  if (typeof schema !== 'string' || !SCHEMA_NAME.test(schema)) {
    throw new InvalidArgumentError(
      `schema must match ${String(SCHEMA_NAME)} (lower-case, at most 48 characters), got ${JSON.stringify(schema)}`,
    );
  }
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** First key of the two-key advisory lock: 'PRZN'. The second is hashtext(schema). */
const MIGRATION_LOCK_CLASS = 0x50525a4e;

export interface MigrateOptions {
  /** Clock for `applied_at`. */
  readonly now?: () => Date;
  readonly migrations?: readonly PgMigration[];
}

/**
 * Creates the schema if needed and applies the migrations it lacks, all in one transaction
 * serialised by `pg_advisory_xact_lock`. Re-running it changes nothing. Refuses (SchemaVersionError)
 * a schema that holds migrations this code does not know: it was written by a newer Pratzen.
 */
export async function migratePostgresSchema(
  db: Pool | ClientBase,
  schema: string,
  options: MigrateOptions = {},
): Promise<{ readonly applied: readonly number[] }> {
  checkSchemaName(schema);
  const now = options.now ?? (() => new Date());
  const migrations = options.migrations ?? PG_MIGRATIONS;
  const s = quoteIdent(schema);
  // A pool lends one connection for the whole transaction; a client is used as it is.
  const client = db instanceof Pool ? await db.connect() : null;
  const c: ClientBase = client ?? (db as ClientBase);
  try {
    await c.query('BEGIN');
    try {
      await c.query('SELECT pg_advisory_xact_lock($1::int4, hashtext($2))', [
        MIGRATION_LOCK_CLASS,
        schema,
      ]);
      // Checked first rather than `CREATE SCHEMA IF NOT EXISTS`, which needs the CREATE privilege
      // on the database even when the schema exists.
      const exists = await c.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
      if (exists.rowCount === 0) await c.query(`CREATE SCHEMA ${s}`);
      await c.query(`CREATE TABLE IF NOT EXISTS ${s}.schema_migrations (
        version    integer     PRIMARY KEY,
        name       text        NOT NULL,
        applied_at timestamptz NOT NULL
      )`);
      const done = new Set(
        (await c.query<{ version: number }>(`SELECT version FROM ${s}.schema_migrations`)).rows.map(
          (r) => r.version,
        ),
      );
      const known = new Set(migrations.map((m) => m.version));
      const unknown = [...done].filter((v) => !known.has(v)).sort((a, b) => a - b);
      if (unknown.length > 0) {
        throw new SchemaVersionError(
          `schema ${schema} has migrations ${unknown.join(', ')} this version does not know: ` +
            'it was written by a newer Pratzen; upgrade instead of opening it with this one',
        );
      }
      const applied: number[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await c.query(migration.sql(s));
        await c.query(
          `INSERT INTO ${s}.schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)`,
          [migration.version, migration.name, now().toISOString()],
        );
        applied.push(migration.version);
      }
      await c.query('COMMIT');
      return { applied };
    } catch (error) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    client?.release();
  }
}

/**
 * For stores opened with `migrate: false` (migrations run by a separate command): fails unless
 * the schema holds exactly the migrations this code knows.
 */
export async function checkPostgresSchema(
  db: Pool,
  schema: string,
  migrations: readonly PgMigration[] = PG_MIGRATIONS,
): Promise<void> {
  checkSchemaName(schema);
  const table = await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [
    `${quoteIdent(schema)}.schema_migrations`,
  ]);
  const done =
    table.rows[0]?.t == null
      ? []
      : (
          await db.query<{ version: number }>(
            `SELECT version FROM ${quoteIdent(schema)}.schema_migrations`,
          )
        ).rows.map((r) => r.version);
  const known = new Set(migrations.map((m) => m.version));
  const unknown = done.filter((v) => !known.has(v));
  if (unknown.length > 0) {
    throw new SchemaVersionError(
      `schema ${schema} has migrations ${unknown.join(', ')} this version does not know`,
    );
  }
  const missing = migrations.filter((m) => !done.includes(m.version)).map((m) => m.version);
  if (missing.length > 0) {
    throw new EventStoreError(
      `schema ${schema} lacks migrations ${missing.join(', ')}: run the migrations first ` +
        '(or open the store with migrate: true)',
    );
  }
}
