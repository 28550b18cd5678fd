/**
 * Hostile load (issue #10, "Done when"): the server (`npm start`'s command in a child process,
 * loopback, SQLite) under, at the same time and for HOSTILE_SECONDS (default 20):
 *  - HOSTILE_RECORD_CLIENTS (8) clients each POSTing a ~5 MiB game record (a real SPI game,
 *    each envelope's meta padded and the chain resealed, so it verifies) to /v1/records/verify
 *    again and again;
 *  - HOSTILE_STREAMS (3,000) SSE streams opened from 100 loopback addresses and held open;
 *  - 2 clients creating SPI games and reading each one's Allied Movement Phase legal actions
 *    (~870 KB) and state as two viewers — the read-cache growth that reached 2.8 GB of RSS;
 *  - HOSTILE_SLOW_BODIES (300) sockets from 4 loopback addresses each POSTing a body trickled
 *    one byte every 2 s (issue #27: held forever before BODY_MIN_BYTES_PER_SECOND), replaced
 *    as the server closes them;
 *  - HOSTILE_FLOOD (1,000) idle connections from 5 loopback addresses (issue #27: nothing
 *    limited them per address before CONNECTIONS_PER_ADDRESS), replaced as they are closed;
 *  - HOSTILE_GRAPHQL_CLIENTS (4) clients each POSTing a costly GraphQL query ~7 times a second
 *    (issue #27: a 115 KB query held the loop ~150 ms before it was refused; now the gate's);
 *  - a probe GETting /health every 50 ms, from a worker thread (its own event loop), on a
 *    connection opened before the load.
 * The server runs the README's "small" memory profile (bench/hostile/small-profile.ts), whose
 * budget is the configured cap.
 * Printed: the probe's p50/p99/max (target p99 < 100 ms), the server's event-loop delay
 * (monitorEventLoopDelay, preloaded by bench/hostile/loop-monitor.ts), its RSS after warm-up and
 * its peak (target: peak under the budget), and what the records and streams got. Figures only;
 * the rate limits are off. HOSTILE_NODE_ARGS replaces the profile's V8 flags (the budget line
 * then assumes the profile's).
 *
 * Run: npm run bench:hostile
 */
import os from 'node:os';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { envelopesOf, playRandomGame, reseal } from '../libs/audit/testing';
import { GameFactory } from './api/games';
import { Connection } from './api/http-client';
import { fmt, ms, now, percentiles } from './api/measure';
import {
  GRAPHQL_COST_BODIES,
  HealthProbe,
  Streams,
  describeCounts,
  postRecords,
  postRepeatedly,
  readGames,
} from './hostile/load';
import { ServerProcess } from './hostile/server-process';
import { ConnectionFlood, SlowBodies } from './hostile/sockets';
import {
  BUDGET,
  MIB,
  PROFILE,
  PROFILE_ENV,
  PROFILE_NODE_ARGS,
  describeBudget,
  mib,
} from './hostile/small-profile';

const SECONDS = Number(process.env.HOSTILE_SECONDS ?? 20);
const RECORD_CLIENTS = Number(process.env.HOSTILE_RECORD_CLIENTS ?? 8);
const STREAMS = Number(process.env.HOSTILE_STREAMS ?? 3_000);
const STREAM_ADDRESSES = 100;
const SLOW_BODIES = Number(process.env.HOSTILE_SLOW_BODIES ?? 300);
const GRAPHQL_CLIENTS = Number(process.env.HOSTILE_GRAPHQL_CLIENTS ?? 4);
const FLOOD = Number(process.env.HOSTILE_FLOOD ?? 1_000);
const READERS = 2;
const HARD_LIMIT_MS = 120_000;

