import { randomUUID } from 'node:crypto';
import { RedisConnection } from '../redis/redis-connection';
import { EveryGame, RedisMembership } from './membership';

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

const games = Array.from({ length: 300 }, () => randomUUID());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('cluster membership in Redis (issue #33)', () => {
  let redis: RedisConnection;
  const started: RedisMembership[] = [];
  beforeAll(async () => {
    redis = await connected(URL);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((m) => m.leave()));
  });
  afterAll(() => redis.close());

  const member = (key: string, leaseMs = 60_000): RedisMembership => {
    const m = new RedisMembership(redis, { key, heartbeatMs: 60_000, leaseMs });
    started.push(m);
    return m;
  };

  test('alone, or with ownership off, a node owns every game', () => {
    const every = new EveryGame();
    expect(games.every((g) => every.owns(g))).toBe(true);
    // not joined yet: no member list, every game is its own
    const m = member(`test:cluster:${randomUUID()}`);
    expect(m.members).toEqual([]);
    expect(games.every((g) => m.owns(g))).toBe(true);
  });

  test('the members agree: each game has exactly one owner, and each member owns some', async () => {
    const key = `test:cluster:${randomUUID()}`;
    const [a, b, c] = [member(key), member(key), member(key)];
    await a.start('http://a');
    await b.start('http://b');
    await c.start('http://c');
    await a.beat();
    await b.beat();
    expect(a.members).toEqual(['http://a', 'http://b', 'http://c']);
    expect(b.members).toEqual(a.members);
    expect(c.members).toEqual(a.members);
    const owners = games.map((g) => [a, b, c].filter((m) => m.owns(g)).length);
    expect(owners.every((n) => n === 1)).toBe(true);
    for (const m of [a, b, c]) expect(games.filter((g) => m.owns(g)).length).toBeGreaterThan(50);
  });

  test('a node that leaves hands its games over at the next heartbeat; listeners hear of it', async () => {
    const key = `test:cluster:${randomUUID()}`;
    const [a, b] = [member(key), member(key)];
    await a.start('http://a');
    await b.start('http://b');
    await a.beat();
    let changes = 0;
    a.onChange(() => changes++);
    expect(games.every((g) => a.owns(g))).toBe(false);
    await b.leave();
    await a.beat();
    expect(a.members).toEqual(['http://a']);
    expect(changes).toBe(1);
    expect(games.every((g) => a.owns(g))).toBe(true);
  });

  test('a node that stops renewing (SIGKILL) is dropped once its lease expires', async () => {
    const key = `test:cluster:${randomUUID()}`;
    const a = member(key, 60_000);
    const dying = member(key, 300);
    await a.start('http://a');
    await dying.start('http://dying');
    await a.beat();
    expect(a.members).toEqual(['http://a', 'http://dying']);
    // its heartbeat timer (60 s) never fires here: it renews no more, as after a SIGKILL
    await sleep(400);
    await a.beat();
    expect(a.members).toEqual(['http://a']);
  });

  test('Redis lost: the view is kept for a lease, then the node owns every game, until Redis is back', async () => {
    let now = 1_000_000;
    const client = {
      isReady: true,
      eval: async () => ['http://a', 'http://b'],
      zRem: async () => 0,
    };
    const fake = { client } as unknown as RedisConnection;
    const m = new RedisMembership(
      fake,
      { key: 'k', heartbeatMs: 60_000, leaseMs: 3_000 },
      () => now,
    );
    try {
      await m.start('http://a');
      expect(m.members).toEqual(['http://a', 'http://b']);
      const mine = games.filter((g) => m.owns(g)).length;
      expect(mine).toBeLessThan(games.length);
      client.isReady = false;
      now += 2_000;
      await m.beat();
      expect(games.filter((g) => m.owns(g)).length).toBe(mine);
      now += 2_000;
      await m.beat();
      expect(m.members).toEqual([]);
      expect(games.every((g) => m.owns(g))).toBe(true);
      client.isReady = true;
      await m.beat();
      expect(games.filter((g) => m.owns(g)).length).toBe(mine);
    } finally {
      await m.leave();
    }
  });

  test('a heartbeat that Redis refuses counts as none', async () => {
    const dead = new RedisConnection(DEAD);
    dead.start();
    const m = new RedisMembership(dead, {
      key: 'test:cluster:dead',
      heartbeatMs: 60_000,
      leaseMs: 3_000,
    });
    try {
      await m.start('http://a');
      expect(m.members).toEqual([]);
      expect(games.every((g) => m.owns(g))).toBe(true);
    } finally {
      await m.leave();
      await dead.close();
    }
  });
});
