/**
 * Issue #4, faults: three API nodes on PostgreSQL and a private redis-server, under a command
 * load in which every command carries an Idempotency-Key (a request cut by a crash is sent
 * again, with its key, to another node, as a client would):
 *  1. Redis is killed mid-load: every node's /health says `degraded` (200, redis down, event
 *     store up) while commands keep being acknowledged through every node;
 *  2. Redis is started again: /health is back to `ok` on every node by itself;
 *  3. node C is SIGKILLed mid-load: A and B keep serving;
 * and at the end no acknowledged command is lost or applied twice (streams read through a
 * surviving node), A and B agree, and a live reader on node A saw every event in order across
 * all of it (the store subscription carries on without Redis).
 *
 * Needs PostgreSQL (DATABASE_URL) and the redis-server binary; never skipped.
 */
import { SseReader } from '../api/support/sse';
import {
  type ApiNode,
  Cluster,
  PrivateRedis,
  requirePostgres,
  sleep,
  withLogs,
} from './support/cluster';
import { Load, type LoadGame, loadGame, readEvents } from './support/load';
import { checkReader, checkStream, summariesAt } from './support/verify';

const GAMES = 8;
const CLIENTS_PER_GAME = 4;
/** How long /health may take to tell the truth after Redis goes or comes back. */
const HEALTH_WITHIN_MS = 8_000;
const READ_FROM = 2;

jest.setTimeout(150_000);

interface Health {
  readonly status: string;
  readonly services: {
    readonly eventStore: { readonly status: string };
    readonly redis?: { readonly status: string };
  };
}

interface Seen {
  readonly http: number;
  readonly status: string;
  readonly eventStore: string;
  readonly redis: string;
}

async function health(node: ApiNode): Promise<Seen> {
  const r = await node.client.get<Health>('/health');
  return {
    http: r.status,
    status: r.body.status,
    eventStore: r.body.services.eventStore.status,
    redis: r.body.services.redis?.status ?? 'absent',
  };
}

/** Polls a node's /health until it reads `want`; returns how long that took (or the last seen). */
async function healthBecomes(
  node: ApiNode,
  want: Seen,
): Promise<{ ms: number; seen: Seen; node: string }> {
  const start = Date.now();
  let seen = await health(node);
  while (JSON.stringify(seen) !== JSON.stringify(want) && Date.now() - start < HEALTH_WITHIN_MS) {
    await sleep(100);
    seen = await health(node);
  }
  return { ms: Date.now() - start, seen, node: node.name };
}

const OK: Seen = { http: 200, status: 'ok', eventStore: 'up', redis: 'up' };
const DEGRADED: Seen = { http: 200, status: 'degraded', eventStore: 'up', redis: 'down' };

/** Waits `ms` and returns the acknowledgements made in that time, by node. */
async function acksDuring(load: Load, ms: number): Promise<Map<string, number>> {
  const before = new Map(load.acksByNode);
  await sleep(ms);
  return new Map(
    [...load.acksByNode].map(([node, n]) => [node, n - (before.get(node) ?? 0)] as const),
  );
}

