/**
 * PostgreSQL adapter: the shared contract plus what only a real server can show (many
 * connections, transactions committing out of order, migrations racing).
 *
 * Needs a reachable PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test
 * (`scripts/ci-services.sh` starts one). These tests never skip: without a server they fail,
 * saying so. Every store gets its own throw-away schema, dropped afterwards.
 */
import { Client, Pool } from 'pg';
import { ConcurrencyError, type StoredEvent } from './event-store';
import { EventStoreError, InvalidArgumentError, SchemaVersionError } from './errors';
import { createEventStoreAsync, eventStoreConfigFromEnv } from './factory';
import {
  DEFAULT_DATABASE_URL,
  PostgresEventStore,
  type PostgresEventStoreOptions,
  postgresStatements,
} from './postgres';
import { PG_MIGRATIONS, POSITIONS_PER_TRANSACTION, quoteIdent } from './postgres-schema';
import { eventStoreContract } from '../testing/contract';
import {
  TestClock,
  isStrictlyIncreasing,
  newEvent,
  newEvents,
  positions,
  range,
  settle,
  waitFor,
} from '../testing/contract-helpers';

const URL = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;

let admin: Pool | undefined;
const schemas = new Set<string>();
let counter = 0;

function adminPool(): Pool {
  if (!admin) {
    admin = new Pool({ connectionString: URL, max: 4, connectionTimeoutMillis: 5_000 });
    admin.on('error', () => undefined);
  }
  return admin;
}

function newSchema(): string {
  const schema = `es_test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  schemas.add(schema);
  return schema;
}

async function dropSchema(schema: string): Promise<void> {
  await adminPool().query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  schemas.delete(schema);
}

const open = (schema: string, options: Partial<PostgresEventStoreOptions> = {}) =>
  PostgresEventStore.open({ url: URL, schema, ...options });

beforeAll(async () => {
  try {
    await adminPool().query('SELECT 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${URL} (${error instanceof Error ? error.message : String(error)}). ` +
        'These tests need a real server: run scripts/ci-services.sh or set DATABASE_URL.',
    );
  }
}, 15_000);

afterAll(async () => {
  for (const schema of [...schemas]) await dropSchema(schema).catch(() => undefined);
  await admin?.end();
});

eventStoreContract('postgres', async ({ now }) => {
  const schema = newSchema();
  const store = await open(schema, { now });
  return { store, cleanup: async () => (await store.close(), await dropSchema(schema)) };
});

eventStoreContract('postgres (no group commit)', async ({ now }) => {
  const schema = newSchema();
  const store = await open(schema, { now, groupCommit: false });
  return { store, cleanup: async () => (await store.close(), await dropSchema(schema)) };
});

