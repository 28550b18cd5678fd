import path from 'node:path';
import { type EventStoreConfig, eventStoreConfigFromEnv } from '@pratzen/event-store';
import { type GameCreationConfig, gameCreationConfigFromEnv } from './organisers/organiser-config';
import { type CorsOrigins, corsOriginsFrom } from './common/cors-config';

/** A token bucket: `perSecond` tokens refill each second up to `burst`; `perSecond: 0` = off. */
export interface BucketConfig {
  readonly perSecond: number;
  readonly burst: number;
}

/** Everything the server reads from its environment (README "Configuration"). */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly eventStore: EventStoreConfig;
  /** Largest request body accepted (413 beyond). */
  readonly bodyLimitBytes: number;
  /** POST /v1/records/verify takes whole game records: its own, larger limit. */
  readonly recordLimitBytes: number;
  /** Records verified in the worker pool: events per record, threads, requests waiting. */
  readonly verification: VerificationConfig;
  /** Byte caps of the in-process caches (read models; games in memory). */
  readonly caches: CacheConfig;
  /** Per client address and per bearer token; each request takes one token from both. */
  readonly rateLimit: { readonly ip: BucketConfig; readonly token: BucketConfig };
  /** Trust X-Forwarded-For for the client address (behind a proxy only). */
  readonly trustProxy: boolean;
  /** REDIS_URL: cross-node live events and shared read caches; null = single node. */
  readonly redisUrl: string | null;
  /** Organisers (ORGANISER_TOKENS), ANONYMOUS_GAMES and the anonymous creation limit. */
  readonly gameCreation: GameCreationConfig;
  /** Live event streams (SSE and graphql-ws gameEvents) open at once. */
  readonly subscribers: SubscriberLimits;
  /** CORS_ORIGINS: browser origins allowed to call the API; null = CORS off. */
  readonly corsOrigins: CorsOrigins;
  /**
   * RULESET_MODULES: files (comma-separated, resolved from the working directory), each
   * exporting a ruleset, served and verified beside the registry's (rulesets/ruleset-modules.ts).
   */
  readonly rulesetModules: readonly string[];
  /** METRICS_TOKEN: GET /metrics then needs it as a bearer token; null = open, like /health. */
  readonly metricsToken: string | null;
  /** Timeouts and connection limits of the HTTP server (common/http-server-limits.ts). */
  readonly http: HttpServerConfig;
  /** Bot seats (apps/api/src/bots/bot-runner.ts). */
  readonly bots: BotRunnerConfig;
  /** Which node serves which game, with REDIS_URL (apps/api/src/cluster, issue #33). */
  readonly cluster: ClusterConfig;
  /** LOG_FORMAT and LOG_LEVEL (apps/api/src/logging). */
  readonly log: LogConfig;
}

/**
 * The logs: `json` (the default: one JSON object per line, what a log collector reads in
 * production) or `pretty` (one short line each, for a terminal); pino's levels, `silent` for none.
 */
export interface LogConfig {
  readonly format: 'json' | 'pretty';
  readonly level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_REQUESTS: a line per answered request at `info` (default true; errors always logged). */
  readonly requests: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  const found = values.find((v) => v === raw);
  if (found === undefined) {
    throw new ConfigError(`${name} must be one of ${values.join(', ')} (got "${raw}")`);
  }
  return found;
}

/** How the server plays its bot seats (README "Configuration"). */
export interface BotRunnerConfig {
  /** BOTS_AT_ONCE: bot decisions in progress at once on this node (0: this node plays no bots). */
  readonly atOnce: number;
  /**
   * BOT_THINK_MS: a bot's hard think time per decision: a bot still choosing then is stopped
   * and `random` plays for it (bots/bot-thinking.ts `think`).
   */
  readonly thinkMs: number;
  /** BOT_DELAY_MS: a pause before each bot command (0: at once), for people watching. */
  readonly delayMs: number;
  /**
   * BOT_SWEEP_MS: how often a node looks for bot games no node moved on since its last look
   * (a node that died while thinking), and takes them over.
   */
  readonly sweepMs: number;
  /**
   * BOT_LEASE_MS: how long a node's Redis lease on a bot game lasts from its last decision
   * (bots/bot-lease.ts); 0: no lease. Default 2 × (BOT_THINK_MS + BOT_DELAY_MS) + 2 s.
   */
  readonly leaseMs: number;
  /**
   * BOT_WORKERS: worker threads the bots think on (bots/bot-workers.ts), never the event loop;
   * a game always thinks on the same one (a bot's memory is its worker's). Default BOTS_AT_ONCE.
   */
  readonly workers: number;
  /** BOT_MODULES: files exporting a bot of one's own (bots/bot-entries.ts), absolute paths. */
  readonly modules: readonly string[];
}

