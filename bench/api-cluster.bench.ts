/**
 * Cluster benchmark (issue #4): command round-trips against the API with the SQLite store on
 * one node, PostgreSQL on one node, and PostgreSQL on three nodes sharing Redis, in the same
 * run and by the same method, so the figures compare:
 *  - every configuration runs `npm start`'s command in child processes (test/multinode's
 *    harness; rate limits off; the PostgreSQL ones in a throw-away schema, dropped afterwards);
 *  - 32 clients on the main thread, each on its own SPI game (server dice) over one keep-alive
 *    connection, spread round-robin over the nodes; each POSTs EndPhase with expectedVersion in
 *    a loop (bench/api/commands.ts) for BENCH_CLUSTER_SECONDS (default 8) after a 1.5 s
 *    warm-up, a finished game swapped for a fresh one from a pool created beforehand;
 *  - printed: commands/s, p50, p99 and max latency, the API nodes' CPU time per command (all
 *    nodes together, from /proc: PostgreSQL's and the clients' own are not in it), and the
 *    answers other than 201.
 * Figures only, no thresholds. One node alone has no Redis (in-process pub/sub); the three
 * nodes share it (REDIS_URL, default redis://127.0.0.1:6379). PostgreSQL: DATABASE_URL.
 *
 * Run: ts-node --transpile-only -r tsconfig-paths/register bench/api-cluster.bench.ts
 */
import os from 'node:os';
import { fmt, ms } from './api/measure';
import { type Configuration, type Figures, measure, running } from './cluster/run';
import { requirePostgres, requireRedis } from '../test/multinode/support/cluster';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8);
const HARD_LIMIT_MS = 240_000;

const CONFIGURATIONS: readonly Configuration[] = [
  { label: 'SQLite', store: 'sqlite', nodes: 1, redis: false },
  { label: 'PostgreSQL', store: 'postgres', nodes: 1, redis: false },
  { label: 'PostgreSQL + Redis', store: 'postgres', nodes: 3, redis: true },
];

function killAll(): void {
  for (const cluster of running) for (const node of cluster.nodes) void node.kill();
}

function row(f: Figures): string {
  const c = f.configuration;
  return (
    `  ${c.label.padEnd(20)} ${String(c.nodes).padStart(5)} ${fmt(f.perSecond).padStart(11)} ` +
    `${ms(f.p50).padStart(10)} ${ms(f.p99).padStart(10)} ${ms(f.max).padStart(10)} ` +
    `${ms(f.cpuPerCommand).padStart(10)}   ${f.problems}`
  );
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `API cluster benchmark (node ${process.version}, ${cpus.length} CPUs: ` +
      `${cpus[0]?.model.trim() ?? '?'}; API nodes in child processes, 32 clients on the main ` +
      `thread, ${SECONDS} s per configuration)`,
  );
  const results: Figures[] = [];
  let failed = false;
  for (const configuration of CONFIGURATIONS) {
    try {
      if (configuration.store === 'postgres') await requirePostgres();
      if (configuration.redis) await requireRedis();
      const f = await measure(configuration, SECONDS);
      results.push(f);
      console.log(
        `  ${configuration.label}, ${configuration.nodes} node(s): ${fmt(f.perSecond)} commands/s, ` +
          `p99 ${ms(f.p99)} (${fmt(f.commands)} commands; nodes started in ${fmt(f.startMs)} ms; ` +
          `${f.gamesCreatedInline} games created during the run)`,
      );
    } catch (error) {
      failed = true;
      console.error(
        `  ${configuration.label}, ${configuration.nodes} node(s): failed: ${String(error)}`,
      );
    }
  }
  console.log(
    `\nPOST /v1/games/{id}/commands, 32 clients, one game each (server dice, rate limits off)`,
  );
  console.log(
    `  ${'store'.padEnd(20)} ${'nodes'.padStart(5)} ${'commands/s'.padStart(11)} ` +
      `${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)} ` +
      `${'node CPU/cmd'.padStart(10)}   non-201`,
  );
  for (const f of results) console.log(row(f));
  const sqlite = results.find((f) => f.configuration.store === 'sqlite');
  if (sqlite !== undefined) {
    for (const f of results.filter((x) => x !== sqlite)) {
      console.log(
        `  ${f.configuration.label} × ${f.configuration.nodes}: ` +
          `${(f.perSecond / sqlite.perSecond).toFixed(2)}× the SQLite rate`,
      );
    }
  }
  if (failed) process.exitCode = 1;
}

setTimeout(() => {
  console.error(`cluster benchmark: still running after ${HARD_LIMIT_MS / 1000} s; giving up`);
  killAll();
  process.exit(2);
}, HARD_LIMIT_MS).unref();
main().catch((error: unknown) => {
  console.error(error);
  killAll();
  process.exitCode = 1;
});
