import { randomUUID } from 'node:crypto';
import { REDIS_TIMEOUT_MS, type RedisConnection, withTimeout } from '../redis/redis-connection';

const PREFIX = 'pratzen:bot-lease:';

/** Renews the lease when this node holds it; takes it when nobody does. 1: held by this node. */
const TAKE = `
local held = redis.call('GET', KEYS[1])
if held == false or held == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

/**
 * Which node thinks for a bot game (issue #31, several nodes): before a decision a node takes the
 * game's lease in Redis (`pratzen:bot-lease:<game>`, this node's id, expiring after `ms`); a node
 * that finds another's lease leaves the game to it. The node that holds it renews it with each
 * decision, and a node that dies stops renewing: its lease expires and another node's sweep takes
 * the game over. Best effort, never a correctness guard: without Redis (one node), with Redis
 * down or slow, or with `BOT_LEASE_MS=0`, every node may think, and the store's expected version
 * still makes each move once (a second command for a version is a 409).
 */
export class BotLease {
  /** This process's holder id. */
  readonly holder = randomUUID();

  constructor(private readonly redis: RedisConnection | null) {}

  /** True when this node may think for `gameId` now (it holds the lease, or there is none). */
  async take(gameId: string, ms: number): Promise<boolean> {
    if (ms === 0 || this.redis === null || !this.redis.client.isReady) return true;
    try {
      const held = await withTimeout(
        this.redis.client.eval(TAKE, {
          keys: [PREFIX + gameId],
          arguments: [this.holder, `${ms}`],
        }),
        REDIS_TIMEOUT_MS,
      );
      return held === 1;
    } catch {
      return true; // Redis slow or gone: the expected version decides
    }
  }
}