/** A real SPI game's record, each envelope's meta padded, resealed: ~5 MiB that verifies. */
function bigRecord(): Buffer {
  const record = playRandomGame(spi1980 as never, { seed: 1, diceMode: 'server' });
  for (const e of envelopesOf(record))
    (e.meta as Record<string, unknown>)['note'] = 'x'.repeat(4_000);
  return Buffer.from(JSON.stringify(reseal(record)));
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `Hostile load (node ${process.version}, ${cpus.length} CPUs: ${cpus[0]?.model.trim() ?? '?'}; ` +
      `server in a child process, SQLite; ${SECONDS} s)`,
  );
  const record = bigRecord();
  const server = await ServerProcess.start(PROFILE_ENV, PROFILE_NODE_ARGS);
  console.log(
    `memory profile: ${describeBudget()}` +
      (process.env.HOSTILE_NODE_ARGS === undefined
        ? ''
        : ` (V8 flags replaced by HOSTILE_NODE_ARGS=${process.env.HOSTILE_NODE_ARGS})`),
  );
  console.log(
    server.build === 'compiled'
      ? 'server: the compiled build (dist/, as npm run start:prod)'
      : 'server: ts-node (as npm start; build dist/ to measure the compiled server)',
  );
  const hardStop = setTimeout(() => {
    console.error(`hostile load: over ${HARD_LIMIT_MS / 1000} s, stopped\n${server.tail()}`);
    void server.stop().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);
  const streams = new Streams();
  const conns: Connection[] = [];
  try {
    for (let i = 0; i < READERS; i++) conns.push(await Connection.open(server.port));
    const factory = new GameFactory();
    // Warm-up: a verification (the worker starts), a few games read, then the baseline RSS.
    await postRecords(server.port, record, 1, now());
    await readGames(conns, factory, now() + 1_500);
    const streamGames = await Promise.all(conns.map((c) => factory.create(c)));
    const probe = await HealthProbe.start(server.port);
    const warm = await server.readLoop();
    const baseline = server.rss().now;
    await server.resetLoop();
    const timeline: number[] = [];
    const sampler = setInterval(() => timeline.push(server.rss().now), 2_000);

    const until = now() + SECONDS * 1000;
    const slowBodies = new SlowBodies(server.port, SLOW_BODIES, 2, 4, 2_000);
    const flood = new ConnectionFlood(server.port, FLOOD, 1, 5);
    const [latencies, records, reads, , graphql] = await Promise.all([
      probe.run(until),
      postRecords(server.port, record, RECORD_CLIENTS, until),
      readGames(conns, factory, until),
      streams.openMany(
        server.port,
        streamGames.map((g) => g.id),
        STREAMS,
        STREAM_ADDRESSES,
      ),
      postRepeatedly(server.port, '/graphql', GRAPHQL_COST_BODIES, {
        parallel: GRAPHQL_CLIENTS,
        until,
        pauseMs: 140,
      }),
      slowBodies.run(until),
      flood.run(until),
    ]);
    clearInterval(sampler);
    const rss = server.rss();
    const loop = await server.readLoop();
    const p = percentiles(latencies);
    const caps = (PROFILE.readCacheMb + PROFILE.gameCacheMb) * MIB;
    console.log(`
| measure | figure | target |
|---|---|---|
| /health probe (every 50 ms), p50 / p99 / max | ${ms(p.p50)} / ${ms(p.p99)} / ${ms(p.max)} (${p.count} probes) | p99 < 100 ms |
| server event-loop delay, p99 / max | ${ms(loop.p99Ms)} / ${ms(loop.maxMs)} | no request holds it > ~50 ms |
| server GC pauses, longest / total | ${ms(loop.gcMaxMs)} / ${ms(loop.gcTotalMs)} | — |
| server heap retained (after a full GC), warm-up → end | ${mib(warm.heapRetained)} → ${mib(loop.heapRetained)} | growth < caches ${mib(caps)} |
| server RSS after warm-up / at the end / peak | ${mib(baseline)} / ${mib(rss.now)} / ${mib(rss.peak)} | peak < ${mib(BUDGET)} (the profile's budget) |
| server RSS every 2 s | ${timeline.map(mib).join(', ')} | flat |
| records of ${(record.length / MIB).toFixed(1)} MiB posted by ${RECORD_CLIENTS} clients | ${describeCounts(records)} | 200 or 503 SERVER_BUSY |
| SSE streams opened from ${STREAM_ADDRESSES} addresses | ${fmt(streams.accepted)} accepted of ${fmt(STREAMS)}: ${describeCounts(streams.counts)} | bounded |
| slow bodies (1 byte / 2 s), ${fmt(SLOW_BODIES)} at a time from 4 addresses | ${fmt(slowBodies.opened)} opened: ${describeCounts(slowBodies.counts)}; longest held ${ms(slowBodies.longestMs)} | 408 after BODY_RATE_GRACE_MS (5 s) + < 1 s |
| connection flood, ${fmt(FLOOD)} idle at a time from 5 addresses | ${fmt(flood.opened)} opened: ${describeCounts(flood.counts)}; longest held ${ms(flood.longestMs)} | beyond 128 per address closed after 1 s, the rest 408 after HEADERS_TIMEOUT_MS (10 s) + < 1 s |
| costly GraphQL queries (3 shapes), ${GRAPHQL_CLIENTS} clients at ~7/s | ${describeCounts(graphql)} | 400 QUERY_TOO_LARGE / QUERY_TOO_COMPLEX |
| games read (legal actions + state, 2 viewers) | ${fmt(reads.games)} games, ${fmt(reads.reads)} reads, ${mib(reads.bytes)} served; problems: ${describeCounts(reads.problems)} | — |
`);
    const verdict = (ok: boolean): string => (ok ? 'met' : 'NOT met');
    console.log(
      `targets: probe p99 ${verdict(p.p99 < 100)}; retained heap within the caches ` +
        `${verdict(loop.heapRetained - warm.heapRetained < caps)}; RSS peak within the ` +
        `configured budget ${verdict(rss.peak < BUDGET)}; RSS peak within warm-up + caches ` +
        `(stricter: no room for garbage between collections or the worker's heap) ` +
        `${verdict(rss.peak < baseline + caps)}`,
    );
  } finally {
    clearTimeout(hardStop);
    streams.closeAll();
    for (const c of conns) c.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
