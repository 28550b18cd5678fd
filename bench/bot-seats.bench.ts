/**
 * bench:bot-seats (issue #31 part 1): does a bot's think time delay other games' commands? The
 * command route as bench:compare measures it (EndPhase, CONNECTIONS clients, one game each,
 * bench/compare/commands-at.ts) on a server process of its own, first alone, then with
 * BENCH_BOT_GAMES (100) bot-only games (greedy against random, the registered rulesets in turn)
 * playing beside it; the bots' own pace over the same window is counted from the games' versions.
 * BOTS_AT_ONCE is the server's (default 1). Figures only, no thresholds; the last line is JSON.
 *
 * Run: npm run bench:bot-seats (BENCH_SECONDS=3 for a quick look).
 */
import { Connection } from './api/http-client';
import { botGames, versions } from './bot-games';
import { CountingFactory, commandsAt, type RunFigures } from './compare/commands-at';
import { CONNECTIONS, SECONDS } from './compare/settings';
import { ServerProcess } from './hostile/server-process';

const BOT_GAMES = Number(process.env.BENCH_BOT_GAMES ?? 100);
const HARD_LIMIT_MS = 900_000;

const row = (name: string, r: RunFigures): string =>
  `| ${name} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.problems || '—'} |`;

async function main(): Promise<void> {
  const server = await ServerProcess.start({
    RATE_LIMIT_IP_PER_SECOND: '0',
    RATE_LIMIT_TOKEN_PER_SECOND: '0',
    RATE_LIMIT_CREATE_PER_MINUTE: '0',
    // A game ends after at most a few thousand events: no sweeps needed in one node.
    BOT_SWEEP_MS: '60000',
  });
  const conn = await Connection.open(server.port);
  try {
    const factory = new CountingFactory();
    const alone = await commandsAt(server, CONNECTIONS, factory);
    const ids = await botGames(conn, BOT_GAMES);
    // Let the bots get going, then measure the same route beside them.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = await versions(conn, ids);
    const started = Date.now();
    const beside = await commandsAt(server, CONNECTIONS, factory);
    const seconds = (Date.now() - started) / 1000;
    const after = await versions(conn, ids);
    const botEventsPerSecond = (after - before) / seconds;
    console.log(
      `command route (EndPhase), ${CONNECTIONS} clients, ${SECONDS} s each (${server.build})`,
    );
    console.log('| run | commands/s | p50 ms | p99 ms | problems |');
    console.log('|---|---|---|---|---|');
    console.log(row('alone', alone));
    console.log(row(`beside ${BOT_GAMES} bot games`, beside));
    console.log(
      `bot games: ${(after - before).toLocaleString('en')} events appended by bots in ${seconds.toFixed(1)} s ` +
        `(${botEventsPerSecond.toFixed(0)}/s, warm-up included)`,
    );
    console.log(
      JSON.stringify({
        botGames: BOT_GAMES,
        aloneCommandsPerSecond: Math.round(alone.perSecond),
        besideCommandsPerSecond: Math.round(beside.perSecond),
        aloneP99Ms: Number(alone.p99.toFixed(2)),
        besideP99Ms: Number(beside.p99.toFixed(2)),
        botEventsPerSecond: Math.round(botEventsPerSecond),
      }),
    );
  } finally {
    conn.close();
    await server.stop();
  }
}

setTimeout(() => {
  console.error(`bot-seats benchmark: still running after ${HARD_LIMIT_MS / 1000} s; giving up`);
  process.exit(2);
}, HARD_LIMIT_MS).unref();
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 200).unref());
