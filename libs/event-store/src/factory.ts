/**
 * Picks the adapter from configuration. The API builds its store with
 * `createEventStore(eventStoreConfigFromEnv(process.env))`.
 */
import path from 'node:path';
import type { EventStore } from './event-store';
import { EventStoreConfigError } from './errors';
import { InMemoryEventStore } from './memory';
import { SqliteEventStore } from './sqlite';

export const EVENT_STORE_KINDS = ['sqlite', 'memory'] as const;
export type EventStoreKind = (typeof EVENT_STORE_KINDS)[number];

export type EventStoreConfig =
  { readonly kind: 'memory' } | { readonly kind: 'sqlite'; readonly path: string };

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
      return new SqliteEventStore(config.path, options);
    default: {
      const unknown: never = config;
      throw new EventStoreConfigError(`unknown event store kind in ${JSON.stringify(unknown)}`);
    }
  }
}

const isKind = (value: string): value is EventStoreKind =>
  (EVENT_STORE_KINDS as readonly string[]).includes(value);

/** Unset and blank variables count as absent (a compose file often sets `VAR=`). */
const read = (env: Readonly<Record<string, string | undefined>>, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/**
 * EVENT_STORE = sqlite (default: `npm start` needs nothing else) | memory.
 * SQLite file: SQLITE_PATH if set, else `${PRATZEN_DATA_DIR ?? './data'}/pratzen.db`.
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
  const file =
    read(env, 'SQLITE_PATH') ??
    path.join(read(env, 'PRATZEN_DATA_DIR') ?? DEFAULT_DATA_DIR, DEFAULT_DB_FILE);
  return { kind, path: file };
}
