/** The API benchmark's lengths and limits (see bench/api.bench.ts). */
export const CONNECTIONS = 32;
export const FASTIFY_SECONDS = Number(process.env.BENCH_FASTIFY_SECONDS ?? 5);
export const COMMAND_SECONDS = Number(process.env.BENCH_COMMAND_SECONDS ?? 10);
export const WARMUP_SECONDS = 1.5;
export const SOLO_SECONDS = 1;
export const QUERIES = Number(process.env.BENCH_QUERIES ?? 4_000);
/** A query too slow for QUERIES requests is stopped after this long (and said so). */
export const QUERY_SECONDS_MAX = 6;
/** Where the server thread's CPU profiles of the measured API phases go (a path prefix). */
export const PROFILE = process.env.BENCH_CPU_PROFILE;
/** SPI 1980 ended by EndPhase alone: 11 Game-Turns × 2 player-turns × 3 phases. */
export const COMMANDS_PER_GAME = 66;
/** The API keeps ~6,500 SPI games in memory (GAME_CACHE_LIMIT_BYTES); beyond, games are replayed from the store. */
export const MAX_POOL = 4_000;
/** Whatever happens, the run stops by itself. */
export const HARD_LIMIT_MS = 90_000;
