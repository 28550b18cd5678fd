import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventStoreConfigError } from './errors';
import { EVENT_STORE_KINDS, createEventStore, eventStoreConfigFromEnv } from './factory';
import { InMemoryEventStore } from './memory';
import { SqliteEventStore } from './sqlite';

describe('eventStoreConfigFromEnv', () => {
  it.each<[string, Record<string, string | undefined>, unknown]>([
    ['defaults to SQLite in ./data/pratzen.db', {}, { kind: 'sqlite', path: 'data/pratzen.db' }],
    [
      'treats blank variables as unset',
      { EVENT_STORE: ' ', PRATZEN_DATA_DIR: '' },
      { kind: 'sqlite', path: 'data/pratzen.db' },
    ],
    [
      'puts pratzen.db in PRATZEN_DATA_DIR',
      { EVENT_STORE: 'sqlite', PRATZEN_DATA_DIR: '/var/lib/pratzen' },
      { kind: 'sqlite', path: '/var/lib/pratzen/pratzen.db' },
    ],
    [
      'lets SQLITE_PATH override the file',
      { PRATZEN_DATA_DIR: '/var/lib/pratzen', SQLITE_PATH: '/tmp/other.db' },
      { kind: 'sqlite', path: '/tmp/other.db' },
    ],
    ['selects memory', { EVENT_STORE: 'memory', SQLITE_PATH: '/ignored.db' }, { kind: 'memory' }],
    // postgres (issue #4)
    [
      'selects postgres on DATABASE_URL',
      {
        EVENT_STORE: 'postgres',
        DATABASE_URL: ' postgres://u:p@db:5432/pratzen ',
        SQLITE_PATH: '/x',
      },
      { kind: 'postgres', url: 'postgres://u:p@db:5432/pratzen' },
    ],
    [
      'takes the postgres schema from DATABASE_SCHEMA',
      {
        EVENT_STORE: 'postgres',
        DATABASE_URL: 'postgresql://db/pratzen',
        DATABASE_SCHEMA: 'events_v1',
      },
      { kind: 'postgres', url: 'postgresql://db/pratzen', schema: 'events_v1' },
    ],
    [
      'turns postgres group commit off with PG_GROUP_COMMIT=false',
      { EVENT_STORE: 'postgres', DATABASE_URL: 'postgres://db/p', PG_GROUP_COMMIT: 'false' },
      { kind: 'postgres', url: 'postgres://db/p', groupCommit: false },
    ],
    [
      'takes PG_GROUP_COMMIT=true as on',
      { EVENT_STORE: 'postgres', DATABASE_URL: 'postgres://db/p', PG_GROUP_COMMIT: ' true ' },
      { kind: 'postgres', url: 'postgres://db/p', groupCommit: true },
    ],
  ])('%s', (_, env, expected) => {
    expect(eventStoreConfigFromEnv(env)).toEqual(expected);
  });

  it.each(['Postgres', 'SQLite', 'kurrent'])(
    'rejects EVENT_STORE=%s naming the accepted kinds',
    (kind) => {
      expect(() => eventStoreConfigFromEnv({ EVENT_STORE: kind })).toThrow(EventStoreConfigError);
      expect(() => eventStoreConfigFromEnv({ EVENT_STORE: kind })).toThrow(
        `EVENT_STORE must be one of ${EVENT_STORE_KINDS.join(', ')} (got "${kind}")`,
      );
    },
  );

  // postgres (issue #4)
  it.each<[string, Record<string, string>, RegExp]>([
    ['without DATABASE_URL', { EVENT_STORE: 'postgres' }, /needs DATABASE_URL/],
    [
      'with a blank DATABASE_URL',
      { EVENT_STORE: 'postgres', DATABASE_URL: ' ' },
      /needs DATABASE_URL/,
    ],
    [
      'with a non-postgres URL',
      { EVENT_STORE: 'postgres', DATABASE_URL: 'mysql://db' },
      /postgres:\/\//,
    ],
    [
      'with a schema that is not a plain identifier',
      { EVENT_STORE: 'postgres', DATABASE_URL: 'postgres://db/x', DATABASE_SCHEMA: 'Events;drop' },
      /DATABASE_SCHEMA/,
    ],
    [
      'with PG_GROUP_COMMIT neither true nor false',
      { EVENT_STORE: 'postgres', DATABASE_URL: 'postgres://db/x', PG_GROUP_COMMIT: 'yes' },
      /PG_GROUP_COMMIT must be true or false/,
    ],
  ])('rejects EVENT_STORE=postgres %s', (_, env, message) => {
    expect(() => eventStoreConfigFromEnv(env)).toThrow(EventStoreConfigError);
    expect(() => eventStoreConfigFromEnv(env)).toThrow(message);
  });
});

describe('createEventStore', () => {
  it('builds an in-memory store', async () => {
    const store = createEventStore({ kind: 'memory' });
    expect(store).toBeInstanceOf(InMemoryEventStore);
    await store.close();
  });

  it('builds a SQLite store on the configured file, with the given clock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pratzen-factory-'));
    const config = eventStoreConfigFromEnv({ PRATZEN_DATA_DIR: dir });
    const store = createEventStore(config, { now: () => new Date('2025-12-02T07:30:00Z') });

    expect(store).toBeInstanceOf(SqliteEventStore);
    const { events } = await store.appendToStream(
      'game-1',
      [{ type: 'GameCreated', data: {}, meta: {} }],
      { expectedVersion: 0 },
    );
    expect(events[0]?.recordedAt).toBe('2025-12-02T07:30:00.000Z');
    expect(fs.existsSync(path.join(dir, 'pratzen.db'))).toBe(true);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
