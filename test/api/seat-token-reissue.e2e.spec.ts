import { createHash } from 'node:crypto';
import { expectProblem } from './support/problem';
import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { CommandResult, CreatedGame, Envelope } from './support/types';

// The record is verified on the worker pool (seconds; ~30 s on a loaded machine).
jest.setTimeout(90_000);

const ORGANISER = 'pzo_club_0123456789abcdefghijklmnopqrstuv';
const OTHER_ORGANISER = 'pzo_open_0123456789abcdefghijklmnopqrstuv';

interface Reissued {
  readonly side: string;
  readonly token: string;
}

/**
 * Issue #32 item 6: a referee, or the organiser who created the game, reissues a seat's token
 * (libs/engine session ReissueSeatToken): the new token acts for the seat, the old one answers
 * 401 at once, the log says so without the secret, and the record still verifies.
 */
describe('POST /v1/games/{id}/seats/{side}/token: reissuing a lost seat token', () => {
  let server: TestServer;
  let game: CreatedGame;
  let id: string;
  const seat = (side: string): string => game.seats[side]?.token ?? '';
  const reissue = (side: string, token?: string) =>
    server.client.post<Reissued>(`/v1/games/${id}/seats/${side}/token`, {
      ...(token !== undefined ? { token } : {}),
    });

  beforeAll(async () => {
    server = await startServer({ ORGANISER_TOKENS: `club:${ORGANISER}, open:${OTHER_ORGANISER}` });
    game = await server.client.createGame({ label: 'reissue' });
    id = game.game.id;
  });
  afterAll(() => server.close());

  test("the referee reissues: the new token acts as the seat, the old one is 401 INVALID_TOKEN at once, the spectator's stream shows SeatTokenReissued without the token", async () => {
    const stream = await SseReader.open(`${server.base}/v1/games/${id}/events/stream`);
    const before = (await server.client.summary(id)).version;
    const old = seat('french');
    // a stream opened with the old token: it gets the reissue, then ends
    const frenchStream = await SseReader.open(`${server.base}/v1/games/${id}/events/stream`, {
      authorization: `Bearer ${old}`,
    });
    const r = await reissue('french', game.refereeToken);
    expect(r.status).toBe(201);
    expect(r.body.side).toBe('french');
    expect(r.body.token).toMatch(/^pzt_[A-Za-z0-9_-]{43}$/);
    expect(r.body.token).not.toBe(old);
    expectProblem(
      await server.client.get(`/v1/games/${id}/state`, { token: old }),
      401,
      'INVALID_TOKEN',
    );
    expectProblem(await server.client.command(id, old, { type: 'EndPhase' }), 401, 'INVALID_TOKEN');
    // the new token is the French seat's: its pending reserve plot is offered to it, and taken
    const [plot] = await server.client.actions(id, r.body.token);
    expect(plot).toBeDefined();
    const acted = await server.client.command<CommandResult>(id, r.body.token, plot?.command);
    expect(acted.status).toBe(201);
    // the other seat's token is untouched
    expect(
      (await server.client.get(`/v1/games/${id}/state`, { token: seat('allied') })).status,
    ).toBe(200);
    const live = (await stream.waitFor(2)).map((m) => m.data);
    await stream.close();
    const [, revoked] = await frenchStream.waitFor(2); // GameCreated, then the reissue
    expect(revoked?.data).toMatchObject({ type: 'SeatTokenReissued', data: { side: 'french' } });
    for (let i = 0; i < 100 && !frenchStream.ended; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(frenchStream.ended).toBe(true);
    expect(frenchStream.messages).toHaveLength(2); // not the French plot that followed
    await frenchStream.close();
    const event = live.find((e) => e.type === 'SeatTokenReissued') as Envelope;
    expect(event).toMatchObject({ version: before + 1, data: { side: 'french', by: 'referee' } });
    const log = (await server.client.get<Envelope[]>(`/v1/games/${id}/events`)).body;
    const logged = log.find((e) => e.type === 'SeatTokenReissued');
    expect(logged?.data).toEqual({ side: 'french', by: 'referee' });
    const shown = JSON.stringify([live, log]);
    expect(shown).not.toContain(r.body.token);
    expect(shown).not.toContain('tokenHash');
    expect(shown).not.toContain(createHash('sha256').update(r.body.token).digest('hex'));
    game = { ...game, seats: { ...game.seats, french: { token: r.body.token } } };
  });

  test('a seat cannot reissue (403 REFEREE_ONLY), a spectator needs a token (401), a bad side is 422 UNKNOWN_SIDE, an unknown game 404', async () => {
    expectProblem(await reissue('allied', seat('french')), 403, 'REFEREE_ONLY');
    expectProblem(await reissue('french', seat('french')), 403, 'REFEREE_ONLY');
    expectProblem(await reissue('french'), 401, 'TOKEN_REQUIRED');
    expectProblem(await reissue('french', 'pzt_not-a-token-of-this-game'), 401, 'INVALID_TOKEN');
    expectProblem(await reissue('prussian', game.refereeToken), 422, 'UNKNOWN_SIDE');
    const missing = await server.client.post(`/v1/games/g_nothere/seats/french/token`, {
      token: game.refereeToken,
    });
    expect(missing.status).toBe(404);
    // the refusals changed nothing: both seats still act with their tokens
    expect(
      (await server.client.get(`/v1/games/${id}/state`, { token: seat('french') })).status,
    ).toBe(200);
  });

  test('the organiser who created the game reissues with its own token; another organiser cannot', async () => {
    const created = await server.client.createGame(
      { label: 'org', tournament: 'club-cup' },
      ORGANISER,
    );
    const gid = created.game.id;
    const path = `/v1/games/${gid}/seats/allied/token`;
    expectProblem(await server.client.post(path, { token: OTHER_ORGANISER }), 401, 'INVALID_TOKEN');
    const r = await server.client.post<Reissued>(path, { token: ORGANISER });
    expect(r.status).toBe(201);
    const old = created.seats['allied']?.token ?? '';
    expectProblem(
      await server.client.get(`/v1/games/${gid}/state`, { token: old }),
      401,
      'INVALID_TOKEN',
    );
    expect(
      (await server.client.get(`/v1/games/${gid}/state`, { token: r.body.token })).status,
    ).toBe(200);
  });

  test('a side the server plays has no token to reissue: 409 SEAT_PLAYED_BY_BOT', async () => {
    const bot = await server.client.createGame({ players: { allied: { bot: 'greedy' } } });
    const r = await server.client.post(`/v1/games/${bot.game.id}/seats/allied/token`, {
      token: bot.refereeToken,
    });
    expectProblem(r, 409, 'SEAT_PLAYED_BY_BOT');
  });

  test('GraphQL reissueSeatToken does the same', async () => {
    const query = `mutation($id: ID!, $side: String!) { reissueSeatToken(gameId: $id, side: $side) { side token } }`;
    const r = await server.client.post<{ data?: { reissueSeatToken: Reissued } }>('/graphql', {
      token: game.refereeToken,
      body: { query, variables: { id, side: 'allied' } },
    });
    expect(r.status).toBe(200);
    const fresh = r.body.data?.reissueSeatToken;
    expect(fresh?.side).toBe('allied');
    expectProblem(
      await server.client.get(`/v1/games/${id}/state`, { token: seat('allied') }),
      401,
      'INVALID_TOKEN',
    );
    expect((await server.client.get(`/v1/games/${id}/state`, { token: fresh?.token })).status).toBe(
      200,
    );
    game = { ...game, seats: { ...game.seats, allied: { token: fresh?.token ?? '' } } };
  });

  test('ReissueSeatToken is no command a client can send: POST /commands answers 400 UNKNOWN_COMMAND (the referee token: 403 first)', async () => {
    const r = await server.client.command(id, game.refereeToken, {
      type: 'ReissueSeatToken',
      side: 'french',
    });
    expect(r.status).toBe(403); // the referee's token sends nothing but Adjudicate
    expectProblem(
      await server.client.command(id, seat('french'), { type: 'ReissueSeatToken', side: 'french' }),
      400,
      'UNKNOWN_COMMAND',
    );
  });

  test('the record with its reissues verifies; after the end a reissue is 422 GAME_OVER', async () => {
    const record = await server.client.get<{ commands: { commandType: string }[] }>(
      `/v1/games/${id}/record`,
      { token: game.refereeToken },
    );
    expect(record.status).toBe(200);
    const types = record.body.commands.map((c) => c.commandType);
    expect(types.filter((t) => t === 'ReissueSeatToken')).toHaveLength(2);
    expect(JSON.stringify(record.body)).not.toContain(seat('french'));
    const report = await server.client.post<{ ok: boolean; firstFailure: unknown }>(
      '/v1/records/verify',
      { body: record.body },
    );
    expect(report.body).toMatchObject({ ok: true, firstFailure: null });
    expect((await server.client.command(id, seat('allied'), { type: 'Resign' })).status).toBe(201);
    expectProblem(await reissue('french', game.refereeToken), 422, 'GAME_OVER');
  });
});
