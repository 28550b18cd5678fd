import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventStoreConfigError } from './errors';
import { createEventStore, eventStoreConfigFromEnv } from './factory';
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
  ])('%s', (_, env, expected) => {
    expect(eventStoreConfigFromEnv(env)).toEqual(expected);
  });

  it.each(['postgres', 'SQLite', 'kurrent'])(
    'rejects EVENT_STORE=%s naming the accepted kinds',
    (kind) => {
      expect(() => eventStoreConfigFromEnv({ EVENT_STORE: kind })).toThrow(EventStoreConfigError);
      expect(() => eventStoreConfigFromEnv({ EVENT_STORE: kind })).toThrow(
        `EVENT_STORE must be one of sqlite, memory (got "${kind}")`,
      );
    },
  );
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
