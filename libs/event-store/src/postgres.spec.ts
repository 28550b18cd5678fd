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
import { eventStoreContract } from './testing/contract';
import {
  TestClock,
  isStrictlyIncreasing,
  newEvents,
  positions,
  range,
  settle,
  waitFor,
} from './testing/contract-helpers';

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
