import { GameViewerGuard } from '../../apps/api/src/games/game-viewer.guard';
import { startServer, type TestServer } from './support/server';
import type { CommandResult, CreatedGame, Problem } from './support/types';

/**
 * POST /commands and GET /legal-actions run outside Nest's per-request pipeline
 * (apps/api/src/games/lean-routes.ts) with Nest's checks in Nest's order: these tests pin that
 * they are in use, and each check's answer. (commands.e2e, errors-*.e2e, compact-moves.e2e and
 * http-contract-caching.e2e cover the routes' other answers.)
 */
describe('the lean routes (issue #14, item 4)', () => {
  let server: TestServer;
  let game: CreatedGame;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_TOKEN_PER_SECOND: '1', RATE_LIMIT_TOKEN_BURST: '4' });
    game = await server.client.createGame();
  });
  afterAll(() => server.close());
  afterEach(() => jest.restoreAllMocks());

  const french = (): string => game.seats['french']?.token ?? '';

  test('a command is answered without Nest guards; a read still goes through them', async () => {
    const guard = jest.spyOn(GameViewerGuard.prototype, 'canActivate');
    const wrong = await server.client.command(game.game.id, french(), { type: 'EndPhase' });
    // The reserve must be plotted before any phase ends: the rules answer, the guard never ran.
    expect(wrong.status).toBe(422);
    expect((wrong.body as Problem).rule).toEqual(expect.any(String));
    expect(guard).not.toHaveBeenCalled();
    expect((await server.client.get(`/v1/games/${game.game.id}/state`)).status).toBe(200);
    expect(guard).toHaveBeenCalledTimes(1);
  });

  test('201 with the stored events for an accepted command', async () => {
    const [plot] = await server.client.actions(game.game.id, french());
    const r = await server.client.command<CommandResult>(game.game.id, french(), plot?.command);
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body.version).toBeGreaterThan(1);
    expect(r.body.events.length).toBeGreaterThan(0);
  });

  test('problems as the filter writes them: 404, 401 with WWW-Authenticate, 400 If-Match', async () => {
    const unknown = await server.client.command('g_unknown', undefined, { type: 'EndPhase' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(unknown.body).toMatchObject({
      code: 'GAME_NOT_FOUND',
      instance: '/v1/games/g_unknown/commands',
    });
    const forged = await server.client.command(game.game.id, 'pzt_forged', { type: 'EndPhase' });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toBe('Bearer realm="pratzen"');
    expect((forged.body as Problem).code).toBe('INVALID_TOKEN');
    const badTag = await server.client.command(
      game.game.id,
      french(),
      { type: 'EndPhase' },
      { 'if-match': 'twelve' },
    );
    expect(badTag.status).toBe(400);
    expect((badTag.body as Problem).code).toBe('BAD_IF_MATCH');
  });

  test('the token bucket still applies: 429 RATE_LIMITED with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Problem | undefined;
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const r = await server.client.command(game.game.id, 'pzt_bucket', { type: 'EndPhase' });
      statuses.push(r.status);
      if (r.status === 429) {
        last = r.body as Problem;
        retryAfter = r.headers.get('retry-after');
      }
    }
    expect(statuses).toContain(429);
    expect(last?.code).toBe('RATE_LIMITED');
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  describe('GET legal-actions', () => {
    // Its own server: the token bucket above is for the 429 test.
    let reads: TestServer;
    beforeAll(async () => {
      reads = await startServer();
      game = await reads.client.createGame();
    });
    afterAll(() => reads.close());
    const path = (): string => `/v1/games/${game.game.id}/legal-actions`;

    test('answered without Nest guards, with an ETag; If-None-Match holding it gets 304', async () => {
      const guard = jest.spyOn(GameViewerGuard.prototype, 'canActivate');
      const first = await reads.client.get<unknown[]>(path(), { token: french() });
      expect(first.status).toBe(200);
      expect(Array.isArray(first.body)).toBe(true);
      expect(guard).not.toHaveBeenCalled();
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/"\d+-/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('vary')).toMatch(/Authorization/);
      const again = await reads.client.get(path(), {
        token: french(),
        headers: { 'if-none-match': tag ?? '' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      // Another viewer's tag differs: the spectator's list is not the French one's.
      const spectator = await reads.client.get(path());
      expect(spectator.status).toBe(200);
      expect(spectator.headers.get('etag')).not.toBe(tag);
    });

    test('the query through the validation pipe: 400 VALIDATION_FAILED, unknown members refused', async () => {
      const bad = await reads.client.get(`${path()}?format=tiny`, { token: french() });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((bad.body as Problem).violations?.[0]).toMatchObject({ path: 'format', code: 'isIn' });
      const extra = await reads.client.get(`${path()}?colour=red`, { token: french() });
      expect(extra.status).toBe(400);
      expect((extra.body as Problem).code).toBe('VALIDATION_FAILED');
    });

    test('the compact form pre-compressed; 404 for an unknown game; HEAD answers without a body', async () => {
      const r = await fetch(`${reads.base}${path()}?format=compact`, {
        headers: { authorization: `Bearer ${french()}`, 'accept-encoding': 'br' },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-encoding')).toBe('br');
      expect(r.headers.get('etag')).toMatch(/^W\//);
      expect((await r.json()) as object).toHaveProperty('format');
      const unknown = await reads.client.get('/v1/games/g_unknown/legal-actions');
      expect(unknown.status).toBe(404);
      expect((unknown.body as Problem).code).toBe('GAME_NOT_FOUND');
      const head = await fetch(`${reads.base}${path()}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toMatch(/^W\//);
    });
  });
});
