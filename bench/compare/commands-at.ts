/** The Pratzen command route (EndPhase, as bench:api) at a given number of clients. */
import { commandRun, newStats } from '../api/commands';
import { GamePool } from '../api/game-pool';
import { type Game, GameFactory } from '../api/games';
import { Connection } from '../api/http-client';
import { percentiles } from '../api/measure';
import { perRequest } from './cpu';
import { SECONDS } from './settings';

export interface RunFigures {
  readonly clients: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly count: number;
  /** Non-201 answers by status and code. */
  readonly problems: string;
  /** The server process's CPU per answer, µs (all its threads). */
  readonly cpuUs: number;
}

/** A GameFactory that counts the games it creates (for the RSS at RSS_GAMES games). */
export class CountingFactory extends GameFactory {
  created = 0;

  override async create(conn: Connection): Promise<Game> {
    const game = await super.create(conn);
    this.created++;
    return game;
  }
}

/**
 * `clients` clients, one connection and one game each, EndPhase in a loop: warmed up, a pool of
 * games made beforehand (as bench:api), then SECONDS measured.
 */
export async function commandsAt(
  server: { readonly port: number; readonly pid: number },
  clients: number,
  factory: CountingFactory,
): Promise<RunFigures> {
  const port = server.port;
  const conns: Connection[] = [];
  try {
    for (let i = 0; i < clients; i++) conns.push(await Connection.open(port));
    const games = await factory.many(clients, conns);
    const pool = new GamePool(factory);
    await pool.warmUpAndFill(conns, games, SECONDS);
    const stats = newStats();
    const { result: ms, cpuUs } = await perRequest(
      server.pid,
      () => commandRun(conns, games, SECONDS, stats, pool.next(stats)),
      () => stats.latencies.length,
    );
    const p = percentiles(stats.latencies);
    return {
      clients,
      perSecond: stats.latencies.length / (ms / 1000),
      p50: p.p50,
      p99: p.p99,
      count: stats.latencies.length,
      problems: [...stats.problems].map(([k, n]) => `${k} ×${n}`).join(', '),
      cpuUs,
    };
  } finally {
    for (const c of conns) c.close();
  }
}
