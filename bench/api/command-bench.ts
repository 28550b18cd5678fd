/**
 * Section 2: command round-trips against the API (SQLite, rate limits off), 32 clients at once
 * and then one alone.
 */
import { performance } from 'node:perf_hooks';
import { commandRun, newStats } from './commands';
import { GamePool } from './game-pool';
import { GameFactory } from './games';
import { Connection } from './http-client';
import { eluSince, fmt, ms, pct, percentiles } from './measure';
import { profiled, type ServerThread } from './server-thread';
import { COMMAND_SECONDS, CONNECTIONS, SOLO_SECONDS, WARMUP_SECONDS } from './settings';

/**
 * Starts the API in `dir`, opens CONNECTIONS connections to it (pushed onto `conns`, for the
 * caller to close) and measures; `bareRps` and `bareCpu` come from section 1.
 */
export async function commandRoundTrips(
  server: ServerThread,
  dir: string,
  conns: Connection[],
  bare: { readonly bareRps: number; readonly bareCpu: number },
  phase: (name: string) => void,
): Promise<{ apiPort: number; factory: GameFactory }> {
  const { bareRps, bareCpu } = bare;
  const apiPort = await server.call<number>('api', { dataDir: dir });
  for (let i = 0; i < CONNECTIONS; i++) conns.push(await Connection.open(apiPort));
  phase('createApp + listen (SQLite)');
  const factory = new GameFactory();
  const games = await factory.many(CONNECTIONS, conns);
  phase(`${CONNECTIONS} games created and reserve plotted`);

  const pool = new GamePool(factory);
  const { warmRate, poolSize, poolMs } = await pool.warmUpAndFill(conns, games, COMMAND_SECONDS);
  phase(
    `command warm-up (${WARMUP_SECONDS} s, ${fmt(warmRate)} commands/s) and a pool of ${poolSize} games`,
  );

  const stats = newStats();
  await server.call('elu');
  const mainMark = performance.eventLoopUtilization();
  const runMs = await profiled(server, 'commands', () =>
    commandRun(conns, games, COMMAND_SECONDS, stats, pool.next(stats)),
  );
  const cmdServerElu = await server.call<number>('elu');
  const cmdClientElu = eluSince(mainMark);
  phase(`command round-trips (${COMMAND_SECONDS} s)`);
  const cmdRate = stats.latencies.length / (runMs / 1000);
  const cmdLat = percentiles(stats.latencies);
  const ratio = cmdRate / bareRps;
  console.log(
    `\n2. POST /v1/games/{id}/commands (SQLite, server dice, rate limits off; ` +
      `${CONNECTIONS} clients, one game each, keep-alive)`,
  );
  console.log(
    `  ${fmt(cmdRate)} commands/s   p50 ${ms(cmdLat.p50)}   p99 ${ms(cmdLat.p99)}   max ${ms(cmdLat.max)}`,
  );
  console.log(
    `  ratio to bare Fastify: ${ratio.toFixed(3)}   [target ≥ 0.30: ${ratio >= 0.3 ? 'met' : 'NOT met'}]` +
      `   p99 [target < 10 ms: ${cmdLat.p99 < 10 ? 'met' : 'NOT met'}]`,
  );
  const mix = [...stats.mix].map(([type, n]) => `${type} ${fmt(n)}`).join(', ');
  const problems = [...stats.problems].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
  const perCommand = stats.events / Math.max(1, stats.latencies.length);
  console.log(
    `  mix: ${mix}; ${fmt(stats.events)} events appended (${perCommand.toFixed(2)}/command); ` +
      `${stats.gamesFinished} games played to the end; non-201: ${problems}`,
  );
  console.log(
    `  games: ${poolSize} pre-created in ${fmt(poolMs)} ms (${fmt((poolSize * 1000) / poolMs)}/s with the plot), ` +
      `${pool.unused} unused, ${stats.gamesCreatedInline} created during the run`,
  );
  const cmdCpu = (cmdServerElu * runMs * 1000) / Math.max(1, stats.latencies.length);
  console.log(
    `  server loop ${pct(cmdServerElu)} busy (≈ ${fmt(cmdCpu)} µs per command, ` +
      `${(cmdCpu / bareCpu).toFixed(0)}× a bare Fastify request), client loop ${pct(cmdClientElu)} busy`,
  );

  // The same with one client alone: the latency of a command without queueing.
  const solo = newStats();
  const soloGames = games.slice(0, 1);
  const soloMs = await commandRun(conns, soloGames, SOLO_SECONDS, solo, pool.next(solo));
  const soloLat = percentiles(solo.latencies);
  console.log(
    `  one client alone, ${SOLO_SECONDS} s: ${fmt(solo.latencies.length / (soloMs / 1000))} commands/s   ` +
      `p50 ${ms(soloLat.p50)}   p99 ${ms(soloLat.p99)}`,
  );
  phase(`one client alone (${SOLO_SECONDS} s)`);
  return { apiPort, factory };
}