/** A comma-separated list of files, resolved from the working directory. */
function files(list: string | undefined): readonly string[] {
  return (list ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter((file) => file.length > 0)
    .map((file) => path.resolve(file));
}

/**
 * Game ownership (issue #33): with REDIS_URL and GAME_OWNERSHIP on (the default), the nodes
 * sharing a store register in Redis and each keeps and folds the games it owns only.
 */
export interface ClusterConfig {
  /** GAME_OWNERSHIP (default true; false: every node folds every game, as before issue #33). */
  readonly ownership: boolean;
  /** CLUSTER_NAME: the member set's name; default: the store's (PostgreSQL schema, file...). */
  readonly name: string;
  /** CLUSTER_NODE_URL: this node's id among the members; default: the URL it listens on. */
  readonly nodeUrl: string | null;
  readonly heartbeatMs: number;
  readonly leaseMs: number;
}

function clusterConfig(env: Env, store: AppConfig['eventStore']): ClusterConfig {
  const heartbeatMs = integer(env, 'CLUSTER_HEARTBEAT_MS', 1_000, 50, 60_000);
  const storeName =
    store.kind === 'postgres'
      ? `postgres:${store.schema ?? 'public'}`
      : store.kind === 'sqlite'
        ? `sqlite:${store.path}`
        : store.kind;
  return {
    ownership: read(env, 'GAME_OWNERSHIP') === undefined || boolean(env, 'GAME_OWNERSHIP'),
    name: read(env, 'CLUSTER_NAME') ?? storeName,
    nodeUrl: read(env, 'CLUSTER_NODE_URL') ?? null,
    heartbeatMs,
    leaseMs: integer(env, 'CLUSTER_LEASE_MS', 3 * heartbeatMs, heartbeatMs + 1, 600_000),
  };
}

function botRunnerConfig(env: Env): BotRunnerConfig {
  const thinkMs = integer(env, 'BOT_THINK_MS', 2_000, 1, 600_000);
  const delayMs = integer(env, 'BOT_DELAY_MS', 0, 0, 60_000);
  const atOnce = integer(env, 'BOTS_AT_ONCE', 1, 0, 64);
  return {
    atOnce,
    thinkMs,
    delayMs,
    sweepMs: integer(env, 'BOT_SWEEP_MS', 5_000, 50, 3_600_000),
    leaseMs: integer(env, 'BOT_LEASE_MS', 2 * (thinkMs + delayMs) + 2_000, 0, 3_600_000),
    workers: integer(env, 'BOT_WORKERS', Math.max(1, atOnce), 1, 64),
    modules: files(read(env, 'BOT_MODULES')),
  };
}

/** What a slow or greedy client may hold of the HTTP server (README "Configuration"). */
export interface HttpServerConfig {
  /** HEADERS_TIMEOUT_MS: the request line and headers must arrive within it (408 beyond). */
  readonly headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within it (408). */
  readonly requestTimeoutMs: number;
  /**
   * BODY_MIN_BYTES_PER_SECOND: after BODY_RATE_GRACE_MS, a body must have arrived at this
   * average rate at least (408 and the socket closed otherwise); 0 = no minimum rate.
   */
  readonly bodyMinBytesPerSecond: number;
  readonly bodyRateGraceMs: number;
  /** IDLE_TIMEOUT_MS: a socket with no traffic either way this long is closed (0 = never). */
  readonly idleTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: a kept-alive connection waiting for its next request is closed. */
  readonly keepAliveTimeoutMs: number;
  /** CONNECTIONS_PER_ADDRESS (429 and closed beyond) and CONNECTIONS_TOTAL (503 beyond). */
  readonly connectionsPerAddress: number;
  readonly connectionsTotal: number;
}

/** SUBSCRIBERS_PER_ADDRESS (429 beyond) and SUBSCRIBERS_TOTAL (503 beyond). */
export interface SubscriberLimits {
  readonly perAddress: number;
  readonly total: number;
}

/** POST /v1/records/verify (and GraphQL verifyRecord) in worker threads. */
export interface VerificationConfig {
  /** RECORD_LIMIT_EVENTS: a record with more events gets 413 RECORD_TOO_LARGE. */
  readonly maxEvents: number;
  /** VERIFY_WORKERS: worker threads verifying records. */
  readonly workers: number;
  /** VERIFY_QUEUE: verifications waiting for a worker; beyond, 503 SERVER_BUSY. */
  readonly queue: number;
  /**
   * VERIFY_QUEUE_BYTES: the record bodies being read, waiting or verified, in bytes (as
   * declared by Content-Length, else RECORD_LIMIT_BYTES each); beyond, 503 SERVER_BUSY before
   * the body is read. One record is always admitted. Part of the server's memory budget.
   */
  readonly queueBytes: number;
  /**
   * VERIFY_WORKER_HEAP_MB: old-generation heap limit of each verification worker (a record of
   * RECORD_LIMIT_BYTES parses to a few times its size); part of the server's memory budget.
   */
  readonly workerHeapMb: number;
  /**
   * VERIFY_WORKER_NICE: how much lower the verification threads' CPU priority is than the event
   * loop's (a nice increment, 0–19; Linux renices each thread alone). A verification is
   * background work: under a full CPU the event loop goes first.
   */
  readonly workerNice: number;
}

export interface CacheConfig {
  /** READ_CACHE_LIMIT_BYTES: state views, legal actions, victory, as objects and JSON text. */
  readonly readBytes: number;
  /** GAME_CACHE_LIMIT_BYTES: games kept in memory at their latest state. */
  readonly gameBytes: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const DEFAULT_BODY_LIMIT = 256 * 1024;
const DEFAULT_RECORD_LIMIT = 32 * 1024 * 1024;
const MIB = 1024 * 1024;

function read(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer ${min}..${max} (got "${raw}")`);
  }
  return n;
}

function bucket(env: Env, prefix: string, perSecond: number): BucketConfig {
  const rate = integer(env, `${prefix}_PER_SECOND`, perSecond, 0, 1_000_000);
  return {
    perSecond: rate,
    burst: integer(env, `${prefix}_BURST`, Math.max(1, rate * 2), 1, 10_000_000),
  };
}

function boolean(env: Env, name: string): boolean {
  const raw = read(env, name);
  if (raw === undefined) return false;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/**
 * Reads the configuration, failing fast (at start-up, with the variable named) on a bad value.
 * The rate limits are deliberately generous so tests and the benchmark are never throttled;
 * a deployment tightens them.
 */
export function configFromEnv(env: Env): AppConfig {
  const dataDir = read(env, 'PRATZEN_DATA_DIR') ?? './data';
  const eventStore = eventStoreConfigFromEnv({ ...env, PRATZEN_DATA_DIR: dataDir });
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    eventStore,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT, 1024, 64 * 1024 * 1024),
    recordLimitBytes: integer(
      env,
      'RECORD_LIMIT_BYTES',
      DEFAULT_RECORD_LIMIT,
      1024,
      256 * 1024 * 1024,
    ),
    verification: {
      maxEvents: integer(env, 'RECORD_LIMIT_EVENTS', 20_000, 1, 10_000_000),
      workers: integer(env, 'VERIFY_WORKERS', 1, 1, 64),
      queue: integer(env, 'VERIFY_QUEUE', 4, 0, 10_000),
      queueBytes: integer(env, 'VERIFY_QUEUE_BYTES', 64 * MIB, 0, 64 * 1024 * MIB),
      workerHeapMb: integer(env, 'VERIFY_WORKER_HEAP_MB', 384, 64, 16_384),
      workerNice: integer(env, 'VERIFY_WORKER_NICE', 10, 0, 19),
    },
    caches: {
      readBytes: integer(env, 'READ_CACHE_LIMIT_BYTES', 128 * MIB, 0, 64 * 1024 * MIB),
      gameBytes: integer(env, 'GAME_CACHE_LIMIT_BYTES', 512 * MIB, 0, 64 * 1024 * MIB),
    },
    rateLimit: {
      ip: bucket(env, 'RATE_LIMIT_IP', 5000),
      token: bucket(env, 'RATE_LIMIT_TOKEN', 2000),
    },
    trustProxy: boolean(env, 'TRUST_PROXY'),
    redisUrl: redisUrl(env),
    gameCreation: gameCreationConfigFromEnv(env),
    subscribers: {
      perAddress: integer(env, 'SUBSCRIBERS_PER_ADDRESS', 32, 1, 1_000_000),
      total: integer(env, 'SUBSCRIBERS_TOTAL', 2000, 1, 10_000_000),
    },
    corsOrigins: corsOriginsFrom(read(env, 'CORS_ORIGINS')),
    rulesetModules: files(read(env, 'RULESET_MODULES')),
    metricsToken: metricsToken(env),
    bots: botRunnerConfig(env),
    cluster: clusterConfig(env, eventStore),
    log: {
      format: oneOf(env, 'LOG_FORMAT', ['json', 'pretty'] as const, 'json'),
      level: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
      requests: oneOf(env, 'LOG_REQUESTS', ['true', 'false'] as const, 'true') === 'true',
    },
    http: {
      headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
      requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000),
      bodyMinBytesPerSecond: integer(env, 'BODY_MIN_BYTES_PER_SECOND', 1024, 0, 1024 * MIB),
      bodyRateGraceMs: integer(env, 'BODY_RATE_GRACE_MS', 5_000, 100, 600_000),
      idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', 120_000, 0, 3_600_000),
      keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 600_000),
      connectionsPerAddress: integer(env, 'CONNECTIONS_PER_ADDRESS', 128, 1, 1_000_000),
      connectionsTotal: integer(env, 'CONNECTIONS_TOTAL', 4_096, 1, 10_000_000),
    },
  };
}

/** A bearer token's characters (as ORGANISER_TOKENS), long enough not to be guessed. */
const METRICS_TOKEN = /^[A-Za-z0-9._~+/=-]{32,512}$/;

function metricsToken(env: Env): string | null {
  const raw = read(env, 'METRICS_TOKEN');
  if (raw === undefined) return null;
  if (!METRICS_TOKEN.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 32-512 characters of A-Za-z0-9._~+/=-');
  }
  return raw;
}

/** Injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

function redisUrl(env: Env): string | null {
  const raw = read(env, 'REDIS_URL');
  if (raw === undefined) return null;
  if (!/^rediss?:\/\//.test(raw)) {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL (got "${raw}")`);
  }
  return raw;
}
