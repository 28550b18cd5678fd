/** bench:compare's lengths (see bench/compare.bench.ts). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each measured run is preceded by this much of the same load (JIT, caches, pools). */
export const WARMUP_SECONDS = Math.min(2, Math.max(0.5, SECONDS / 5));
export const CONNECTIONS = 32;
/** The Pratzen command route, also at these client counts. */
export const LEVELS = [1, 8, 128] as const;
/** The legal-actions reads run for this long each (verbose, then compact). */
export const QUERY_SECONDS = Math.max(1, SECONDS / 2);
/**
 * The three 32-client runs behind the ratios (floor, boardgame.io in memory, Pratzen) are made
 * this many times, interleaved (floor, boardgame.io, Pratzen; again), and the ratios are the
 * medians of each round's: one run each varied by ±15 % on this machine from one minute to the
 * next, and a machine slowing down during the run would otherwise count against whichever
 * server came last.
 */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Games the Pratzen server holds when its RSS is read. */
export const RSS_GAMES = Number(process.env.BENCH_RSS_GAMES ?? 10_000);
/** Whatever happens, the run stops by itself. */
export const HARD_LIMIT_MS = 600_000;
/** BENCH_BOT_GAMES: bot-only games played by the server beside Pratzen's runs (0: none). */
export const BOT_GAMES = Math.max(0, Number(process.env.BENCH_BOT_GAMES ?? 0));
