/**
 * One configuration of the cluster benchmark: its API nodes started as child processes (the
 * multi-node tests' harness, `npm start`'s command), CONNECTIONS clients spread round-robin
 * over the nodes, each on its own SPI game, the bench/api command loop (EndPhase with
 * expectedVersion, a legal action after a 422, a finished game swapped for a fresh one).
 */
import { readFileSync } from 'node:fs';
import { createClient } from 'redis';
import { membersKey } from '../../apps/api/src/cluster/cluster.module';
import { Cluster, REDIS_URL, type StoreKind, sleep } from '../../test/multinode/support/cluster';
import { commandRun, newStats } from '../api/commands';
import { GamePool } from '../api/game-pool';
import { GameFactory } from '../api/games';
import { Connection, type HttpClient } from '../api/http-client';
import { now, percentiles } from '../api/measure';
import { CONNECTIONS } from '../api/settings';
import { OwnerRouter } from './owner-router';

export interface Configuration {
  readonly label: string;
  readonly store: StoreKind;
  readonly nodes: number;
  /** With more than one node the nodes share Redis (live events across nodes). */
  readonly redis: boolean;
  /**
   * Issue #33, with Redis: each node keeps and folds only the games it owns (GAME_OWNERSHIP),
   * and each client sends a game's requests to its owner. Off: every node folds every game
   * (GAME_OWNERSHIP=false) and client i talks to node i mod N, as before.
   */
  readonly ownership: boolean;
}

export interface Figures {
  readonly configuration: Configuration;
  readonly commands: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Answers other than 201, e.g. `409 VERSION_CONFLICT ×3`, or `none`. */
  readonly problems: string;
  readonly startMs: number;
  readonly gamesCreatedInline: number;
  /** CPU time of all API nodes together per command (Linux /proc; NaN elsewhere), in ms. */
  readonly cpuPerCommand: number;
}

/** user + system CPU time of a process so far, in ms (NaN without /proc). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Waits until every node sees the others: the member set holds all of `urls` (15 s at most). */
async function untilMembers(cluster: string, urls: readonly string[]): Promise<void> {
  const redis = createClient({ url: REDIS_URL });
  redis.on('error', () => undefined);
  await redis.connect();
  try {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const members = await redis.zRange(membersKey(cluster), 0, -1);
      if (urls.every((u) => members.includes(u))) break;
      if (Date.now() > deadline) throw new Error(`members ${members.join(', ')}; want ${urls}`);
      await sleep(100);
    }
  } finally {
    await redis.close();
  }
  // each node reads the member set at its next heartbeat (CLUSTER_HEARTBEAT_MS, 1 s)
  await sleep(1_200);
}

/** The clusters running, for whoever must kill them should the run be cut short. */
export const running = new Set<Cluster>();

const portOf = (url: string): number => Number(new URL(url).port);

export async function measure(configuration: Configuration, seconds: number): Promise<Figures> {
  const t0 = now();
  const cluster = await Cluster.start({
    nodes: configuration.nodes,
    store: configuration.store,
    redisUrl: configuration.redis ? REDIS_URL : null,
    prefix: 'pratzen_bench',
    env: { GAME_OWNERSHIP: String(configuration.ownership) },
  });
  running.add(cluster);
  const startMs = now() - t0;
  const conns: (HttpClient & { close(): void })[] = [];
  try {
    const urls = cluster.nodes.map((n) => n.url);
    if (configuration.ownership && configuration.redis) {
      await untilMembers(`postgres:${cluster.where}`, urls);
      for (let i = 0; i < CONNECTIONS; i++) conns.push(await OwnerRouter.open(urls));
    } else {
      for (let i = 0; i < CONNECTIONS; i++) {
        conns.push(await Connection.open(portOf(urls[i % urls.length] as string)));
      }
    }
    const factory = new GameFactory();
    const games = await factory.many(CONNECTIONS, conns);
    const pool = new GamePool(factory);
    await pool.warmUpAndFill(conns, games, seconds);

    const stats = newStats();
    const cpu = (): number => cluster.nodes.reduce((sum, n) => sum + cpuMs(n.pid), 0);
    const cpuBefore = cpu();
    const runMs = await commandRun(conns, games, seconds, stats, pool.next(stats));
    const cpuRun = cpu() - cpuBefore;
    const lat = percentiles(stats.latencies);
    const problems = [...stats.problems].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
    return {
      configuration,
      commands: stats.latencies.length,
      perSecond: stats.latencies.length / (runMs / 1000),
      p50: lat.p50,
      p99: lat.p99,
      max: lat.max,
      problems,
      startMs,
      gamesCreatedInline: stats.gamesCreatedInline,
      cpuPerCommand: cpuRun / Math.max(1, stats.latencies.length),
    };
  } finally {
    for (const c of conns) c.close();
    await cluster.close();
    running.delete(cluster);
  }
}
