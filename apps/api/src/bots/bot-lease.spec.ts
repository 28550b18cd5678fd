import { randomUUID } from 'node:crypto';
import { RedisConnection } from '../redis/redis-connection';
import { BotLease } from './bot-lease';

/** Real Redis (REDIS_URL or the local default; `npm test`'s pretest starts one). */
const URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function connected(url: string): Promise<RedisConnection> {
  const redis = new RedisConnection(url);
  redis.start();
  const deadline = Date.now() + 5_000;
  while (!redis.ready) {
    if (Date.now() > deadline) throw new Error(`Redis is not reachable at ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return redis;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the bot lease: one node thinks for a bot game at a time', () => {
  let redisA: RedisConnection;
  let redisB: RedisConnection;
  beforeAll(async () => {
    [redisA, redisB] = await Promise.all([connected(URL), connected(URL)]);
  });
  afterAll(async () => {
    await redisA.close();
    await redisB.close();
  });

  test('the first node takes it and renews it; the other is refused until it expires', async () => {
    const a = new BotLease(redisA);
    const b = new BotLease(redisB);
    const game = randomUUID();
    expect(await a.take(game, 1_500)).toBe(true);
    expect(await b.take(game, 1_500)).toBe(false);
    await sleep(1_000);
    expect(await a.take(game, 1_500)).toBe(true); // renewed by its holder
    await sleep(1_000);
    expect(await b.take(game, 1_500)).toBe(false); // 2 s after the first take: still A's
    await sleep(1_700);
    // A stopped renewing (it died): B takes the game over, and A is now refused.
    expect(await b.take(game, 1_500)).toBe(true);
    expect(await a.take(game, 1_500)).toBe(false);
    // Another game is another lease.
    expect(await a.take(randomUUID(), 1_500)).toBe(true);
  });

  test('no lease without Redis, with Redis down, or with BOT_LEASE_MS=0: every node may think', async () => {
    const game = randomUUID();
    expect(await new BotLease(null).take(game, 300)).toBe(true);
    // never connected (as a Redis that is down): not ready
    const dead = new RedisConnection('redis://127.0.0.1:1');
    expect(await new BotLease(dead).take(game, 300)).toBe(true);
    expect(await new BotLease(redisA).take(game, 300)).toBe(true);
    expect(await new BotLease(redisB).take(game, 0)).toBe(true);
  });
});
