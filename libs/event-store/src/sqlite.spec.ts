import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ConcurrencyError, type StoredEvent } from './event-store';
import { SchemaVersionError } from './errors';
import { SqliteEventStore } from './sqlite';
import { isUniqueViolation } from './sqlite-errors';
import { eventStoreContract } from '../testing/contract';
import { TestClock, newEvents } from '../testing/contract-helpers';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pratzen-event-store-'));
}

function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

eventStoreContract('sqlite (temp file)', async ({ now }) => {
  const dir = tempDir();
  const store = new SqliteEventStore(path.join(dir, 'events.db'), { now });
  return { store, cleanup: async () => (await store.close(), removeDir(dir)) };
});

eventStoreContract('sqlite (reopened file)', async ({ now }) => {
  const dir = tempDir();
  const file = path.join(dir, 'events.db');
  await new SqliteEventStore(file, { now }).close();
  const store = new SqliteEventStore(file, { now });
  return { store, cleanup: async () => (await store.close(), removeDir(dir)) };
});

eventStoreContract('sqlite (:memory:)', async ({ now }) => {
  const store = new SqliteEventStore(':memory:', { now });
  return { store, cleanup: () => store.close() };
});

eventStoreContract('sqlite (temp file, no group commit)', async ({ now }) => {
  const dir = tempDir();
  const store = new SqliteEventStore(path.join(dir, 'events.db'), { now, groupCommit: false });
  return { store, cleanup: async () => (await store.close(), removeDir(dir)) };
});

describe('group commit', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir()));
  afterEach(() => removeDir(dir));

  test("one turn's appends to many streams share one transaction; a conflict fails only its own", async () => {
    // A clock that moves on every reading: one reading per transaction (recordedAt).
    let tick = 0;
    const now = () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++));
    const store = new SqliteEventStore(path.join(dir, 'g.db'), { now });
    await store.appendToStream('s-0', newEvents(1), { expectedVersion: 0 });
    const appends = Array.from({ length: 20 }, (_, i) =>
      store.appendToStream(`s-${i}`, newEvents(2), { expectedVersion: 0 }),
    );
    const settled = await Promise.allSettled(appends);
    // s-0 already had an event: only that append conflicts, the other 19 are stored.
    expect(settled.map((r) => r.status)).toEqual([
      'rejected',
      ...Array.from({ length: 19 }, () => 'fulfilled'),
    ]);
    const first = settled[0] as PromiseRejectedResult;
    expect(first.reason).toBeInstanceOf(ConcurrencyError);
    expect((first.reason as ConcurrencyError).actual).toBe(1);
    // One transaction for the whole group: one time for all its events.
    const times = new Set((await store.readAll({ after: 1 })).map((e) => e.recordedAt));
    expect(times.size).toBe(1);
    const all = await store.readAll();
    expect(all).toHaveLength(1 + 19 * 2);
    expect(all.map((e) => e.position)).toEqual(
      [...all.map((e) => e.position)].sort((a, b) => a - b),
    );
    await store.close();
  });

  test('appends to one stream in the same turn are checked in order against each other', async () => {
    const store = new SqliteEventStore(path.join(dir, 'g.db'));
    const results = await Promise.allSettled([
      store.appendToStream('s', newEvents(1), { expectedVersion: 0 }),
      store.appendToStream('s', newEvents(2), { expectedVersion: 1 }),
      store.appendToStream('s', newEvents(1), { expectedVersion: 1 }),
      store.appendToStream('s', newEvents(1), { expectedVersion: 'any' }),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.version : 'conflict'))).toEqual([
      1,
      3,
      'conflict',
      4,
    ]);
    expect((await store.readStream('s')).map((e) => e.version)).toEqual([1, 2, 3, 4]);
    await store.close();
  });

  test('appends pending when the store closes are committed first', async () => {
    const file = path.join(dir, 'g.db');
    const store = new SqliteEventStore(file);
    const pending = store.appendToStream('s', newEvents(3), { expectedVersion: 0 });
    await store.close();
    expect((await pending).version).toBe(3);
    const reopened = new SqliteEventStore(file);
    expect(await reopened.streamVersion('s')).toBe(3);
    await reopened.close();
  });

  test('nothing is acknowledged before its commit: a failed commit rejects the whole group', async () => {
    const file = path.join(dir, 'g.db');
    const store = new SqliteEventStore(file, { busyTimeoutMs: 0 });
    const other = new Database(file);
    other.prepare('BEGIN IMMEDIATE').run(); // holds the write lock: the group cannot begin
    const appends = [0, 1].map((i) =>
      store.appendToStream(`s-${i}`, newEvents(1), { expectedVersion: 0 }),
    );
    const settled = await Promise.allSettled(appends);
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    other.prepare('ROLLBACK').run();
    other.close();
    expect(await store.readAll()).toEqual([]);
    await store.close();
  });
});

