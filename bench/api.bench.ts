/**
 * API benchmark: the Pratzen HTTP API against a bare Fastify server on the same machine, in the
 * same run. Prints figures only (no assertions), over loopback (127.0.0.1), in under a minute:
 *  1. bare Fastify `GET /` → `{hello: 'world'}` under autocannon (32 connections, 5 s):
 *     requests/s, p50, p99;
 *  2. command round-trips: `createApp` with the SQLite store in a temporary data dir and rate
 *     limiting off; 32 clients, each on its own SPI game (server dice), each POSTing `EndPhase`
 *     with its seat token and `expectedVersion` in a loop for 10 s (a game that ends is swapped
 *     for a fresh one from a pool created beforehand): commands/s, p50, p99, and the ratio
 *     commands/s ÷ bare Fastify requests/s;
 *     then one client alone for 1 s (the latency of a command without queueing);
 *  3. query latency: `GET …/legal-actions` and `GET …/state` at the opening of the Allied
 *     Movement Phase (the first request of each game, then 4,000 requests at 32 connections, or
 *     as many as 6 s allow: the full legal actions there are large).
 * Targets (issue): ratio ≥ 0.30; command p99 < 10 ms. The figures are printed as they come,
 * with the targets marked met or not.
 *
 * The servers run in a worker thread and the load generators on the main thread, so that the
 * clients' own CPU does not come out of the server's event loop (each thread has its core on a
 * two-CPU machine; the utilisation of both loops is printed).
 *
 * Run: npm run bench:api. BENCH_COMMAND_SECONDS, BENCH_FASTIFY_SECONDS and BENCH_QUERIES change
 * the lengths; BENCH_CPU_PROFILE=<prefix> writes the server thread's CPU profiles of the measured
 * phases to <prefix>commands.cpuprofile, <prefix>legal-actions.cpuprofile, <prefix>state.cpuprofile.
 *
 * The parts are in bench/api/: settings, the server thread (server-thread.ts, server-worker.ts),
 * the HTTP client, the games, the command load, the three sections and the run (main.ts).
 */
import { rmSync } from 'node:fs';
import { type Scratch, main } from './api/main';
import { HARD_LIMIT_MS } from './api/settings';

const scratch: Scratch = { dataDir: null };
setTimeout(() => {
  console.error(`api benchmark: still running after ${HARD_LIMIT_MS / 1000} s; giving up`);
  if (scratch.dataDir !== null) rmSync(scratch.dataDir, { recursive: true, force: true });
  process.exit(2);
}, HARD_LIMIT_MS).unref();
main(scratch).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
