/**
 * Picks the adapter from configuration. The API builds its store with
 * `createEventStore(eventStoreConfigFromEnv(process.env))`.
 */
import path from 'node:path';
import type { EventStore } from './event-store';
import { EventStoreConfigError } from './errors';
import { KurrentDbEventStore } from './kurrentdb';
import { type KurrentDbConfig, kurrentDbConfigFromEnv } from './kurrentdb-config';
import { InMemoryEventStore } from './memory';
import { SqliteEventStore } from './sqlite';
// postgres (issue #4)
import { PostgresEventStore } from './postgres';
import { type PostgresConfig, postgresConfigFromEnv } from './postgres-config';

export const EVENT_STORE_KINDS = ['sqlite', 'memory', 'kurrentdb', 'postgres'] as const;
export type EventStoreKind = (typeof EVENT_STORE_KINDS)[number];

export type EventStoreConfig =
  | { readonly kind: 'memory' }
  | {
      readonly kind: 'sqlite';
      readonly path: string;
      /** Group commit (SqliteEventStoreOptions.groupCommit); absent: the default, on. */
      readonly groupCommit?: boolean;
    }
  | KurrentDbConfig
  | PostgresConfig;

export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_DB_FILE = 'pratzen.db';

export interface CreateEventStoreOptions {
  /** Clock for `recordedAt` (default: real time). */
  readonly now?: () => Date;
}

export function createEventStore(
  config: EventStoreConfig,
  options: CreateEventStoreOptions = {},
): EventStore {
  switch (config.kind) {
    case 'memory':
      return new InMemoryEventStore(options);
    case 'sqlite':
      return new SqliteEventStore(config.path, {
        ...options,
        ...(config.groupCommit !== undefined ? { groupCommit: config.groupCommit } : {}),
      });
    case 'kurrentdb':
      return new KurrentDbEventStore({ ...config, now: options.now });
    case 'postgres':
      return new PostgresEventStore({ ...config, now: options.now });
    default: {
      const unknown: never = config;
      throw new EventStoreConfigError(`unknown event store kind in ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * Like createEventStore, but resolves only once the store is usable: stores that prepare
 * themselves asynchronously (PostgreSQL runs its migrations) expose `ready()`, awaited here, so
 * a bad DATABASE_URL or a schema from a newer version fails start-up instead of the first call.
 * The store is closed again if that fails. Use this at application start-up.
 */
export async function createEventStoreAsync(
  config: EventStoreConfig,
  options: CreateEventStoreOptions = {},
): Promise<EventStore> {
  const store = createEventStore(config, options);
  const ready = (store as Partial<{ ready(): Promise<void> }>).ready;
  if (typeof ready === 'function') {
    try {
      await ready.call(store);
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  return store;
}

const isKind = (value: string): value is EventStoreKind =>
  (EVENT_STORE_KINDS as readonly string[]).includes(value);

/** Unset and blank variables count as absent (a compose file often sets `VAR=`). */
const read = (env: Readonly<Record<string, string | undefined>>, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/**
 * EVENT_STORE = sqlite (default: `npm start` needs nothing else) | memory
 * | kurrentdb (KURRENTDB_CONNECTION_STRING, optional KURRENTDB_STREAM_PREFIX: kurrentdb-config.ts)
 * | postgres (DATABASE_URL, optional DATABASE_SCHEMA and PG_GROUP_COMMIT: postgres-config.ts).
 * SQLite file: SQLITE_PATH if set, else `${PRATZEN_DATA_DIR ?? './data'}/pratzen.db`;
 * SQLITE_GROUP_COMMIT=false commits each append on its own (default: group commit, sqlite.ts).
 */
export function eventStoreConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): EventStoreConfig {
  const kind = read(env, 'EVENT_STORE') ?? 'sqlite';
  if (!isKind(kind)) {
    throw new EventStoreConfigError(
      `EVENT_STORE must be one of ${EVENT_STORE_KINDS.join(', ')} (got "${kind}")`,
    );
  }
  if (kind === 'memory') return { kind };
  if (kind === 'kurrentdb') return kurrentDbConfigFromEnv(env);
  if (kind === 'postgres') return postgresConfigFromEnv(env);
  const file =
    read(env, 'SQLITE_PATH') ??
    path.join(read(env, 'PRATZEN_DATA_DIR') ?? DEFAULT_DATA_DIR, DEFAULT_DB_FILE);
  const group = read(env, 'SQLITE_GROUP_COMMIT');
  if (group === undefined) return { kind, path: file };
  if (group !== 'true' && group !== 'false') {
    throw new EventStoreConfigError(`SQLITE_GROUP_COMMIT must be true or false (got "${group}")`);
  }
  return { kind, path: file, groupCommit: group === 'true' };
}
