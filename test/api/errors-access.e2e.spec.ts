import { openField, position } from './support/board';
import { startServer, type TestServer } from './support/server';
import { expectProblem } from './support/problem';
import type { CreatedGame, Problem, StateView } from './support/types';

/** Who may do what (401, 403), unknown things (404), stale versions (409), rules (422), 429. */
describe('errors: access, resources, versions and rules', () => {
  let server: TestServer;
  let game: CreatedGame;
  const french = (): string => game.seats['french']?.token ?? '';
  const allied = (): string => game.seats['allied']?.token ?? '';

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame();
  });
  afterAll(() => server.close());

  describe('401 missing or invalid token', () => {
    test('a token that is not this game’s, or another scheme, is 401 with WWW-Authenticate', async () => {
      const other = await server.client.createGame();
      for (const authorization of [
        'Bearer pzt_not-a-token',
        `Bearer ${other.seats['french']?.token}`,
        `Basic ${Buffer.from('a:b').toString('base64')}`,
      ]) {
        const r = await server.client.get(`/v1/games/${game.game.id}/state`, {
          headers: { authorization },
        });
        expectProblem(r, 401, 'INVALID_TOKEN');
        expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
    });

    test('a spectator (no token) may read but not act', async () => {
      const read = await server.client.get<StateView>(`/v1/games/${game.game.id}/state`);
      expect(read.status).toBe(200);
      expect(read.body.viewer).toBe('spectator');
      const r = await server.client.command(game.game.id, undefined, { type: 'EndPhase' });
      expectProblem(r, 401, 'TOKEN_REQUIRED');
    });
  });

  describe('403 acting for a side you do not hold', () => {
    test('the Allied seat may not answer the French pending decision', async () => {
      const r = await server.client.command(game.game.id, allied(), { type: 'EndPhase' });
      const p = expectProblem(r, 403, 'NOT_YOUR_TURN');
      expect(p.details).toEqual({ actingSide: 'french' });
    });

    test('the turn comes before the dice: 403 for the side not to act, 400 for dice the server rolls', async () => {
      const withDice = { type: 'EndPhase', dice: [3] };
      const notYours = await server.client.command(game.game.id, allied(), withDice);
      const p = expectProblem(notYours, 403, 'NOT_YOUR_TURN');
      expect(p.rulesetId).toBe('spi-1980');
      expectProblem(await server.client.command(game.game.id, french(), withDice), 400, 'BAD_DICE');
    });

    test('the referee sees everything but acts for no side', async () => {
      const r = await server.client.command(game.game.id, game.refereeToken, { type: 'EndPhase' });
      expectProblem(r, 403, 'REFEREE_MAY_NOT_ACT');
    });
  });

  describe('404 unknown resources', () => {
    test('unknown game (well-formed or not), ruleset, scenario, unit and route', async () => {
      const { client } = server;
      const missing = '00000000-0000-4000-8000-000000000000';
      expectProblem(await client.get(`/v1/games/${missing}`), 404, 'GAME_NOT_FOUND');
      expectProblem(await client.get('/v1/games/not-a-game/state'), 404, 'GAME_NOT_FOUND');
      expectProblem(
        await client.command(missing, french(), { type: 'EndPhase' }),
        404,
        'GAME_NOT_FOUND',
      );
      expectProblem(
        await client.get(`/v1/games/${game.game.id}-secrets/events`),
        404,
        'GAME_NOT_FOUND',
      );
      expectProblem(await client.get('/v1/rulesets/kriegsspiel'), 404, 'RULESET_NOT_FOUND');
      expectProblem(await client.get('/v1/rulesets/kriegsspiel/map'), 404, 'RULESET_NOT_FOUND');
      expectProblem(
        await client.get('/v1/rulesets/spi-1980/scenarios/ulm'),
        404,
        'SCENARIO_NOT_FOUND',
      );
      expectProblem(
        await client.get(`/v1/games/${game.game.id}/legal-actions?unit=napoleon`, {
          token: french(),
        }),
        404,
        'UNIT_NOT_FOUND',
      );
      expectProblem(await client.get('/v1/nothing-here'), 404, 'ROUTE_NOT_FOUND');
    });
  });

  describe('409 stale version', () => {
    test('a stale expectedVersion in the body, or in If-Match, is refused and stores nothing', async () => {
      const g = await server.client.createGame();
      const token = g.seats['french']?.token;
      const [plot] = await server.client.actions(g.game.id, token);
      const body = { ...plot?.command, expectedVersion: 0 };
      const r1 = await server.client.command(g.game.id, token, body);
      expect(expectProblem(r1, 409, 'VERSION_CONFLICT').details).toEqual({
        version: 1,
        expected: 0,
      });
      const r2 = await server.client.command(g.game.id, token, plot?.command, {
        'if-match': '"7"',
      });
      expectProblem(r2, 409, 'VERSION_CONFLICT');
      const disagree = await server.client.command(g.game.id, token, body, { 'if-match': '"1"' });
      expectProblem(disagree, 400, 'BAD_EXPECTED_VERSION');
      expect((await server.client.summary(g.game.id)).version).toBe(1);
      const ok = await server.client.command(g.game.id, token, plot?.command, {
        'if-match': 'W/"1"',
      });
      expect(ok.status).toBe(201);
    });
  });

  describe('422 a well-formed command the rules forbid', () => {
    test('MoveUnit into an enemy hex cites rule 4.3', async () => {
      const field = await openField(server.client);
      const [next] = field.around;
      const g = await server.client.createGame({
        setup: position('movement', 'french', { becker: field.center, carneville: next ?? '' }),
      });
      expect(g.game).toMatchObject({ custom: true, phase: 'movement', activeSide: 'french' });
      const r = await server.client.command(g.game.id, g.seats['french']?.token, {
        type: 'MoveUnit',
        unitId: 'becker',
        path: [next],
      });
      const p = expectProblem(r, 422, 'ENEMY_OCCUPIED');
      expect(p).toMatchObject({ rule: '4.3', rulesetId: 'spi-1980' });
      const check = await server.client.post(`/v1/games/${g.game.id}/commands/validate`, {
        token: g.seats['french']?.token,
        body: { type: 'MoveUnit', unitId: 'becker', path: [next] },
      });
      expect(check.body).toEqual({
        valid: false,
        violation: expect.objectContaining({ status: 422, code: 'ENEMY_OCCUPIED', rule: '4.3' }),
      });
    });
  });
});

describe('429 rate limiting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_IP_PER_SECOND: '1', RATE_LIMIT_IP_BURST: '3' });
  });
  afterAll(() => server.close());

  test('a client address over its bucket gets 429 with Retry-After; /health is never throttled', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof server.client.get>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await server.client.get('/v1/rulesets');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[4]).toBe(429);
    expect((last?.body as Problem).code).toBe('RATE_LIMITED');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await server.client.get('/health')).status).toBe(200);
  });
});
