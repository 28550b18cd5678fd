/**
 * Cluster benchmark (issues #4, #33): command round-trips against the API with the SQLite store
 * on one node, PostgreSQL on one node, and PostgreSQL nodes sharing Redis, without and with game
 * ownership, in the same run and by the same method, so the figures compare:
 *  - every configuration runs `npm start`'s command in child processes (test/multinode's
 *    harness; rate limits off; the PostgreSQL ones in a throw-away schema, dropped afterwards);
 *  - 32 clients on the main thread, each on its own SPI game (server dice), each POSTs EndPhase
 *    with expectedVersion in a loop (bench/api/commands.ts) for BENCH_CLUSTER_SECONDS (default
 *    8) after a 1.5 s warm-up, a finished game swapped for a fresh one from a pool created
 *    beforehand. Without ownership (GAME_OWNERSHIP=false: every node folds every game) client i
 *    talks to node i mod N; with ownership each request goes to its game's owner (rendezvous
 *    hashing over the members, bench/cluster/owner-router.ts), as a load balancer routing by
 *    game id would;
 *  - printed: commands/s, p50, p99 and max latency, the API nodes' CPU time per command (all
 *    nodes together, from /proc: PostgreSQL's, Redis's and the clients' own are not in it), its
 *    ratio to the one-node figure, and the answers other than 201; then the capacity model of
 *    bench/cluster/model.ts fed with these figures.
 * Figures only, no thresholds (issue #33's target: CPU per command within 1.25x the one-node
 * figure at 1-4 nodes). Redis: REDIS_URL, default redis://127.0.0.1:6379; PostgreSQL:
 * DATABASE_URL. BENCH_CLUSTER_ONLY=a,b runs the configurations whose keys are listed (below).
 *
 * Run: ts-node --transpile-only -r tsconfig-paths/register bench/api-cluster.bench.ts
 */
import os from 'node:os';
import { fmt, ms } from './api/measure';
import { capacity, ceiling, cpuPerCommand, elsewhereFrom } from './cluster/model';
import { type Configuration, type Figures, measure, running } from './cluster/run';
import { requirePostgres, requireRedis } from '../test/multinode/support/cluster';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8);
const HARD_LIMIT_MS = 1_500_000;

type Keyed = Configuration & { readonly key: string };
const pgRedis = (nodes: number, ownership: boolean): Keyed => ({
  key: `${ownership ? 'owned' : 'all'}${nodes}`,
  label: ownership ? 'PG + Redis, owned' : 'PG + Redis, fold all',
  store: 'postgres',
  nodes,
  redis: true,
  ownership,
});
const ALL: readonly Keyed[] = [
  { key: 'sqlite', label: 'SQLite', store: 'sqlite', nodes: 1, redis: false, ownership: false },
  { key: 'pg', label: 'PostgreSQL', store: 'postgres', nodes: 1, redis: false, ownership: false },
  pgRedis(2, false),
  pgRedis(3, false),
  pgRedis(1, true),
  pgRedis(2, true),
  pgRedis(3, true),
  pgRedis(4, true),
];
const ONLY = process.env.BENCH_CLUSTER_ONLY?.split(',').map((k) => k.trim());
const CONFIGURATIONS =
  ONLY === undefined ? ALL : ONLY.flatMap((k) => ALL.filter((c) => c.key === k));

function killAll(): void {
  for (const cluster of running) for (const node of cluster.nodes) void node.kill();
}

function row(f: Figures, oneNode: number): string {
  const c = f.configuration;
  const ratio = Number.isFinite(oneNode) ? `${(f.cpuPerCommand / oneNode).toFixed(2)}x` : '-';
  return (
    `  ${c.label.padEnd(20)} ${String(c.nodes).padStart(5)} ${fmt(f.perSecond).padStart(11)} ` +
    `${ms(f.p50).padStart(10)} ${ms(f.p99).padStart(10)} ${ms(f.max).padStart(10)} ` +
    `${ms(f.cpuPerCommand).padStart(10)} ${ratio.padStart(7)}   ${f.problems}`
  );
}

/** The capacity model (bench/cluster/model.ts) with this run's per-node costs. */
function printModel(results: readonly Figures[]): void {
  const pick = (nodes: number, ownership: boolean) =>
    results.find(
      (f) =>
        f.configuration.redis &&
        f.configuration.nodes === nodes &&
        f.configuration.ownership === ownership,
    );
  const one = pick(1, true) ?? results.find((f) => f.configuration.label === 'PostgreSQL');
  if (one === undefined) return;
  const served = one.cpuPerCommand;
  const largest = (ownership: boolean) =>
    [...results]
      .filter((f) => f.configuration.redis && f.configuration.ownership === ownership)
      .sort((a, b) => b.configuration.nodes - a.configuration.nodes)[0];
  const models: [string, number][] = [];
  for (const ownership of [false, true]) {
    const at = largest(ownership);
    if (at === undefined || at.configuration.nodes < 2) continue;
    const elsewhere = elsewhereFrom(served, at.cpuPerCommand, at.configuration.nodes);
    models.push([ownership ? 'owned' : 'fold all', elsewhere]);
  }
  if (models.length === 0) return;
  const cores = os.cpus().length;
  console.log(
    `\nCapacity model (bench/cluster/model.ts): served ${ms(served)} per command (1 node), ` +
      `elsewhere per other node ${models.map(([k, e]) => `${k} ${ms(e)}`).join(', ')}; ` +
      `commands/s of N nodes of ${cores} cores each, CPU-bound, requests routed to the owner`,
  );
  const ns = [1, 2, 3, 4, 8, 16];
  console.log(`  ${'N'.padEnd(10)} ${ns.map((n) => String(n).padStart(9)).join('')}   ceiling`);
  for (const [k, elsewhere] of models) {
    const c = { served, elsewhere, forward: 0 };
    console.log(
      `  ${k.padEnd(10)} ${ns.map((n) => fmt(capacity(c, n, cores)).padStart(9)).join('')}   ` +
        `${Number.isFinite(ceiling(c, cores)) ? fmt(ceiling(c, cores)) : 'none'}`,
    );
    console.log(
      `  ${'  CPU/cmd'.padEnd(10)} ${ns.map((n) => ms(cpuPerCommand(c, n)).padStart(9)).join('')}`,
    );
  }
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
          `p99 ${ms(f.p99)}, ${ms(f.cpuPerCommand)} of node CPU each ` +
          `(${fmt(f.commands)} commands; nodes started in ${fmt(f.startMs)} ms; ` +
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
      `${'node CPU/cmd'.padStart(10)} ${'vs 1'.padStart(7)}   non-201`,
  );
  // the one-node figure the ratios are taken against: one PostgreSQL node (with Redis if run)
  const oneNode = (
    results.find((f) => f.configuration.redis && f.configuration.nodes === 1) ??
    results.find((f) => f.configuration.label === 'PostgreSQL')
  )?.cpuPerCommand;
  for (const f of results)
    console.log(row(f, f.configuration.store === 'sqlite' ? NaN : (oneNode ?? NaN)));
  const sqlite = results.find((f) => f.configuration.store === 'sqlite');
  if (sqlite !== undefined) {
    for (const f of results.filter((x) => x !== sqlite)) {
      console.log(
        `  ${f.configuration.label} × ${f.configuration.nodes}: ` +
          `${(f.perSecond / sqlite.perSecond).toFixed(2)}× the SQLite rate`,
      );
    }
  }
  printModel(results);
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
