/**
 * Issue #32 item 6 on two API nodes sharing PostgreSQL: a seat token reissued through node A is
 * refused by node B too, which had the game (and its secrets) cached with the old token: B drops
 * its secrets when its store feed folds the public SeatTokenReissued.
 *
 * Needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), as the other suites here.
 */
import {
  type ApiNode,
  Cluster,
  REDIS_URL,
  requirePostgres,
  requireRedis,
  withLogs,
} from './support/cluster';

jest.setTimeout(120_000);

describe('a reissued seat token on two nodes', () => {
  let cluster: Cluster | null = null;

  beforeAll(async () => {
    await requirePostgres();
    await requireRedis();
    cluster = await Cluster.start({ nodes: 2, redisUrl: REDIS_URL, prefix: 'pratzen_seat' });
  });
  afterAll(() => cluster?.close());

  test('reissued through A: B refuses the old token (401 INVALID_TOKEN) and accepts the new one', () =>
    withLogs(cluster, async () => {
      if (cluster === null) throw new Error('no cluster');
      const [a, b] = cluster.nodes as [ApiNode, ApiNode];
      const game = await a.client.createGame({ label: 'seat-mn' });
      const id = game.game.id;
      const old = game.seats['french']?.token ?? '';
      const state = (node: ApiNode, token: string) =>
        node.client.get<{ code?: string }>(`/v1/games/${id}/state`, { token });
      // B has the game and its secrets cached with the old token
      expect((await state(b, old)).status).toBe(200);
      const r = await a.client.post<{ side: string; token: string }>(
        `/v1/games/${id}/seats/french/token`,
        { token: game.refereeToken },
      );
      expect(r.status).toBe(201);
      expect((await state(a, old)).status).toBe(401);
      // B learns of it from the store's feed: measured, and bounded by 10 s
      const start = Date.now();
      let seen = await state(b, old);
      while (seen.status === 200 && Date.now() - start < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await state(b, old);
      }
      process.stdout.write(`old token refused on node B after ${Date.now() - start} ms\n`);
      expect({ status: seen.status, code: seen.body.code }).toEqual({
        status: 401,
        code: 'INVALID_TOKEN',
      });
      const command = await b.client.command(id, old, { type: 'Resign' });
      expect(command.status).toBe(401);
      expect((await state(b, r.body.token)).status).toBe(200);
      // the new token acts through B
      const [plot] = await b.client.actions(id, r.body.token);
      expect((await b.client.command(id, r.body.token, plot?.command)).status).toBe(201);
    }));
});