describe('copies: false (the caller takes its own objects back)', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir()));
  afterEach(() => removeDir(dir));

  test.each([true, false])(
    'group commit %s: the result holds the given data and meta, reads hold equal copies',
    async (groupCommit) => {
      const store = new SqliteEventStore(path.join(dir, 'c.db'), { groupCommit });
      const events = [
        { type: 'A', data: { hex: '1521', path: ['1521', '1522'] }, meta: { actor: 'french' } },
        { type: 'B', data: [1, 'two', null], meta: { actor: 'french', n: 2 } },
      ];
      const result = await store.appendToStream('s', events, { expectedVersion: 0, copies: false });
      expect(result.version).toBe(2);
      result.events.forEach((e, i) => {
        expect(e.data).toBe(events[i]?.data);
        expect(e.meta).toBe(events[i]?.meta);
      });
      const read = await store.readStream('s');
      // Everything but the objects' identity is what a read gives.
      expect(result.events).toEqual(read);
      expect(read[0]?.data).not.toBe(events[0]?.data);
      // Without the hint: copies, as the contract says.
      const copied = await store.appendToStream('s', [events[0] as (typeof events)[0]], {
        expectedVersion: 2,
      });
      expect(copied.events[0]?.data).toEqual(events[0]?.data);
      expect(copied.events[0]?.data).not.toBe(events[0]?.data);
      await store.close();
    },
  );

  test.each([true, false])(
    'group commit %s: subscribers get the same objects, deep-frozen; without the hint, copies of their own',
    async (groupCommit) => {
      const store = new SqliteEventStore(path.join(dir, 'f.db'), { groupCommit });
      const seen: StoredEvent[][] = [[], []];
      // Subscribed first and caught up: what follows is pushed live, not read back.
      seen.forEach((into) => store.subscribeToAll(0, (e) => into.push(e)));
      await new Promise((resolve) => setImmediate(resolve));
      const shared = {
        type: 'A',
        data: { hex: '1521', path: ['1521', '1522'], next: { turn: 2 } },
        meta: { actor: 'french', command: { type: 'Move', path: ['1521'] } },
      };
      const result = await store.appendToStream('s', [shared], {
        expectedVersion: 0,
        copies: false,
      });
      const own = { type: 'B', data: { hex: '0101' }, meta: { actor: 'allied' } };
      await store.appendToStream('s', [own], { expectedVersion: 1 });
      await new Promise((resolve) => setImmediate(resolve));
      for (const into of seen) {
        expect(into.map((e) => e.type)).toEqual(['A', 'B']);
        expect(into[0]).toBe(result.events[0]); // not decoded again: the very object
        expect(into[0]?.data).toBe(shared.data);
        expect(into[1]?.data).toEqual(own.data);
        expect(into[1]?.data).not.toBe(own.data);
        expect(Object.isFrozen(into[1]?.data)).toBe(false); // a copy of its own, free to change
      }
      // Shared, hence frozen all the way down, the event itself too.
      for (const frozen of [
        result.events[0],
        shared.data,
        shared.data.path,
        shared.data.next,
        shared.meta,
        shared.meta.command,
        shared.meta.command.path,
      ]) {
        expect(Object.isFrozen(frozen)).toBe(true);
      }
      expect(() => {
        (shared.data.next as { turn: number }).turn = 3;
      }).toThrow(TypeError);
      expect(seen[0]?.[0]).toEqual((await store.readAll())[0]);
      await store.close();
    },
  );
});

