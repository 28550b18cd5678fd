/**
 * Event store benchmark, PostgreSQL beside SQLite in the same run. Prints:
 *  - appends/s and events/s: 32 concurrent writers, each on its own stream, appending batches of
 *    3 events with an exact expectedVersion (the API's command path);
 *  - readAll throughput: the whole log read in pages of 1000, events/s;
 *  - subscription catch-up: events/s delivered to a subscriber from position 0;
 *  - then PostgreSQL's group commit (PG_GROUP_COMMIT) on and off, at 1, 8, 32 and 128 concurrent
 *    writers (BENCH_WRITERS, comma-separated): appends/s, the latency of one append (p50, p99)
 *    and, with group commit, the mean number of appends per commit.
 *
 *   npx ts-node --transpile-only -r tsconfig-paths/register bench/postgres-store.bench.ts
 *
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a throw-away
 * schema dropped afterwards. BENCH_APPENDS_PER_WRITER (default 100) sets the size of the first
 * table; BENCH_GROUP_APPENDS (default 3200) the appends of each run of the second (at least 50
 * per writer); BENCH_ROUNDS (default 4) how many times each run of the second is repeated
 * (alternating which mode goes first; the median is printed).
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
const GROUP_WRITERS = (process.env.BENCH_WRITERS ?? '1,8,32,128')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const GROUP_APPENDS = Number(process.env.BENCH_GROUP_APPENDS ?? 3200);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
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

interface Concurrent {
  readonly appendsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Mean appends per commit (group commit only). */
  readonly perCommit: number | null;
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** `writers` streams appended to concurrently, each by one writer awaiting its appends. */
async function measureConcurrent(
  schema: string,
  groupCommit: boolean,
  writers: number,
): Promise<Concurrent> {
  const store = await PostgresEventStore.open({
    url: URL,
    schema,
    maxConnections: WRITERS,
    groupCommit,
  });
  try {
    const perWriter = Math.max(50, Math.ceil(GROUP_APPENDS / writers));
    const prefix = `g${groupCommit ? 1 : 0}w${writers}-${Math.random().toString(36).slice(2, 8)}`;
    // Warm-up: every connection of the pool, prepared statements, one append per stream.
    await Promise.all(
      Array.from({ length: writers }, (_, w) =>
        store.appendToStream(`${prefix}-${w}`, batch(w, 0), { expectedVersion: 0 }),
      ),
    );
    const before = store.groupCommitStats;
    const latencies: number[] = [];
    const start = now();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        let version = BATCH;
        for (let n = 1; n <= perWriter; n++) {
          const t = now();
          version = (
            await store.appendToStream(`${prefix}-${w}`, batch(w, n), {
              expectedVersion: version,
            })
          ).version;
          latencies.push(now() - t);
        }
      }),
    );
    const ms = now() - start;
    const after = store.groupCommitStats;
    latencies.sort((a, b) => a - b);
    return {
      appendsPerSecond: ((writers * perWriter) / ms) * 1000,
      p50Ms: quantile(latencies, 0.5),
      p99Ms: quantile(latencies, 0.99),
      perCommit:
        before && after && after.groups > before.groups
          ? (after.appends - before.appends) / (after.groups - before.groups)
          : null,
    };
  } finally {
    await store.close();
  }
}

const median = (xs: readonly Concurrent[]): Concurrent => {
  const sorted = [...xs].sort((a, b) => a.appendsPerSecond - b.appendsPerSecond);
  return sorted[Math.floor(sorted.length / 2)] as Concurrent;
};

async function groupCommitTable(): Promise<void> {
  const schema = `bench_group_${process.pid}`;
  const admin = new Pool({ connectionString: URL, max: 1 });
  const rows: [number, Concurrent, Concurrent][] = [];
  try {
    for (const writers of GROUP_WRITERS) {
      const on: Concurrent[] = [];
      const off: Concurrent[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which mode goes first, so neither always meets a warmer server.
        if (round % 2 === 0) {
          on.push(await measureConcurrent(schema, true, writers));
          off.push(await measureConcurrent(schema, false, writers));
        } else {
          off.push(await measureConcurrent(schema, false, writers));
          on.push(await measureConcurrent(schema, true, writers));
        }
      }
      rows.push([writers, median(on), median(off)]);
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await admin.end();
  }
  const ms = (n: number): string => n.toFixed(2).padStart(8);
  console.log('');
  console.log(
    `PostgreSQL group commit: appends of ${BATCH} events, each writer on its own stream awaiting ` +
      `its appends (median of ${ROUNDS}; pool ${WRITERS})`,
  );
  console.log(
    `${'writers'.padStart(8)} | ${'group: appends/s'.padStart(16)}${'p50 ms'.padStart(8)}` +
      `${'p99 ms'.padStart(8)}${'per commit'.padStart(11)} | ${'single: appends/s'.padStart(17)}` +
      `${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)} | ${'ratio'.padStart(6)}`,
  );
  for (const [writers, on, off] of rows) {
    console.log(
      `${String(writers).padStart(8)} | ${fmt(on.appendsPerSecond).padStart(16)}${ms(on.p50Ms)}` +
        `${ms(on.p99Ms)}${(on.perCommit ?? NaN).toFixed(1).padStart(11)} | ` +
        `${fmt(off.appendsPerSecond).padStart(17)}${ms(off.p50Ms)}${ms(off.p99Ms)} | ` +
        `${(on.appendsPerSecond / off.appendsPerSecond).toFixed(2).padStart(6)}`,
    );
  }
}

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
      `postgres ${(rows[0]?.server_version ?? '').split(' ')[0]} (pool ${WRITERS}${postgres.groupCommitStats ? ', group' : ''})`,
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
  await groupCommitTable();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
