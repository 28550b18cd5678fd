/** bench:compare's run: the references, then Pratzen, then the table and the JSON line. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Connection } from '../api/http-client';
import { fmt, ms, now, percentiles } from '../api/measure';
import { botGames, over, versions } from '../bot-games';
import { ServerProcess } from '../hostile/server-process';
import { BgioClient, bgioRun } from './bgio-clients';
import { ChildServer } from './child';
import { perRequest } from './cpu';
import { CountingFactory, type RunFigures, commandsAt } from './commands-at';
import { floorRun } from './floor-clients';
import { legalActions } from './legal-actions';
import { rssAtGames } from './rss';
import {
  CONNECTIONS,
  LEVELS,
  QUERY_SECONDS,
  BOT_GAMES,
  ROUNDS,
  RSS_GAMES,
  SECONDS,
  WARMUP_SECONDS,
} from './settings';

/** The temporary directories while they exist, for whoever must remove them should the run be cut. */
export const scratch: string[] = [];

const figures = (
  clients: number,
  latencies: number[],
  runMs: number,
  cpuUs: number,
  problems = '',
): RunFigures => {
  const p = percentiles(latencies);
  return {
    clients,
    perSecond: latencies.length / (runMs / 1000),
    p50: p.p50,
    p99: p.p99,
    count: latencies.length,
    problems,
    cpuUs,
  };
};

/** The seal's own cost per event (floor-server.ts `GET /seal-cost`), µs: medians. */
interface SealCost {
  /** `sealPublicBatch` in the sealed floor under load, and in a hot loop in the same process. */
  readonly sealUs: number;
  readonly sealHotLoopUs: number;
  /** The whole event (meta, seal, the row's JSON text), the same two ways. */
  readonly eventUs: number;
  readonly eventHotLoopUs: number;
}

/** The floor; `sealed`: each event first sealed by the audit library as the API seals it. */
async function floor(sealed = false): Promise<RunFigures & { seal?: SealCost }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pratzen-floor-'));
  scratch.push(dir);
  const server = await ChildServer.start('floor-server.ts', sealed ? [dir, 'sealed'] : [dir]);
  try {
    await floorRun(server.port, CONNECTIONS, WARMUP_SECONDS);
    const { result: r, cpuUs } = await perRequest(
      server.pid,
      () => floorRun(server.port, CONNECTIONS, SECONDS),
      (x) => x.latencies.length,
    );
    const problems = r.problems > 0 ? `${r.problems} non-201` : '';
    const run = figures(CONNECTIONS, r.latencies, r.ms, cpuUs, problems);
    if (!sealed) return run;
    const conn = await Connection.open(server.port);
    try {
      return { ...run, seal: JSON.parse((await conn.send('GET', '/seal-cost')).text) as SealCost };
    } finally {
      conn.close();
    }
  } finally {
    await server.stop();
  }
}

async function boardgameIo(storage: 'memory' | 'flatfile'): Promise<RunFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pratzen-bgio-'));
  scratch.push(dir);
  const args = storage === 'memory' ? ['memory'] : ['flatfile', dir];
  // A production deployment: boardgame.io logs every move otherwise.
  const server = await ChildServer.start('bgio-server.ts', args, { NODE_ENV: 'production' });
  const clients: BgioClient[] = [];
  try {
    for (let i = 0; i < CONNECTIONS; i++) clients.push(await BgioClient.open(server.url, i));
    await bgioRun(clients, WARMUP_SECONDS);
    const { result: r, cpuUs } = await perRequest(
      server.pid,
      () => bgioRun(clients, SECONDS),
      (x) => x.latencies.length,
    );
    return figures(CONNECTIONS, r.latencies, r.ms, cpuUs);
  } finally {
    for (const c of clients) c.close();
    await server.stop();
  }
}

