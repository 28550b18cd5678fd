import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@pratzen/event-store';
import { RedisBus } from './live-bus';
import { RedisReadCache } from './read-cache';
import { RedisConnection } from './redis-connection';

/** Real Redis (REDIS_URL or the local default; `npm test`'s pretest starts one). */
const URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** Nothing listens there: Redis "down". */
const DEAD = 'redis://127.0.0.1:1';

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

const event = (version: number): StoredEvent => ({
  streamId: `game-${randomUUID()}`,
  version,
  position: version,
  type: 'Tested',
  data: { n: version },
  meta: {},
  recordedAt: new Date(0).toISOString(),
});

describe('Redis: shared read cache and live bus', () => {
  let redis: RedisConnection;
  beforeAll(async () => {
    redis = await connected(URL);
  });
  afterAll(() => redis.close());

  test('the read cache returns what another node stored under the same versioned key', async () => {
    const writer = new RedisReadCache(redis);
    const key = `test:${randomUUID()}@7`;
    expect(await writer.get(key)).toBeUndefined();
    writer.set(key, '{"a":1}');
    const deadline = Date.now() + 2_000;
    let value: string | undefined;
    while (value === undefined && Date.now() < deadline) value = await writer.get(key);
    expect(value).toBe('{"a":1}');
    expect(await redis.client.ttl(`pratzen:read:${key}`)).toBeGreaterThan(0);
  });

  test('a bus hears the events other nodes publish, never its own', async () => {
    const other = await connected(URL);
    try {
      const a = new RedisBus(redis, 'node-a');
      const b = new RedisBus(other, 'node-b');
      const heardByA: StoredEvent[] = [];
      const heardByB: StoredEvent[] = [];
      a.onRemote((events) => heardByA.push(...events));
      b.onRemote((events) => heardByB.push(...events));
      await a.start();
      await b.start();
      await new Promise((r) => setTimeout(r, 100)); // the SUBSCRIBEs reach the server
      const sent = [event(2), event(3)];
      a.publish(sent);
      const deadline = Date.now() + 2_000;
      while (heardByB.length < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(heardByB).toEqual(sent);
      expect(heardByA).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('Redis down: nothing waits on it, nothing throws', () => {
  let redis: RedisConnection;
  beforeAll(() => {
    redis = new RedisConnection(DEAD);
    redis.start();
  });
  afterAll(() => redis.close());

  test('cache reads miss at once, writes and publishes are dropped, the ping says down', async () => {
    const cache = new RedisReadCache(redis);
    const started = Date.now();
    expect(await cache.get('any')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(300);
    expect(() => cache.set('any', '{}')).not.toThrow();
    expect(() => new RedisBus(redis, 'n').publish([event(2)])).not.toThrow();
    expect(await redis.ping()).toMatchObject({ ok: false });
  });
});
