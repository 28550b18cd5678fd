import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expectProblem } from './support/problem';
import { startServer, type TestServer } from './support/server';
import type { CommandResult, CreatedGame, StateView, Summary } from './support/types';

/**
 * Issue #10, defect 4: organisers (ORGANISER_TOKENS) alone create games under a tournament label
 * (a label belongs to the organiser who first uses it), see their games' referee access in the
 * games list and referee them with their own token; anonymous creation is casual only, can be
 * switched off (ANONYMOUS_GAMES=false) and is rate limited per address.
 */
const OPEN = 'pzo_open_0123456789abcdefghijklmnopqrstuv';
const CLUB = 'pzo_club_0123456789abcdefghijklmnopqrstuv';
const ORGANISER_TOKENS = `open:${OPEN}, club:${CLUB}`;
const SPI = { rulesetId: 'spi-1980', scenarioId: 'historical' };

type ListedGame = Summary & { readonly refereeAccess: boolean };
interface Page {
  readonly items: readonly ListedGame[];
}

describe('organisers', () => {
  let server: TestServer;

  const create = (body: Record<string, unknown>, token?: string) =>
    server.client.post<CreatedGame>('/v1/games', {
      body: { ...SPI, ...body },
      ...(token !== undefined ? { token } : {}),
    });

  async function created(body: Record<string, unknown>, token?: string): Promise<CreatedGame> {
    const r = await create(body, token);
    expect(r.status).toBe(201);
    return r.body;
  }

  beforeAll(async () => {
    server = await startServer({ ORGANISER_TOKENS });
  });
  afterAll(() => server.close());

  describe('creating tournament games', () => {
    test('anonymous callers and seat tokens may not name a tournament: 403 TOURNAMENT_ORGANISER_ONLY', async () => {
      const casual = await created({ label: 'casual' });
      expect(casual.game.tournament).toBeNull();
      // `tournament: null` names none, from anyone.
      expect((await created({ tournament: null })).game.tournament).toBeNull();
      expect((await created({ tournament: null }, OPEN)).game.tournament).toBeNull();
      expectProblem(await create({ tournament: 'Pratzen Open' }), 403, 'TOURNAMENT_ORGANISER_ONLY');
      const seat = casual.seats['french']?.token;
      expectProblem(
        await create({ tournament: 'Pratzen Open' }, seat),
        403,
        'TOURNAMENT_ORGANISER_ONLY',
      );
      expectProblem(
        await create({ tournament: 'Pratzen Open' }, casual.refereeToken),
        403,
        'TOURNAMENT_ORGANISER_ONLY',
      );
      const listed = await server.client.get<Page>('/v1/games?tournament=Pratzen%20Open');
      expect(listed.body.items).toEqual([]);
    });

    test('who before what: an anonymous tournament request is refused before its body is validated', async () => {
      const r = await server.client.post('/v1/games', {
        body: { rulesetId: 7, tournament: 'Pratzen Open' },
      });
      expectProblem(r, 403, 'TOURNAMENT_ORGANISER_ONLY');
    });

    test('an organiser token creates under a new label, which is then its own; its token is the referee’s', async () => {
      const game = await created({ tournament: 'Pratzen Open', label: 'round 1' }, OPEN);
      expect(game.game.tournament).toBe('Pratzen Open');
      const state = await server.client.get<StateView>(`/v1/games/${game.game.id}/state`, {
        token: OPEN,
      });
      expect(state.status).toBe(200);
      expect(state.body.viewer).toBe('referee');
      // The label stays its own for the next games.
      expect((await created({ tournament: 'Pratzen Open' }, OPEN)).game.tournament).toBe(
        'Pratzen Open',
      );
    });

    test('a second organiser may not use a label another organiser claimed: 403 TOURNAMENT_CLAIMED', async () => {
      await created({ tournament: 'Club Night' }, CLUB);
      expectProblem(await create({ tournament: 'Pratzen Open' }, CLUB), 403, 'TOURNAMENT_CLAIMED');
      expectProblem(await create({ tournament: 'Club Night' }, OPEN), 403, 'TOURNAMENT_CLAIMED');
      // Labels are exact: another spelling is another tournament.
      expect((await created({ tournament: 'pratzen open' }, CLUB)).game.tournament).toBe(
        'pratzen open',
      );
    });

    test('organisers racing for a new label: exactly one owns it', async () => {
      const replies = await Promise.all(
        [OPEN, CLUB, OPEN, CLUB].map((token) => create({ tournament: 'Race Cup' }, token)),
      );
      const winners = replies.filter((r) => r.status === 201);
      const losers = replies.filter((r) => r.status !== 201);
      expect(winners.length).toBeGreaterThanOrEqual(1);
      for (const r of losers) expectProblem(r, 403, 'TOURNAMENT_CLAIMED');
      const owners = new Set(
        replies.map((r, i) => (r.status === 201 ? [OPEN, CLUB, OPEN, CLUB][i] : null)),
      );
      owners.delete(null);
      expect(owners.size).toBe(1);
    });
  });

  describe('a tournament’s games and their referee', () => {
    const TOURNAMENT = 'Austerlitz Cup';
    let games: CreatedGame[];

    beforeAll(async () => {
      games = [];
      for (const table of [1, 2]) {
        games.push(await created({ tournament: TOURNAMENT, label: `table ${table}` }, OPEN));
      }
    });

    test('GET /v1/games?tournament= with the organiser token marks every game refereeAccess', async () => {
      const r = await server.client.get<Page>(
        `/v1/games?tournament=${encodeURIComponent(TOURNAMENT)}`,
        { token: OPEN },
      );
      expect(r.status).toBe(200);
      expect(r.body.items.map((g) => [g.id, g.refereeAccess]).sort()).toEqual(
        games.map((g) => [g.game.id, true]).sort(),
      );
      for (const token of [undefined, CLUB, games[0]?.seats['french']?.token]) {
        const other = await server.client.get<Page>(
          `/v1/games?tournament=${encodeURIComponent(TOURNAMENT)}`,
          token === undefined ? {} : { token },
        );
        expect(other.body.items.map((g) => g.refereeAccess)).toEqual([false, false]);
      }
    });

    test('the organiser reads the referee’s views and the record with its seed, without the referee token', async () => {
      const game = games[0] as CreatedGame;
      const id = game.game.id;
      const asOrganiser = await server.client.get<StateView>(`/v1/games/${id}/state`, {
        token: OPEN,
      });
      const asReferee = await server.client.get<StateView>(`/v1/games/${id}/state`, {
        token: game.refereeToken,
      });
      expect(asOrganiser.body).toEqual(asReferee.body);
      const record = await server.client.get<{ dice: { seed: string | null } }>(
        `/v1/games/${id}/record?seed=true`,
        { token: OPEN },
      );
      expect(record.status).toBe(200);
      const seed = record.body.dice.seed ?? '';
      expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(
        game.game.dice.commitment,
      );
      // Spectators still get no record of a game in play.
      expectProblem(await server.client.get(`/v1/games/${id}/record`), 403, 'RECORD_NOT_AVAILABLE');
    });

    test('another organiser’s token is no credential for these games: 401 INVALID_TOKEN', async () => {
      const id = games[0]?.game.id ?? '';
      expectProblem(
        await server.client.get(`/v1/games/${id}/state`, { token: CLUB }),
        401,
        'INVALID_TOKEN',
      );
      expectProblem(
        await server.client.command(id, CLUB, {
          type: 'Adjudicate',
          winner: 'allied',
          level: 'marginal',
        }),
        401,
        'INVALID_TOKEN',
      );
    });

    test('the organiser adjudicates, and acts for no side (adjudication stays referee-only)', async () => {
      const game = games[1] as CreatedGame;
      const id = game.game.id;
      expectProblem(
        await server.client.command(id, OPEN, { type: 'EndPhase' }),
        403,
        'REFEREE_MAY_NOT_ACT',
      );
      const adjudicate = { type: 'Adjudicate', winner: 'french', level: 'marginal' };
      expectProblem(
        await server.client.command(id, game.seats['allied']?.token, adjudicate),
        403,
        'REFEREE_ONLY',
      );
      const r = await server.client.command<CommandResult>(id, OPEN, adjudicate);
      expect(r.status).toBe(201);
      const ended = r.body.events[r.body.events.length - 1];
      expect(ended).toMatchObject({
        type: 'GameEnded',
        data: { reason: 'adjudicated', result: { winner: 'french', level: 'marginal' } },
        meta: { actor: 'referee' },
      });
      expect((await server.client.summary(id)).status).toBe('over');
    });
  });

  test('claims and referee access survive a restart (they are in the store)', async () => {
    const { createApp } = await import('../../apps/api/src/app');
    const { configFromEnv } = await import('../../apps/api/src/config');
    const { Client } = await import('./support/client');
    const game = await created({ tournament: 'Restart Open' }, OPEN);
    const config = configFromEnv({
      PRATZEN_DATA_DIR: server.dataDir,
      EVENT_STORE: 'sqlite',
      ORGANISER_TOKENS,
    });
    await server.app.close();
    const app = await createApp({ config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.getHttpServer().address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const client = new Client(`http://127.0.0.1:${port}`);
      const r = await client.post('/v1/games', {
        body: { ...SPI, tournament: 'Restart Open' },
        token: CLUB,
      });
      expectProblem(r, 403, 'TOURNAMENT_CLAIMED');
      const state = await client.get<StateView>(`/v1/games/${game.game.id}/state`, {
        token: OPEN,
      });
      expect(state.body.viewer).toBe('referee');
    } finally {
      await app.close();
      rmSync(server.dataDir, { recursive: true, force: true });
      server = await startServer({ ORGANISER_TOKENS });
    }
  });
});

describe('anonymous games', () => {
  test('ANONYMOUS_GAMES=false: no game without an organiser token (401 ORGANISER_TOKEN_REQUIRED)', async () => {
    const server = await startServer({ ORGANISER_TOKENS, ANONYMOUS_GAMES: 'false' });
    try {
      const anonymous = await server.client.post('/v1/games', { body: SPI });
      expectProblem(anonymous, 401, 'ORGANISER_TOKEN_REQUIRED');
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expectProblem(
        await server.client.post('/v1/games', { body: SPI, token: 'pzt_not-an-organiser' }),
        401,
        'ORGANISER_TOKEN_REQUIRED',
      );
      const organiser = await server.client.post<CreatedGame>('/v1/games', {
        body: SPI,
        token: OPEN,
      });
      expect(organiser.status).toBe(201);
    } finally {
      await server.close();
    }
  });

  test('anonymous creation is rate limited per address (429 RATE_LIMITED + Retry-After); organisers are not', async () => {
    const server = await startServer({
      ORGANISER_TOKENS,
      RATE_LIMIT_CREATE_PER_MINUTE: '1',
      RATE_LIMIT_CREATE_BURST: '2',
    });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await server.client.post('/v1/games', { body: SPI })).status).toBe(201);
      }
      const refused = await server.client.post('/v1/games', { body: SPI });
      const p = expectProblem(refused, 429, 'RATE_LIMITED');
      expect(p.detail).toMatch(/games created/);
      // One game a minute: the next one in about 60 s.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Other requests of the address are not held back, nor are organisers' games.
      expect((await server.client.get('/v1/games')).status).toBe(200);
      const organiser = await server.client.post('/v1/games', { body: SPI, token: OPEN });
      expect(organiser.status).toBe(201);
    } finally {
      await server.close();
    }
  });
});
