import {
  Cluster,
  REDIS_URL,
  requirePostgres,
  requireRedis,
  sleep,
  withLogs,
} from './support/cluster';

jest.setTimeout(300_000);

interface Summary {
  readonly version: number;
  readonly status: string;
}

/**
 * Issue #31 part 1 on two API nodes (PostgreSQL + Redis): a bots-only game created on node A is
 * played by A; A is SIGKILLed in the middle of it; node B's sweep takes the game over and it goes
 * on. The stream has each version once and the referee's record (with the seed) verifies.
 */
describe('bot seats on several nodes', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    await requirePostgres();
    await requireRedis();
    cluster = await Cluster.start({
      nodes: 2,
      redisUrl: REDIS_URL,
      prefix: 'pratzen_bots',
      env: { BOT_SWEEP_MS: '300', BOT_DELAY_MS: '20', IDLE_TIMEOUT_MS: '600000' },
    });
  });
  afterAll(() => cluster?.close());

  test('the thinking node is killed; another takes the game over and it verifies', async () => {
    const [a, b] = cluster.nodes as [
      (typeof cluster.nodes)[number],
      (typeof cluster.nodes)[number],
    ];
    await withLogs(cluster, async () => {
      const created = await a.client.post<{ game: { id: string }; refereeToken: string }>(
        '/v1/games',
        {
          body: {
            rulesetId: 'spi-1980',
            scenarioId: 'historical',
            players: { french: { bot: 'random' }, allied: { bot: 'random' } },
          },
        },
      );
      expect(created.status).toBe(201);
      const id = created.body.game.id;
      const versionOn = async (node: typeof a) =>
        (await node.client.get<Summary>(`/v1/games/${id}`)).body;
      const until = async (node: typeof a, done: (s: Summary) => boolean, ms: number) => {
        const started = Date.now();
        for (;;) {
          const s = await versionOn(node);
          if (done(s)) return s;
          if (Date.now() - started > ms) throw new Error(`stuck at ${JSON.stringify(s)}`);
          await sleep(50);
        }
      };
      await until(a, (s) => s.version >= 12, 120_000);
      await a.kill();
      const atKill = (await versionOn(b)).version;
      const later = await until(b, (s) => s.status === 'over' || s.version >= atKill + 20, 120_000);
      // B moved the game on by itself (its sweep took over what A was playing).
      expect(later.version).toBeGreaterThan(atKill);
      const events = (
        await b.client.get<{ version: number; meta: { commandId: string; bot?: string } }[]>(
          `/v1/games/${id}/events?limit=1000`,
          { token: created.body.refereeToken },
        )
      ).body;
      expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
      expect(events.slice(1).every((e) => e.meta.bot === 'random')).toBe(true);
      const record = await b.client.get(`/v1/games/${id}/record?seed=true`, {
        token: created.body.refereeToken,
      });
      const report = await b.client.post<{ ok: boolean }>('/v1/records/verify', {
        body: record.body,
      });
      expect(report.body.ok).toBe(true);
    });
  });
});
