/**
 * The README's "small" memory profile ("Memory budget"), shared by bench:hostile and
 * bench/verify-echo.bench.ts: V8 heap limits, the verification worker's heap, the record bodies
 * the verifier may hold (VERIFY_QUEUE_BYTES), cache caps and the record size. Its budget is the
 * configured cap: main old space + 3 × semi-space + workers × worker heap + the verifier's
 * bodies + a native allowance (code, SQLite, sockets: measured at warm-up as RSS minus heap,
 * ~115 MiB, rounded up to 128).
 */
export const MIB = 1024 * 1024;

export const PROFILE = {
  oldSpaceMb: 192,
  semiSpaceMb: 8,
  workers: 1,
  /** A 16 MiB record parses to ~12 × its size: 192 MiB, under this. */
  workerHeapMb: 224,
  /** Two records of 16 MiB: one verified, one read or waiting. */
  verifyQueueMb: 32,
  nativeAllowanceMb: 128,
  readCacheMb: 64,
  gameCacheMb: 32,
  recordLimitMb: 16,
} as const;

export const BUDGET =
  (PROFILE.oldSpaceMb +
    3 * PROFILE.semiSpaceMb +
    PROFILE.workers * PROFILE.workerHeapMb +
    PROFILE.verifyQueueMb +
    PROFILE.nativeAllowanceMb) *
  MIB;

export const mib = (bytes: number): string => `${(bytes / MIB).toFixed(0)} MiB`;

/** The server's environment for the profile (rate limits off: the benchmarks are never throttled). */
export const PROFILE_ENV: Readonly<Record<string, string>> = {
  RATE_LIMIT_IP_PER_SECOND: '0',
  RATE_LIMIT_TOKEN_PER_SECOND: '0',
  RATE_LIMIT_CREATE_PER_MINUTE: '0',
  READ_CACHE_LIMIT_BYTES: String(PROFILE.readCacheMb * MIB),
  GAME_CACHE_LIMIT_BYTES: String(PROFILE.gameCacheMb * MIB),
  VERIFY_WORKERS: String(PROFILE.workers),
  VERIFY_WORKER_HEAP_MB: String(PROFILE.workerHeapMb),
  VERIFY_QUEUE_BYTES: String(PROFILE.verifyQueueMb * MIB),
  RECORD_LIMIT_BYTES: String(PROFILE.recordLimitMb * MIB),
};

/** Its V8 flags. */
export const PROFILE_NODE_ARGS: readonly string[] = [
  `--max-old-space-size=${PROFILE.oldSpaceMb}`,
  `--max-semi-space-size=${PROFILE.semiSpaceMb}`,
];

/** One line saying what the budget is made of. */
export const describeBudget = (): string =>
  `heap ${PROFILE.oldSpaceMb} MiB old + 3 × ${PROFILE.semiSpaceMb} MiB semi-space, ` +
  `${PROFILE.workers} verification worker of ${PROFILE.workerHeapMb} MiB, ` +
  `${PROFILE.verifyQueueMb} MiB of record bodies (VERIFY_QUEUE_BYTES), native allowance ` +
  `${PROFILE.nativeAllowanceMb} MiB: budget ${mib(BUDGET)}`;