describe('SqliteEventStore on a file', () => {
  let dir: string;
  let file: string;
  const clock = new TestClock();
  const open = () => new SqliteEventStore(file, { now: () => clock.now() });
  const raw = () => new Database(file, { readonly: true });

  beforeEach(() => {
    dir = tempDir();
    file = path.join(dir, 'nested', 'deeper', 'pratzen.db');
    clock.reset();
  });
  afterEach(() => removeDir(dir));

  it('creates its parent folders and uses the WAL journal', async () => {
    const store = open();
    await store.appendToStream('game-1', newEvents(1), { expectedVersion: 0 });

    expect(fs.existsSync(file)).toBe(true);
    const db = raw();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    await store.close();
  });

  it('keeps everything across close and reopen, and carries on from there', async () => {
    const first = open();
    await first.appendToStream('game-1', newEvents(3), { expectedVersion: 0 });
    await first.appendToStream('game-2', newEvents(2), { expectedVersion: 0 });
    const before = await first.readAll();
    await first.close();

    const second = open();
    expect(await second.readAll()).toEqual(before);
    expect(await second.streamVersion('game-1')).toBe(3);
    await expect(
      second.appendToStream('game-1', newEvents(1), { expectedVersion: 2 }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    const next = await second.appendToStream('game-1', newEvents(1), { expectedVersion: 3 });
    expect(next.events[0]?.version).toBe(4);
    expect(next.events[0]?.position).toBeGreaterThan(before[before.length - 1]?.position ?? 0);
    await second.close();
  });

  it('runs each migration once: reopening does not re-run them', async () => {
    await open().close();
    clock.set('2030-01-01T00:00:00.000Z');
    const again = open();
    await again.appendToStream('game-1', newEvents(1), { expectedVersion: 0 });
    await again.close();
    await open().close();

    const db = raw();
    const rows = db.prepare('SELECT version, name, applied_at FROM schema_migrations').all();
    db.close();
    expect(rows).toEqual([{ version: 1, name: 'create events', applied_at: TestClock.START }]);
  });

  it('refuses a file migrated by a newer version', async () => {
    await open().close();
    const db = new Database(file);
    db.prepare("INSERT INTO schema_migrations VALUES (99, 'from the future', '2031-01-01')").run();
    db.close();

    expect(open).toThrow(SchemaVersionError);
  });

  it('reads a stream through the (stream_id, version) index', async () => {
    await open().close();
    const db = raw();
    const plan = db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT * FROM events WHERE stream_id = ? AND version BETWEEN ? AND ? ORDER BY version',
      )
      .all('game-1', 1, 10) as { detail: string }[];
    db.close();

    expect(plan.map((step) => step.detail).join('\n')).toMatch(
      /USING INDEX sqlite_autoindex_events/,
    );
  });

  it('enforces the expected version across two connections to one file', async () => {
    const a = open();
    const b = open();
    await a.appendToStream('game-1', newEvents(1), { expectedVersion: 0 });

    await expect(
      b.appendToStream('game-1', newEvents(1), { expectedVersion: 0 }),
    ).rejects.toMatchObject({ actual: 1 });
    await b.appendToStream('game-1', newEvents(1), { expectedVersion: 1 });
    expect(await a.streamVersion('game-1')).toBe(2);
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers another connection’s events, in order, once this one is notified', async () => {
    const a = open();
    const b = open();
    const seen: number[] = [];
    const subscription = b.subscribeToAll(0, (e) => seen.push(e.position));
    await a.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });
    await b.appendToStream('game-2', newEvents(1), { expectedVersion: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    subscription.close();

    expect(seen).toEqual([1, 2, 3]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('the UNIQUE(stream_id, version) second guard', () => {
  it('maps a duplicate stream version to ConcurrencyError and rolls the batch back', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'guard.db');
    await new SqliteEventStore(file).close();
    // Simulates a writer that slipped past the version check: a trigger inserts the same
    // (stream_id, version) just before the store's own insert.
    const db = new Database(file);
    db.exec(`CREATE TRIGGER sneak BEFORE INSERT ON events WHEN NEW.stream_id = 'game-x'
      BEGIN INSERT INTO events (stream_id, version, type, data, meta, recorded_at)
      VALUES (NEW.stream_id, NEW.version, 'Sneaky', '{}', '{}', NEW.recorded_at); END`);
    db.close();
    const store = new SqliteEventStore(file);

    await expect(
      store.appendToStream('game-x', newEvents(3), { expectedVersion: 0 }),
    ).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: 'game-x', actual: 0 });
    expect(await store.readAll()).toEqual([]);
    await store.close();
    removeDir(dir);
  });

  it('recognises the error SQLite raises for a duplicate stream version', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE events (stream_id TEXT, version INTEGER, UNIQUE (stream_id, version))');
    db.exec("INSERT INTO events VALUES ('game-1', 1)");
    let error: unknown;
    try {
      db.exec("INSERT INTO events VALUES ('game-1', 1)");
    } catch (e) {
      error = e;
    }
    db.close();

    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
  });
});
