import { REDIS_TIMEOUT_MS, type RedisConnection, withTimeout } from './redis-connection';

/** Injection token of the shared ReadCache. */
export const READ_CACHE = Symbol('READ_CACHE');

/**
 * A cache of read models shared by the API nodes (legal actions, state views), as JSON text.
 * Keys carry the game version they were computed at, so a new event invalidates them by
 * construction and nothing stale is ever served; entries expire after `ttlSeconds`.
 * Best effort: a miss, a slow or a dead Redis all mean "compute it here".
 */
export interface ReadCache {
  /** False when there is no shared cache: callers skip serialising for it. */
  readonly shared: boolean;
  get(key: string): Promise<string | undefined>;
  /** Fire and forget. */
  set(key: string, json: string): void;
}

/** One node: the in-process caches are enough. */
export class NoReadCache implements ReadCache {
  readonly shared = false;

  async get(): Promise<undefined> {
    return undefined;
  }

  set(): void {}
}

const TTL_SECONDS = 600;
const PREFIX = 'pratzen:read:';
/** Entries above this size stay local (the opening legal actions of a big game are ~1 MB). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

export class RedisReadCache implements ReadCache {
  readonly shared = true;

  constructor(private readonly redis: RedisConnection) {}

  async get(key: string): Promise<string | undefined> {
    if (!this.redis.client.isReady) return undefined;
    try {
      const value = await withTimeout(this.redis.client.get(PREFIX + key), REDIS_TIMEOUT_MS);
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, json: string): void {
    if (!this.redis.client.isReady || json.length > MAX_ENTRY_BYTES) return;
    this.redis.client.set(PREFIX + key, json, { EX: TTL_SECONDS }).catch(() => undefined);
  }
}
