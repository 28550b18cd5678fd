/**
 * Event store benchmark, PostgreSQL beside SQLite in the same run. Prints:
 *  - appends/s and events/s: 32 concurrent writers, each on its own stream, appending batches of
 *    3 events with an exact expectedVersion (the API's command path);
 *  - readAll throughput: the whole log read in pages of 1000, events/s;
 *  - subscription catch-up: events/s delivered to a subscriber from position 0.
 *
 *   npx ts-node --transpile-only -r tsconfig-paths/register bench/postgres-store.bench.ts
 *
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a throw-away
 * schema dropped afterwards. BENCH_APPENDS_PER_WRITER (default 100) sets the size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { DEFAULT_DATABASE_URL, PostgresEventStore } from '../libs/event-store/src/postgres';
import { quoteIdent } from '../libs/event-store/src/postgres-schema';
import { SqliteEventStore } from '../libs/event-store/src/sqlite';
import type { EventStore, NewEvent } from '../libs/event-store/src/event-store';

const URL = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
const WRITERS = 32;
const BATCH = 3;
const APPENDS_PER_WRITER = Number(process.env.BENCH_APPENDS_PER_WRITER ?? 100);
const PAGE = 1000;

const now = (): number => Number(process.hrtime.bigint()) / 1e6;

const batch = (writer: number, n: number): NewEvent[] =>
  Array.from({ length: BATCH }, (_, i) => ({
    type: 'UnitMoved',
    data: { unit: `W${writer}`, step: n, index: i, path: ['1521', '1522', '1623'], strength: 4 },
    meta: { commandId: `c-${writer}-${n}`, actor: { side: 'french' }, rulesetVersion: 3 },
  }));

interface Figures {
  readonly appendsPerSecond: number;
  readonly eventsPerSecond: number;
  readonly readAllPerSecond: number;
  readonly catchUpPerSecond: number;
  readonly events: number;
}

async function measure(store: EventStore): Promise<Figures> {
  // Warm-up: one append per writer stream (connections, prepared statements, page cache).
  await Promise.all(
    Array.from({ length: WRITERS }, (_, w) =>
      store.appendToStream(`game-${w}`, batch(w, 0), { expectedVersion: 0 }),
    ),
  );
  const start = now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      let version = BATCH;
      for (let n = 1; n <= APPENDS_PER_WRITER; n++) {
        version = (
          await store.appendToStream(`game-${w}`, batch(w, n), { expectedVersion: version })
        ).version;
      }
    }),
  );
  const appendMs = now() - start;
  const appends = WRITERS * APPENDS_PER_WRITER;

  const readStart = now();
  let read = 0;
  for (let after = 0; ;) {
    const page = await store.readAll({ after, limit: PAGE });
    read += page.length;
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.position ?? after;
  }
  const readMs = now() - readStart;

  const catchUpStart = now();
  let delivered = 0;
  await new Promise<void>((resolve, reject) => {
    const subscription = store.subscribeToAll(
      0,
      () => {
        delivered += 1;
        if (delivered === read) {
          subscription.close();
          resolve();
        }
      },
      { onError: reject },
    );
  });
  const catchUpMs = now() - catchUpStart;

  return {
    appendsPerSecond: (appends / appendMs) * 1000,
    eventsPerSecond: ((appends * BATCH) / appendMs) * 1000,
    readAllPerSecond: (read / readMs) * 1000,
    catchUpPerSecond: (delivered / catchUpMs) * 1000,
    events: read,
  };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US').padStart(10);

async function main(): Promise<void> {
  const results: [string, Figures][] = [];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pratzen-bench-'));
  const sqlite = new SqliteEventStore(path.join(dir, 'events.db'));
  try {
    results.push(['sqlite (file, WAL, NORMAL)', await measure(sqlite)]);
  } finally {
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const schema = `bench_${process.pid}`;
  const admin = new Pool({ connectionString: URL, max: 1 });
  const postgres = await PostgresEventStore.open({ url: URL, schema, maxConnections: WRITERS });
  try {
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    results.push([
      `postgres ${(rows[0]?.server_version ?? '').split(' ')[0]} (pool ${WRITERS})`,
      await measure(postgres),
    ]);
  } finally {
    await postgres.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await admin.end();
  }

  console.log(
    `Event store: ${WRITERS} writers x ${APPENDS_PER_WRITER} appends of ${BATCH} events, ` +
      `one stream each; readAll in pages of ${PAGE}`,
  );
  console.log(
    `${'store'.padEnd(34)}${'appends/s'.padStart(10)}${'events/s'.padStart(10)}` +
      `${'readAll ev/s'.padStart(14)}${'catch-up ev/s'.padStart(15)}`,
  );
  for (const [name, f] of results) {
    console.log(
      `${name.padEnd(34)}${fmt(f.appendsPerSecond)}${fmt(f.eventsPerSecond)}` +
        `${fmt(f.readAllPerSecond).padStart(14)}${fmt(f.catchUpPerSecond).padStart(15)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