describe('PostgresEventStore', () => {
  const clock = new TestClock();
  const stores: PostgresEventStore[] = [];
  let schema: string;

  const track = async (promise: Promise<PostgresEventStore>): Promise<PostgresEventStore> => {
    const store = await promise;
    stores.push(store);
    return store;
  };
  const openHere = (options: Partial<PostgresEventStoreOptions> = {}) =>
    track(open(schema, { now: () => clock.now(), ...options }));

  beforeEach(() => {
    clock.reset();
    schema = newSchema();
  });

  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await dropSchema(schema);
  });

  it('reaches the server it is configured for', async () => {
    const store = await openHere();
    expect(await store.health()).toEqual({ ok: true });
  });

  describe('positions', () => {
    it('are the writing transaction id * 4096 + the index in the batch', async () => {
      const store = await openHere();
      const { events } = await store.appendToStream('game-1', newEvents(3), {
        expectedVersion: 0,
      });
      const base = events[0]?.position ?? 0;

      expect(base % POSITIONS_PER_TRANSACTION).toBe(0);
      expect(positions(events)).toEqual([base, base + 1, base + 2]);
      const { rows } = await adminPool().query<{ xid: string }>(
        `SELECT xmin::text AS xid FROM ${quoteIdent(schema)}.events ORDER BY position LIMIT 1`,
      );
      expect(Number(rows[0]?.xid) % 2 ** 32).toBe((base / POSITIONS_PER_TRANSACTION) % 2 ** 32);
    });

    it('orders the global log numerically, not as text', async () => {
      const store = await openHere();
      // Rows far below the horizon whose decimal lengths differ ('10' < '9' as text).
      await adminPool().query(
        `INSERT INTO ${quoteIdent(schema)}.events VALUES
           (100, 'digits', 3, 'C', '{}', '{}', now()),
           (9, 'digits', 1, 'A', '{}', '{}', now()),
           (10, 'digits', 2, 'B', '{}', '{}', now())`,
      );
      expect(positions(await store.readAll())).toEqual([9, 10, 100]);
      expect(positions(await store.readAll({ after: 9 }))).toEqual([10, 100]);
      const seen: number[] = [];
      const subscription = store.subscribeToAll(0, (e) => seen.push(e.position));
      await waitFor(() => seen.length === 3, 'three events');
      subscription.close();
      expect(seen).toEqual([9, 10, 100]);
    });

    it('refuses a batch larger than 4096 events before writing anything', async () => {
      const store = await openHere();
      await expect(
        store.appendToStream('game-1', newEvents(POSITIONS_PER_TRANSACTION + 1), {
          expectedVersion: 0,
        }),
      ).rejects.toBeInstanceOf(InvalidArgumentError);
      expect(await store.readAll()).toEqual([]);
    });

    it('takes a full batch of 4096 events in one transaction', async () => {
      const store = await openHere();
      const { events } = await store.appendToStream('big', newEvents(POSITIONS_PER_TRANSACTION), {
        expectedVersion: 'any',
      });
      const all = await store.readAll();
      expect(all).toHaveLength(POSITIONS_PER_TRANSACTION);
      expect(positions(all)).toEqual(positions(events));
      expect(isStrictlyIncreasing(positions(all))).toBe(true);
    });
  });

  describe('optimistic concurrency across connections', () => {
    it('lets exactly one of 16 stores win each expected version of one stream', async () => {
      const writers = await Promise.all(range(1, 16).map(() => openHere({ maxConnections: 2 })));

      for (const expectedVersion of range(0, 5)) {
        const outcomes = await Promise.allSettled(
          writers.map((store, i) =>
            store.appendToStream('game-1', newEvents(2, `W${i}v${expectedVersion}-`), {
              expectedVersion: expectedVersion * 2,
            }),
          ),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(15);
        for (const reason of lost) {
          expect(reason).toBeInstanceOf(ConcurrencyError);
          expect(reason).toMatchObject({
            expected: expectedVersion * 2,
            actual: expectedVersion * 2 + 2,
          });
        }
      }
      const stream = await writers[0]?.readStream('game-1');
      expect(stream?.map((e) => e.version)).toEqual(range(1, 12));
    });

    it("serialises 'any' appends from 16 stores without losing one", async () => {
      const writers = await Promise.all(range(1, 16).map(() => openHere({ maxConnections: 2 })));
      await Promise.all(
        writers.flatMap((store, i) =>
          range(1, 5).map((j) =>
            store.appendToStream('game-1', newEvents(1, `W${i}-${j}-`), {
              expectedVersion: 'any',
            }),
          ),
        ),
      );
      const stream = await writers[3]?.readStream('game-1');
      expect(stream?.map((e) => e.version)).toEqual(range(1, 80));
      expect(new Set(stream?.map((e) => e.type)).size).toBe(80);
    });

    it('maps a (stream_id, version) collision that slipped past the streams row to ConcurrencyError, writing nothing', async () => {
      const store = await openHere();
      // A writer that bypassed the streams table: version 2 already taken.
      await adminPool().query(
        `INSERT INTO ${quoteIdent(schema)}.events VALUES (1, 'game-x', 2, 'Sneaky', '{}', '{}', now())`,
      );
      await store.appendToStream('game-x', newEvents(1), { expectedVersion: 0 });

      await expect(
        store.appendToStream('game-x', newEvents(3), { expectedVersion: 1 }),
      ).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: 'game-x', actual: 1 });
      expect(await store.streamVersion('game-x')).toBe(1);
      // Nothing of the refused batch: only the first append and the intruder.
      expect((await store.readStream('game-x')).map((e) => e.type)).toEqual(['Event1', 'Sneaky']);
      expect(await store.readAll()).toHaveLength(2);
    });
  });

  describe('global order while transactions commit out of order', () => {
    it('holds back later commits until an earlier transaction ends, then shows each event once', async () => {
      const reader = await openHere({ readYourWritesTimeoutMs: 100 });
      const writer = await openHere({ readYourWritesTimeoutMs: 100 });
      const other = await openHere({ readYourWritesTimeoutMs: 100, pollIntervalMs: 60_000 });
      await writer.appendToStream('before', newEvents(2), { expectedVersion: 0 });
      const seen: StoredEvent[] = [];
      const seenElsewhere: number[] = [];
      reader.subscribeToAll(0, (e) => seen.push(e));
      other.subscribeToAll(0, (e) => seenElsewhere.push(e.position));
      await waitFor(
        () => seen.length === 2 && seenElsewhere.length === 2,
        'the first events',
        20_000,
      );
      // `other` learns of the later commits only by NOTIFY (its poll is a minute away): its LISTEN
      // connection must be up before they happen. (On a loaded CI run it was not yet, the
      // notification for 'fast' went unheard, and nothing woke `other` again within 20 s.)
      await waitFor(
        () => other.listenerBackendPid !== undefined && reader.listenerBackendPid !== undefined,
        'the LISTEN connections',
        20_000,
      );

      // T1: exactly the store's own append statement, inside a transaction left open.
      const sql = postgresStatements(schema);
      const t1 = new Client({ connectionString: URL });
      await t1.connect();
      try {
        await t1.query('BEGIN');
        const slow = await t1.query<{ base: string }>(sql.append.zero, [
          'slow',
          1,
          0,
          clock.now().toISOString(),
          ['Slow'],
          ['{}'],
          ['{}'],
        ]);
        const slowPosition = Number(slow.rows[0]?.base);

        // T2 starts later (higher xid) and commits first.
        const fast = await writer.appendToStream('fast', newEvents(1, 'Fast'), {
          expectedVersion: 0,
        });
        const fastPosition = fast.events[0]?.position ?? 0;
        expect(fastPosition).toBeGreaterThan(slowPosition);
        expect(await writer.readStream('fast')).toHaveLength(1); // stored and readable by stream

        await settle(300);
        const visible = await reader.readAll();
        expect(visible.map((e) => e.streamId)).toEqual(['before', 'before']);
        expect(await writer.readAll()).toHaveLength(2); // waited 100 ms, then the safe prefix
        expect(seen).toHaveLength(2);
        expect(seenElsewhere).toHaveLength(2);

        await t1.query('COMMIT');
      } finally {
        await t1.end();
      }

      await waitFor(() => seen.length === 4 && seenElsewhere.length === 4, 'both commits', 20_000);
      await settle(100);
      const all = await reader.readAll();
      expect(all.map((e) => e.streamId)).toEqual(['before', 'before', 'slow', 'fast']);
      expect(seen).toEqual(all);
      expect(seenElsewhere).toEqual(positions(all));
      // its own waits (two waitFor of up to 20 s: a loaded CI run took over 5 s to deliver both
      // commits; 400 ms of settling) exceed Jest's default 5 s
    }, 60_000);

    it('never delivers an event twice or out of order under many writers', async () => {
      const writers = await Promise.all(range(1, 8).map(() => openHere({ maxConnections: 3 })));
      const watcher = await openHere();
      const seen: number[] = [];
      const seenByWriter: number[] = [];
      watcher.subscribeToAll(0, (e) => seen.push(e.position));
      writers[0]?.subscribeToAll(0, (e) => seenByWriter.push(e.position));

      let total = 0;
      await Promise.all(
        writers.flatMap((store, w) =>
          range(1, 3).map(async (lane) => {
            for (let i = 0; i < 25; i++) {
              const size = 1 + ((w + lane + i) % 3);
              await store.appendToStream(`game-${(w * 3 + lane + i) % 10}`, newEvents(size), {
                expectedVersion: 'any',
              });
              total += size;
            }
          }),
        ),
      );
      await waitFor(
        () => seen.length >= total && seenByWriter.length >= total,
        `${total} events`,
        15_000,
      );
      await settle(200);

      const all = positions(await watcher.readAll());
      expect(all).toHaveLength(total);
      expect(seen).toEqual(all);
      expect(seenByWriter).toEqual(all);
      expect(isStrictlyIncreasing(seen)).toBe(true);
    }, 30_000);
  });

  describe('live delivery', () => {
    it('reconnects its LISTEN connection when it is killed', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const reader = await openHere({ pollIntervalMs: 60_000 });
      const writer = await openHere();
      const seen: number[] = [];
      reader.subscribeToAll(0, (e) => seen.push(e.position));
      await waitFor(() => reader.listenerBackendPid !== undefined, 'the LISTEN connection');
      const pid = reader.listenerBackendPid;
      await adminPool().query('SELECT pg_terminate_backend($1)', [pid]);
      await waitFor(
        () => reader.listenerBackendPid !== undefined && reader.listenerBackendPid !== pid,
        'a new LISTEN connection',
      );

      await writer.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });
      await waitFor(() => seen.length === 2, 'events after the reconnection', 3_000);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('LISTEN connection lost'),
        expect.anything(),
      );
      logged.mockRestore();
    });

    it('picks up events whose notification never came, through the fallback poll', async () => {
      const reader = await openHere({ pollIntervalMs: 100 });
      const seen: string[] = [];
      reader.subscribeToAll(0, (e) => seen.push(e.type));
      const sql = postgresStatements(schema);
      // The store's own append statement, run by hand: nobody sends a notification.
      await adminPool().query(sql.append.any, [
        'game-1',
        1,
        0,
        clock.now().toISOString(),
        ['Quiet'],
        ['{}'],
        ['{}'],
      ]);
      await waitFor(() => seen.length === 1, 'the quiet event', 3_000);
      expect(seen).toEqual(['Quiet']);
    });
  });

  describe('group commit', () => {
    /** The transaction that wrote an event: positions are xid * 4096 + index. */
    const slot = (e: StoredEvent): number => Math.floor(e.position / POSITIONS_PER_TRANSACTION);
    const fulfilled = <T>(r: PromiseSettledResult<T>): T => {
      if (r.status !== 'fulfilled') throw new Error(`expected fulfilled, got ${String(r.reason)}`);
      return r.value;
    };
    const rejection = (r: PromiseSettledResult<unknown>): unknown => {
      if (r.status !== 'rejected') throw new Error('expected a rejection');
      return r.reason;
    };

    it('is on by default, and off with groupCommit: false', async () => {
      expect((await openHere()).groupCommitStats).toEqual({ groups: 0, appends: 0, largest: 0 });
      expect((await openHere({ groupCommit: false })).groupCommitStats).toBeNull();
    });

    it("writes one tick's appends to 40 streams in one transaction; the one stale expected version fails alone", async () => {
      const store = await openHere();
      const streams = range(0, 39).map((i) => `game-${i}`);
      await Promise.all(
        streams.map((s) => store.appendToStream(s, newEvents(1), { expectedVersion: 0 })),
      );

      const settled = await Promise.allSettled(
        streams.map((s, i) =>
          store.appendToStream(s, newEvents(2, `Second${i}-`), {
            expectedVersion: i === 17 ? 0 : 1,
          }),
        ),
      );

      expect(settled.map((r) => r.status)).toEqual(
        streams.map((_, i) => (i === 17 ? 'rejected' : 'fulfilled')),
      );
      const stale = rejection(settled[17] as PromiseSettledResult<unknown>);
      expect(stale).toBeInstanceOf(ConcurrencyError);
      expect(stale).toMatchObject({ streamId: 'game-17', expected: 0, actual: 1 });
      const written = settled.filter((_, i) => i !== 17).map(fulfilled);
      // One transaction: every written event carries the same transaction slot.
      expect(new Set(written.flatMap((r) => r.events.map(slot))).size).toBe(1);
      expect(store.groupCommitStats?.largest).toBe(40);
      for (const [i, s] of streams.entries()) {
        const types = (await store.readStream(s)).map((e) => e.type);
        expect(types).toEqual(i === 17 ? ['Event1'] : ['Event1', `Second${i}-1`, `Second${i}-2`]);
      }
      // What each append returned is what was stored, and the global log has no duplicates.
      const all = await store.readAll();
      expect(all).toHaveLength(40 + 39 * 2);
      expect(isStrictlyIncreasing(positions(all))).toBe(true);
      const byPosition = new Map(all.map((e) => [e.position, e]));
      for (const r of written)
        for (const e of r.events) expect(byPosition.get(e.position)).toEqual(e);
    });

    it('checks appends to one stream in the same tick in order, against each other', async () => {
      const store = await openHere();
      const results = await Promise.allSettled([
        store.appendToStream('s', newEvents(1), { expectedVersion: 0 }),
        store.appendToStream('other', newEvents(1), { expectedVersion: 0 }),
        store.appendToStream('s', newEvents(2), { expectedVersion: 1 }),
        store.appendToStream('s', newEvents(1), { expectedVersion: 1 }),
        store.appendToStream('s', newEvents(1), { expectedVersion: 'any' }),
      ]);
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value.version : 'conflict'))).toEqual(
        [1, 1, 3, 'conflict', 4],
      );
      expect((await store.readStream('s')).map((e) => e.version)).toEqual([1, 2, 3, 4]);
    });

    it('fails only the append that hits a (stream_id, version) collision; the rest of its group commits', async () => {
      const store = await openHere();
      // A writer that bypassed the streams table: game-x version 1 already taken.
      await adminPool().query(
        `INSERT INTO ${quoteIdent(schema)}.events VALUES (1, 'game-x', 1, 'Sneaky', '{}', '{}', now())`,
      );
      const streams = ['game-a', 'game-b', 'game-x', 'game-c', 'game-d'];
      const settled = await Promise.allSettled(
        streams.map((s) => store.appendToStream(s, newEvents(2), { expectedVersion: 0 })),
      );

      expect(settled.map((r) => r.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      expect(rejection(settled[2] as PromiseSettledResult<unknown>)).toMatchObject({
        name: 'ConcurrencyError',
        streamId: 'game-x',
      });
      expect((await store.readStream('game-x')).map((e) => e.type)).toEqual(['Sneaky']);
      for (const s of ['game-a', 'game-b', 'game-c', 'game-d']) {
        expect(await store.streamVersion(s)).toBe(2);
      }
      expect(await store.readAll()).toHaveLength(1 + 4 * 2);
    });

    it('rejects every append of a group whose COMMIT fails, and none of them is visible', async () => {
      const store = await openHere();
      const s = quoteIdent(schema);
      await store.appendToStream('before', newEvents(1), { expectedVersion: 0 });
      // A deferred constraint trigger: checked at COMMIT, after every statement has succeeded.
      await adminPool().query(`
        CREATE FUNCTION ${s}.refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.type = 'Poison' THEN RAISE EXCEPTION 'poison refused at commit'; END IF;
          RETURN NULL;
        END $$;
        CREATE CONSTRAINT TRIGGER refuse_poison AFTER INSERT ON ${s}.events
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${s}.refuse_poison();`);

      const settled = await Promise.allSettled([
        ...range(0, 9).map((i) =>
          store.appendToStream(`game-${i}`, newEvents(1), { expectedVersion: 0 }),
        ),
        store.appendToStream('game-poisoned', [newEvent('Poison')], { expectedVersion: 0 }),
        store.appendToStream('before', newEvents(1, 'After'), { expectedVersion: 1 }),
      ]);

      expect(settled.map((r) => r.status)).toEqual(settled.map(() => 'rejected'));
      for (const r of settled) {
        expect(String(rejection(r))).toMatch(/poison refused at commit/);
      }
      expect((await store.readAll()).map((e) => e.streamId)).toEqual(['before']);
      expect(await store.streamVersion('game-3')).toBe(0);
      expect(await store.streamVersion('before')).toBe(1);

      // The store goes on: the next group commits.
      await adminPool().query(`DROP TRIGGER refuse_poison ON ${s}.events`);
      const next = await Promise.all(
        range(0, 3).map((i) =>
          store.appendToStream(`game-${i}`, newEvents(1), { expectedVersion: 0 }),
        ),
      );
      expect(next.map((r) => r.version)).toEqual([1, 1, 1, 1]);
    });

    it('lets exactly one of two stores win each stream when their groups race over the same 30 streams', async () => {
      const a = await openHere();
      const b = await openHere();
      const streams = range(0, 29).map((i) => `game-${i}`);
      for (const expectedVersion of [0, 1]) {
        // Opposite orders, so that the two groups meet each other's rows.
        const settled = await Promise.allSettled([
          ...streams.map((s) => a.appendToStream(s, newEvents(1, 'A'), { expectedVersion })),
          ...[...streams]
            .reverse()
            .map((s) => b.appendToStream(s, newEvents(1, 'B'), { expectedVersion })),
        ]);
        expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
        for (const r of settled) {
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(ConcurrencyError);
            expect(r.reason).toMatchObject({
              expected: expectedVersion,
              actual: expectedVersion + 1,
            });
          }
        }
      }
      for (const s of streams) expect(await a.streamVersion(s)).toBe(2);
      expect(await a.readAll()).toHaveLength(60);
    }, 30_000);

    it('delivers every event of concurrent groups to live subscribers, here and on another store, in order', async () => {
      const writer = await openHere();
      const watcher = await openHere({ pollIntervalMs: 60_000 }); // NOTIFY only, no polling
      const seenHere: StoredEvent[] = [];
      const seenThere: StoredEvent[] = [];
      writer.subscribeToAll(0, (e) => seenHere.push(e));
      watcher.subscribeToAll(0, (e) => seenThere.push(e));
      await waitFor(() => watcher.listenerBackendPid !== undefined, 'the LISTEN connection');

      const streams = range(0, 19).map((i) => `game-${i}`);
      let total = 0;
      await Promise.all(
        streams.map(async (s, i) => {
          let version = 0;
          for (let n = 0; n < 10; n++) {
            const size = 1 + ((i + n) % 3);
            version = (
              await writer.appendToStream(s, newEvents(size), { expectedVersion: version })
            ).version;
            total += size;
          }
        }),
      );
      await waitFor(
        () => seenHere.length >= total && seenThere.length >= total,
        `${total} events on both stores`,
        15_000,
      );
      await settle(100);

      const all = await writer.readAll();
      expect(all).toHaveLength(total);
      expect(seenHere).toEqual(all);
      expect(seenThere).toEqual(all);
      expect(isStrictlyIncreasing(positions(seenThere))).toBe(true);
      for (const s of streams) {
        const versionsSeen = seenThere.filter((e) => e.streamId === s).map((e) => e.version);
        expect(versionsSeen).toEqual(range(1, versionsSeen.length));
      }
      // They were group commits: several appends per commit.
      expect(writer.groupCommitStats?.largest).toBeGreaterThan(1);
    }, 30_000);

    it('writes the appends still queued when the store closes before closing', async () => {
      const store = await openHere();
      const pending = range(0, 4).map((i) =>
        store.appendToStream(`game-${i}`, newEvents(3), { expectedVersion: 0 }),
      );
      await store.close();
      expect((await Promise.all(pending)).map((r) => r.version)).toEqual([3, 3, 3, 3, 3]);
      const reopened = await openHere();
      expect(await reopened.readAll()).toHaveLength(15);
    });

    it('fits a group into one transaction slot: 4096 events at most, the rest in the next group', async () => {
      const store = await openHere();
      const settled = await Promise.all(
        range(0, 4).map((i) =>
          store.appendToStream(`big-${i}`, newEvents(1000), { expectedVersion: 0 }),
        ),
      );
      const slots = settled.map((r) => new Set(r.events.map(slot)));
      for (const s of slots) expect(s.size).toBe(1);
      // Four appends of 1000 fit one transaction (4000 events); the fifth needs another.
      expect(new Set(slots.map((s) => [...s][0])).size).toBe(2);
      const all = await store.readAll();
      expect(all).toHaveLength(5000);
      expect(isStrictlyIncreasing(positions(all))).toBe(true);
    }, 30_000);
  });

  describe('migrations', () => {
    const migrationRows = async () =>
      (
        await adminPool().query(
          `SELECT version, name, applied_at FROM ${quoteIdent(schema)}.schema_migrations`,
        )
      ).rows as unknown[];

    it('runs each migration once: reopening does not re-run them', async () => {
      await (await openHere()).close();
      clock.set('2030-01-01T00:00:00.000Z');
      const again = await openHere();
      await again.appendToStream('game-1', newEvents(1), { expectedVersion: 0 });
      await (await openHere()).close();

      expect(await migrationRows()).toEqual([
        { version: 1, name: 'create streams and events', applied_at: new Date(TestClock.START) },
      ]);
      expect(await again.readAll()).toHaveLength(1);
    });

    it('lets several stores start at once on a fresh schema', async () => {
      const started = await Promise.all(range(1, 8).map(() => openHere({ maxConnections: 2 })));
      expect(await migrationRows()).toHaveLength(PG_MIGRATIONS.length);
      await started[0]?.appendToStream('game-1', newEvents(1), { expectedVersion: 0 });
      expect(await started[7]?.streamVersion('game-1')).toBe(1);
    });

    it('refuses a schema migrated by a newer version', async () => {
      await (await openHere()).close();
      await adminPool().query(
        `INSERT INTO ${quoteIdent(schema)}.schema_migrations VALUES (99, 'from the future', now())`,
      );
      await expect(open(schema)).rejects.toBeInstanceOf(SchemaVersionError);
    });

    it('with migrate: false, checks the schema instead of changing it', async () => {
      await expect(open(schema, { migrate: false })).rejects.toThrow(/lacks migrations 1/);
      await (await openHere()).close();
      const checked = await openHere({ migrate: false });
      expect(await checked.health()).toEqual({ ok: true });
    });
  });

  describe('failures', () => {
    it('reports an unreachable server through open() and health()', async () => {
      const url = 'postgres://postgres@127.0.0.1:1/test';
      await expect(
        PostgresEventStore.open({ url, schema, connectionTimeoutMs: 1_000 }),
      ).rejects.toThrow();
      const store = new PostgresEventStore({ url, schema, connectionTimeoutMs: 1_000 });
      expect(await store.health()).toMatchObject({ ok: false, detail: expect.any(String) });
      await expect(store.readAll()).rejects.toThrow();
      await store.close();
    });

    it('rejects a schema name that is not a plain identifier', () => {
      expect(() => new PostgresEventStore({ url: URL, schema: 'Robert"); DROP' })).toThrow(
        InvalidArgumentError,
      );
    });

    it('maps a position past 2^53 to a clear EventStoreError', async () => {
      const store = await openHere();
      await adminPool().query(
        `ALTER TABLE ${quoteIdent(schema)}.events DROP CONSTRAINT events_position_js_safe,
         ADD CONSTRAINT events_position_js_safe CHECK (position < 0)`,
      );
      const error: unknown = await store
        .appendToStream('game-1', newEvents(1), { expectedVersion: 0 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EventStoreError);
      expect(String(error)).toMatch(/2\^41/);
      expect(await store.streamVersion('game-1')).toBe(0);
    });
  });

  describe('factory', () => {
    it('opens EVENT_STORE=postgres with DATABASE_URL through createEventStoreAsync', async () => {
      const config = eventStoreConfigFromEnv({
        EVENT_STORE: 'postgres',
        DATABASE_URL: URL,
        DATABASE_SCHEMA: schema,
      });
      const store = await createEventStoreAsync(config, { now: () => clock.now() });
      try {
        expect(store).toBeInstanceOf(PostgresEventStore);
        const { events } = await store.appendToStream('game-1', newEvents(1), {
          expectedVersion: 0,
        });
        expect(events[0]?.recordedAt).toBe(TestClock.START);
      } finally {
        await store.close();
      }
    });
  });
});
