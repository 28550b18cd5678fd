import { type CommandStats, commandRun, newStats } from './commands';
import type { Game, GameFactory } from './games';
import type { HttpClient as Connection } from './http-client';
import { now } from './measure';
import { COMMANDS_PER_GAME, CONNECTIONS, MAX_POOL, WARMUP_SECONDS } from './settings';

/**
 * Games for a measured command run: a game that ends is swapped for one created beforehand, so
 * that creating games stays out of the measurement (one is created on the spot only if the pool
 * runs dry, and counted). Shared by bench/api and bench/cluster.
 */
export class GamePool {
  private pool: Game[] = [];

  constructor(private readonly factory: GameFactory) {}

  get unused(): number {
    return this.pool.length;
  }

  /** For commandRun: the next game when one ends. */
  readonly next =
    (stats: CommandStats) =>
    async (conn: Connection): Promise<Game> => {
      const g = this.pool.pop();
      if (g !== undefined) return g;
      stats.gamesCreatedInline++;
      return this.factory.create(conn);
    };

  /**
   * Warms the server up (JIT) with WARMUP_SECONDS of commands on `games`, then creates the pool
   * for a run of `seconds`: three times the warm-up rate's worth of games (the measured run is
   * faster than the warm-up), plus a spare per client.
   */
  async warmUpAndFill(
    conns: readonly Connection[],
    games: Game[],
    seconds: number,
  ): Promise<{ warmRate: number; poolSize: number; poolMs: number }> {
    const warm = newStats();
    const warmMs = await commandRun(conns, games, WARMUP_SECONDS, warm, this.next(warm));
    const warmRate = warm.latencies.length / (warmMs / 1000);
    const poolSize = Math.min(
      MAX_POOL,
      Math.ceil((warmRate * seconds * 3) / COMMANDS_PER_GAME) + CONNECTIONS,
    );
    const poolStart = now();
    this.pool = await this.factory.many(poolSize, conns);
    return { warmRate, poolSize, poolMs: now() - poolStart };
  }
}