describe('faults: Redis stopped and restarted, a node killed, under load', () => {
  let redis: PrivateRedis | null = null;
  let cluster: Cluster | null = null;
  let load: Load | null = null;
  const readers: SseReader[] = [];
  const timeline: string[] = [];
  const context = (): string =>
    `timeline: ${timeline.join('; ')}\nload: ${load?.summary() ?? 'not started'}`;

  beforeAll(async () => {
    await requirePostgres();
    redis = await PrivateRedis.start();
    cluster = await Cluster.start({ nodes: 3, redisUrl: redis.url, prefix: 'pratzen_fault' });
  });

  afterAll(async () => {
    await load?.stop();
    await Promise.all(readers.map((r) => r.close()));
    await cluster?.close();
    await redis?.close();
  });

  test('no acknowledged command lost; the survivors serve; /health tells the truth', () =>
    withLogs(
      cluster,
      async () => {
        if (cluster === null || redis === null) throw new Error('not started');
        const [a, b, c] = cluster.nodes as [ApiNode, ApiNode, ApiNode];
        for (const node of [a, b, c]) expect((await healthBecomes(node, OK)).seen).toEqual(OK);

        const games: LoadGame[] = await Promise.all(
          Array.from({ length: GAMES }, async (_, i) =>
            loadGame(await a.client.createGame({ label: `fault-${i}` })),
          ),
        );
        const watched = games.slice(0, 2);
        for (const game of watched) {
          const reader = await SseReader.open(
            `${a.url}/v1/games/${game.id}/events/stream?from=${READ_FROM}`,
            { authorization: `Bearer ${game.referee}` },
          );
          expect(reader.status).toBe(200);
          readers.push(reader);
        }
        const running = new Load({
          nodes: () => cluster?.live() ?? [],
          games,
          clientsPerGame: CLIENTS_PER_GAME,
          keyed: 1,
          repeat: 0.1,
          stale: 0.03,
          unversioned: 0.1,
          retryNetworkErrors: true,
        });
        load = running;
        await sleep(1_000);
        const total = (m: Map<string, number>): number =>
          [...m.values()].reduce((x, y) => x + y, 0);
        const baseline = await acksDuring(running, 3_000);
        timeline.push(`acknowledged in 3 s with Redis: ${total(baseline)}`);
        expect(total(baseline)).toBeGreaterThan(0);

        // 1. Redis dies: degraded everywhere, commands go on through every node.
        await redis.stop();
        const down = await Promise.all([a, b, c].map((n) => healthBecomes(n, DEGRADED)));
        timeline.push(`Redis killed: degraded after ${down.map((d) => `${d.node} ${d.ms} ms`)}`);
        for (const d of down)
          expect({ node: d.node, ...d.seen }).toEqual({ node: d.node, ...DEGRADED });
        const withoutRedis = await acksDuring(running, 3_000);
        timeline.push(
          `acknowledged in 3 s without Redis: ${total(withoutRedis)} (${[...withoutRedis]})`,
        );
        for (const node of [a, b, c]) expect(withoutRedis.get(node.name) ?? 0).toBeGreaterThan(0);
        for (const node of [a, b, c]) expect((await health(node)).status).toBe('degraded');

        // 2. Redis is back: ok again, by itself.
        await redis.restart();
        const up = await Promise.all([a, b, c].map((n) => healthBecomes(n, OK)));
        timeline.push(`Redis restarted: ok after ${up.map((u) => `${u.node} ${u.ms} ms`)}`);
        for (const u of up) expect({ node: u.node, ...u.seen }).toEqual({ node: u.node, ...OK });
        const redisBack = await acksDuring(running, 3_000);
        timeline.push(`acknowledged in 3 s with Redis back: ${total(redisBack)}`);

        // 3. Node C is SIGKILLed mid-load: A and B go on.
        await c.kill();
        const afterKill = await acksDuring(running, 3_000);
        timeline.push(
          `acknowledged in 3 s after killing C: ${total(afterKill)} (${[...afterKill]})`,
        );
        for (const node of [a, b]) {
          expect(afterKill.get(node.name) ?? 0).toBeGreaterThan(0);
          expect(await health(node)).toEqual(OK);
        }
        await expect(c.client.get('/health')).rejects.toThrow();

        await running.stop();
        console.log(
          `faults: ${running.acknowledged} commands acknowledged; ${timeline.join('; ')}; ` +
            running.summary(),
        );
        expect(running.violations).toEqual([]);

        // Every acknowledged command is in its stream, read through node B; none twice. A batch
        // nobody heard of can only come from a request given up after repeated network errors.
        const problems: string[] = [];
        let unacknowledged = 0;
        for (const game of load.games) {
          const events = await readEvents(b.client, game);
          const report = checkStream(
            game,
            events,
            running.acks.filter((x) => x.gameId === game.id),
          );
          problems.push(...report.problems);
          unacknowledged += report.unacknowledged;
          const summaries = await summariesAt([a.client, b.client], game, events.length);
          expect(summaries[0]?.version).toBe(events.length);
          expect(summaries[1]).toEqual(summaries[0]);
          const i = watched.indexOf(game);
          const reader = readers[i];
          if (reader !== undefined) {
            await reader.waitFor(events.length - READ_FROM + 1, 10_000).catch(() => undefined);
            problems.push(...checkReader(game, reader, READ_FROM, events));
          }
        }
        expect(problems).toEqual([]);
        expect(unacknowledged).toBeLessThanOrEqual(running.abandoned);
      },
      context,
    ));
});
