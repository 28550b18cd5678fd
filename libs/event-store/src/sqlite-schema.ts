/**
 * Opening a SQLite event store file: connection settings, then versioned migrations.
 *
 * Durability: WAL journal with `synchronous = NORMAL`. In WAL mode a commit is complete once its
 * frames are written to the -wal file; NORMAL only skips the fsync of that write (SQLite syncs
 * at checkpoints instead). A killed process (crash, OOM, SIGKILL) loses nothing, because the
 * write already sits in the OS page cache and the next open replays the WAL. Only an OS crash or
 * power loss can drop the last few commits (never corrupting the file). Pass
 * `synchronous: 'FULL'` to fsync every commit when that matters more than throughput.
 *
 * Checkpoints: the connection's auto-checkpoint is raised to a safety net and the store runs
 * PASSIVE checkpoints from a worker thread instead (sqlite-checkpoint.ts), so that no append
 * waits for one. Checkpoints move committed frames only; they change nothing above.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { EventStoreError, SchemaVersionError } from './errors';
import { WAL_AUTOCHECKPOINT_PAGES } from './sqlite-checkpoint';

export type SqliteSynchronous = 'NORMAL' | 'FULL';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Append-only: never edit a shipped migration, add the next one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create events',
    // AUTOINCREMENT: a position is never reused, even after the newest rows are deleted.
    // UNIQUE(stream_id, version) is the second guard behind the version check, and its index
    // (stream_id, version) is the one every stream read and MAX(version) lookup uses, so no
    // separate stream index is created (it would duplicate it and slow every insert).
    sql: `
      CREATE TABLE events (
        position    INTEGER PRIMARY KEY AUTOINCREMENT,
        stream_id   TEXT    NOT NULL,
        version     INTEGER NOT NULL,
        type        TEXT    NOT NULL,
        data        TEXT    NOT NULL,
        meta        TEXT    NOT NULL,
        recorded_at TEXT    NOT NULL,
        UNIQUE (stream_id, version)
      );`,
  },
];

export const isInMemory = (file: string): boolean => file === ':memory:' || file === '';

export function openDatabase(
  file: string,
  options: { readonly synchronous: SqliteSynchronous; readonly busyTimeoutMs: number },
): Database.Database {
  if (!isInMemory(file)) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // `timeout` is SQLite's busy timeout: wait that long for another connection's write lock.
  const db = new Database(file, { timeout: options.busyTimeoutMs });
  try {
    if (!isInMemory(file)) {
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode !== 'wal') {
        throw new EventStoreError(
          `${file}: could not enable WAL (journal_mode is ${String(mode)})`,
        );
      }
    }
    db.pragma(`synchronous = ${options.synchronous}`);
    // Checkpoints run in the background (sqlite-checkpoint.ts); this one is only a safety net.
    if (!isInMemory(file)) db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Applies the migrations this file lacks, in one IMMEDIATE transaction so that two processes
 * opening a fresh file at once cannot both run them. Re-opening a migrated file changes nothing.
 */
export function migrate(
  db: Database.Database,
  now: () => Date,
  migrations: readonly Migration[] = MIGRATIONS,
): void {
  const run = db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const applied = new Set(
      db.prepare<[], number>('SELECT version FROM schema_migrations').pluck().all(),
    );
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...applied].filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new SchemaVersionError(
        `database has migrations ${unknown.join(', ')} this version does not know: ` +
          'it was written by a newer Pratzen; upgrade instead of opening it with this one',
      );
    }
    const record = db.prepare<[number, string, string]>(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    );
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now().toISOString());
    }
  });
  run.immediate();
}
