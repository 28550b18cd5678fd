/**
 * bench:compare (issue #14, item 1): Pratzen's command route beside what bounds it, in one run on
 * one machine, one server at a time, each in its own process (the load generators here):
 *  1. the floor: Fastify and one IMMEDIATE SQLite transaction with a version check per request
 *     (a 494-byte row; the event store's own database code and pragmas), 32 clients; and the
 *     same floor with each event first sealed by the audit library as the API seals an EndPhase
 *     event (hash chain, commitment to the hidden command): what the audit trail alone costs;
 *  2. boardgame.io 0.50 (npm `boardgame.io`), a comparable move — validated by a small
 *     reachability search — over its socket.io protocol, 32 clients on 32 matches, with its
 *     in-memory storage (not durable) and its flat-file storage (node-persist);
 *  3. Pratzen: the server as `npm run start:prod` runs it when `dist/` is built (as in CI), else
 *     as `npm start` (bench/hostile/server-process.ts; the table says which), SQLite, rate limits
 *     off: `POST /v1/games/{id}/commands` with EndPhase (as bench:api) at 1 and 8 clients, then
 *     32 (in the rounds below), then 128; `GET legal-actions` at the SPI opening, verbose and
 *     compact (brotli), 32 connections; the server's RSS once it holds 10,000 games
 *     (BENCH_RSS_GAMES).
 * The 32-client runs of the floors, boardgame.io in memory and Pratzen are made BENCH_ROUNDS (3)
 * times, interleaved round by round; the ratios and p99s of the JSON are medians over the rounds
 * (one run of each varies by ±15 % here from one minute to the next).
 * Each run is BENCH_SECONDS (10) after a warm-up of the same load. Figures only, no thresholds.
 * It prints a table, then as its last line one JSON object: ratioToFloor, ratioToBoardgameIo,
 * ratioToBoardgameIoDurable, ratioToSealedFloor (Pratzen at 32 clients ÷ each), p99Ms, floorP99Ms and sealedFloorP99Ms,
 * legalActionsOpeningBytes (the compact form, brotli, on the wire), legalActionsReqPerSec (the
 * compact form), rssMbAt10kGames (MiB).
 *
 * Run: npm run bench:compare (BENCH_SECONDS=3 BENCH_ROUNDS=1 for a quick look).
 */
import { rmSync } from 'node:fs';
import { main, scratch } from './compare/main';
import { HARD_LIMIT_MS } from './compare/settings';

const cleanUp = (): void => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
};
setTimeout(() => {
  console.error(`compare benchmark: still running after ${HARD_LIMIT_MS / 1000} s; giving up`);
  cleanUp();
  process.exit(2);
}, HARD_LIMIT_MS).unref();
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    cleanUp();
    // socket.io clients and timers may linger: the figures are out.
    setTimeout(() => process.exit(), 200).unref();
  });