/** One round of the runs behind the ratios. */
interface Round {
  readonly floor: RunFigures;
  /** The floor with the audit's sealing of each event (floor-server.ts `sealed`). */
  readonly sealedFloor: RunFigures & { seal?: SealCost };
  readonly bgio: RunFigures;
  readonly pratzen: RunFigures;
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(mid)] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export async function main(): Promise<void> {
  const t0 = now();
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `bench:compare (node ${process.version}, ${cpus.length} CPUs: ${cpus[0]?.model.trim() ?? '?'}; ` +
      `load average ${load} at the start; ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up)`,
  );
  const step = (name: string): void =>
    console.log(`  … ${name} (${((now() - t0) / 1000).toFixed(0)} s)`);

  const pratzen = await ServerProcess.start({
    RATE_LIMIT_IP_PER_SECOND: '0',
    RATE_LIMIT_TOKEN_PER_SECOND: '0',
    RATE_LIMIT_CREATE_PER_MINUTE: '0',
    // The 128-client run's connections may still be closing when the next run opens its own
    // (a loaded machine): every client here is one address.
    CONNECTIONS_PER_ADDRESS: '1024',
  });
  const conns: Connection[] = [];
  // BENCH_BOT_GAMES: bot-only games played by the server's bots through every Pratzen run.
  // (A connection of its own each time: one left idle through the runs would be closed by the
  // server's keep-alive timeout.)
  const bots = { ids: [] as string[], before: 0, started: 0 };
  if (BOT_GAMES > 0) {
    const conn = await Connection.open(pratzen.port);
    bots.ids = await botGames(conn, BOT_GAMES);
    bots.before = await versions(conn, bots.ids);
    bots.started = now();
    conn.close();
    step(`${BOT_GAMES} bot games created; their bots play beside every Pratzen run`);
  }
  let botFigures: { events: number; seconds: number; over: number } | null = null;
  const rounds: Round[] = [];
  let runs: RunFigures[];
  let bgioFile: RunFigures;
  let queries: Awaited<ReturnType<typeof legalActions>>;
  let rss: Awaited<ReturnType<typeof rssAtGames>>;
  try {
    const factory = new CountingFactory();
    // The few-client runs first: they alone meet a server just started (its JIT, its caches).
    runs = [];
    for (const clients of LEVELS.filter((n) => n < CONNECTIONS)) {
      runs.push(await commandsAt(pratzen, clients, factory));
      step(
        `Pratzen EndPhase, ${clients} client${clients > 1 ? 's' : ''} (${pratzen.build} server)`,
      );
    }
    // The runs behind the ratios, interleaved round by round (settings.ts says why).
    for (let r = 1; r <= ROUNDS; r++) {
      const floorRound = await floor();
      step(`round ${r}/${ROUNDS}: floor, Fastify + IMMEDIATE SQLite transaction`);
      const sealedRound = await floor(true);
      step(`round ${r}/${ROUNDS}: the floor with each event sealed`);
      const bgioRound = await boardgameIo('memory');
      step(`round ${r}/${ROUNDS}: boardgame.io, in-memory storage`);
      const pratzenRound = await commandsAt(pratzen, CONNECTIONS, factory);
      step(`round ${r}/${ROUNDS}: Pratzen EndPhase, ${CONNECTIONS} clients`);
      rounds.push({
        floor: floorRound,
        sealedFloor: sealedRound,
        bgio: bgioRound,
        pratzen: pratzenRound,
      });
    }
    // The bots' pace through the runs at 1, 8 and 32 clients (counted now: just after the
    // 128-client run the server still holds that many connections from this address).
    if (bots.ids.length > 0) {
      const conn = await Connection.open(pratzen.port);
      const events = (await versions(conn, bots.ids)) - bots.before;
      const seconds = (now() - bots.started) / 1000;
      botFigures = { events, seconds, over: await over(conn, bots.ids) };
      conn.close();
    }
    bgioFile = await boardgameIo('flatfile');
    step('boardgame.io, flat-file storage');
    for (const clients of LEVELS.filter((n) => n > CONNECTIONS)) {
      runs.push(await commandsAt(pratzen, clients, factory));
      step(`Pratzen EndPhase, ${clients} clients (${pratzen.build} server)`);
    }
    for (let i = 0; i < CONNECTIONS; i++) conns.push(await Connection.open(pratzen.port));
    queries = await legalActions(pratzen.pid, pratzen.port, conns, factory);
    step('legal actions at the SPI opening');
    rss = await rssAtGames(conns, factory.created, () => pratzen.rss());
    step(`${fmt(rss.games)} games held`);
  } finally {
    for (const c of conns) c.close();
    await pratzen.stop();
  }
  // The round whose Pratzen/floor ratio is the median stands for all in the table.
  const byRatio = [...rounds].sort(
    (a, b) => a.pratzen.perSecond / a.floor.perSecond - b.pratzen.perSecond / b.floor.perSecond,
  );
  const middle = byRatio[Math.floor((byRatio.length - 1) / 2)] as Round;
  const floorFigures = middle.floor;
  const bgio = middle.bgio;
  const p32 = middle.pratzen;

  console.log(`\nthe same machine, one server at a time; ${CONNECTIONS} clients unless said`);
  const row = (name: string, f: RunFigures): void =>
    console.log(
      `  ${name.padEnd(58)} ${fmt(f.perSecond).padStart(7)}/s   p50 ${ms(f.p50).padStart(9)}   ` +
        `p99 ${ms(f.p99).padStart(9)}   server CPU ${fmt(f.cpuUs).padStart(5)} µs each` +
        `${f.problems ? `   (${f.problems})` : ''}`,
    );
  row('floor: Fastify + IMMEDIATE SQLite txn, version check', floorFigures);
  row('  the same, each event sealed (hash chain, commitment)', middle.sealedFloor);
  const seals = rounds.map((r) => r.sealedFloor.seal).filter((c): c is SealCost => c !== undefined);
  const sealMedian = (f: (c: SealCost) => number): number => median(seals.map(f));
  if (seals.length > 0) {
    console.log(
      `    the seal's own cost per event (medians of the rounds' medians): sealPublicBatch ` +
        `${sealMedian((c) => c.sealUs).toFixed(1)} µs in the server, ` +
        `${sealMedian((c) => c.sealHotLoopUs).toFixed(1)} µs in a hot loop; the whole event ` +
        `(meta, seal, row JSON) ${sealMedian((c) => c.eventUs).toFixed(1)} / ` +
        `${sealMedian((c) => c.eventHotLoopUs).toFixed(1)} µs`,
    );
  }
  row(`Pratzen POST commands (EndPhase), SQLite, ${pratzen.build}`, p32);
  for (const f of runs.filter((r) => r !== p32))
    row(`  the same, ${f.clients} client${f.clients > 1 ? 's' : ''}`, f);
  row('boardgame.io 0.50, socket.io, in-memory (not durable)', bgio);
  if (rounds.length > 1) {
    console.log(
      `  (the rows above: round ${rounds.indexOf(middle) + 1} of ${rounds.length}, the middle ` +
        `Pratzen/floor ratio; every round, floor / sealed floor / boardgame.io / Pratzen req/s ` +
        `and the ratios:)`,
    );
    rounds.forEach((r, i) =>
      console.log(
        `    round ${i + 1}: ${fmt(r.floor.perSecond)} / ${fmt(r.sealedFloor.perSecond)} / ` +
          `${fmt(r.bgio.perSecond)} / ${fmt(r.pratzen.perSecond)}   ` +
          `ratioToFloor ${(r.pratzen.perSecond / r.floor.perSecond).toFixed(3)}` +
          `   ratioToSealedFloor ${(r.pratzen.perSecond / r.sealedFloor.perSecond).toFixed(3)}` +
          `   ratioToBoardgameIo ${(r.pratzen.perSecond / r.bgio.perSecond).toFixed(3)}` +
          `   Pratzen CPU ${fmt(r.pratzen.cpuUs)} µs each`,
      ),
    );
  }
  row('boardgame.io 0.50, socket.io, flat-file (node-persist)', bgioFile);
  const q = queries;
  const b = q.bytes;
  console.log(
    `  GET legal-actions, SPI opening, verbose: ${fmt(b.verbose)} B (${fmt(b.verboseBr)} br; sent uncompressed)   ` +
      `${fmt(q.verbose.perSecond)}/s   p50 ${ms(q.verbose.p50)}   p99 ${ms(q.verbose.p99)}   ` +
      `server CPU ${fmt(q.verbose.cpuUs)} µs each` +
      `   (${QUERY_SECONDS} s, ${q.verbose.non2xx} non-2xx)`,
  );
  console.log(
    `  GET legal-actions, SPI opening, compact: ${fmt(b.compact)} B (${fmt(b.compactBr)} br, sent; ` +
      `${fmt(b.compactGzip)} gzip)   ${fmt(q.compact.perSecond)}/s   p50 ${ms(q.compact.p50)}   ` +
      `p99 ${ms(q.compact.p99)}   server CPU ${fmt(q.compact.cpuUs)} µs each   ` +
      `(${QUERY_SECONDS} s, ${q.compact.non2xx} non-2xx)`,
  );
  console.log(
    `  RSS with ${fmt(rss.games)} games held (${fmt(rss.created)} created in ${rss.createSeconds.toFixed(1)} s ` +
      `to top up): ${rss.rssMb.toFixed(0)} MiB, peak ${rss.peakMb.toFixed(0)} MiB (${pratzen.build} server); ` +
      rss.breakdown,
  );
  if (botFigures !== null) {
    console.log(
      `  beside ${BOT_GAMES} bot-only games (BENCH_BOT_GAMES) through the 1-, 8- and 32-client runs: the bots ` +
        `appended ${fmt(botFigures.events)} events in ${botFigures.seconds.toFixed(0)} s ` +
        `(${fmt(botFigures.events / botFigures.seconds)}/s); ${botFigures.over} games over by then`,
    );
  }
  console.log(`  total ${((now() - t0) / 1000).toFixed(0)} s`);
  const round = (n: number, d = 3): number => Number(n.toFixed(d));
  console.log(
    JSON.stringify({
      ratioToFloor: round(median(rounds.map((r) => r.pratzen.perSecond / r.floor.perSecond))),
      ratioToBoardgameIo: round(median(rounds.map((r) => r.pratzen.perSecond / r.bgio.perSecond))),
      ratioToBoardgameIoDurable: round(p32.perSecond / bgioFile.perSecond),
      ratioToSealedFloor: round(
        median(rounds.map((r) => r.pratzen.perSecond / r.sealedFloor.perSecond)),
      ),
      p99Ms: round(median(rounds.map((r) => r.pratzen.p99)), 2),
      floorP99Ms: round(median(rounds.map((r) => r.floor.p99)), 2),
      sealedFloorP99Ms: round(median(rounds.map((r) => r.sealedFloor.p99)), 2),
      ...(seals.length === 0
        ? {}
        : {
            sealUsInServer: round(
              sealMedian((c) => c.sealUs),
              1,
            ),
            sealUsHotLoop: round(
              sealMedian((c) => c.sealHotLoopUs),
              1,
            ),
          }),
      legalActionsOpeningBytes: b.compactBr,
      legalActionsReqPerSec: Math.round(q.compact.perSecond),
      rssMbAt10kGames: rss.games >= RSS_GAMES ? round(rss.rssMb, 0) : null,
      ...(botFigures === null
        ? {}
        : {
            botGames: BOT_GAMES,
            botEventsPerSecond: round(botFigures.events / botFigures.seconds, 0),
          }),
    }),
  );
}
