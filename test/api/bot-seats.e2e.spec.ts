import { expectProblem } from './support/problem';
import type { TestServer } from './support/server';
import { actingSide, waitForSummary, startBotServer } from './support/bot-games';
import type { CommandResult, Envelope, Problem } from './support/types';

const THINK_MS = 2_000;

jest.setTimeout(300_000);

/**
 * Issue #31 parts 1 and 4 over real HTTP: bot seats at creation, a human against `greedy` for a
 * whole game-turn of SPI (each of the human's commands answered by the bot within its think
 * time), the bot's meta and reason (hidden from everyone but its side and the referee), and the
 * suggestion endpoint.
 */
describe('bot seats and suggestions over REST', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startBotServer(THINK_MS);
  });
  afterAll(() => server.close());

  test('GET /v1/bots lists random and greedy for every registered ruleset', async () => {
    const rulesets = await server.client.get<{ id: string }[]>('/v1/rulesets');
    const ids = rulesets.body.map((r) => r.id).sort();
    const r = await server.client.get<{ id: string; rulesets: string[] }[]>('/v1/bots');
    expect(r.status).toBe(200);
    for (const id of ['random', 'greedy']) {
      expect([...(r.body.find((b) => b.id === id)?.rulesets ?? [])].sort()).toEqual(ids);
    }
    const spi = await server.client.get<{ id: string }[]>('/v1/bots?rulesetId=spi-1980');
    expect(spi.body.map((b) => b.id)).toEqual(expect.arrayContaining(['random', 'greedy']));
  });

  test('creation: no token for a bot side; unknown bot, side or manual dice are 400s', async () => {
    const { client } = server;
    const game = await client.createGame({ players: { allied: { bot: 'greedy' } } });
    expect(Object.keys(game.seats)).toEqual(['french']);
    expect(game.bots).toEqual({ allied: 'greedy' });
    const bad = (body: Record<string, unknown>) =>
      client.post<Problem>('/v1/games', {
        body: { rulesetId: 'spi-1980', scenarioId: 'historical', ...body },
      });
    const unknown = await bad({ players: { allied: { bot: 'deep-blue' } } });
    expectProblem(unknown, 400, 'UNKNOWN_BOT');
    expect(unknown.body.violations?.[0]?.path).toBe('players.allied.bot');
    expectProblem(await bad({ players: { prussian: { bot: 'greedy' } } }), 400, 'BAD_PLAYERS');
    expectProblem(await bad({ players: { allied: 'greedy' } }), 400, 'BAD_PLAYERS');
    // Not an object at all: the request DTO's own check.
    expectProblem(await bad({ players: ['greedy'] }), 400, 'VALIDATION_FAILED');
    expectProblem(
      await bad({ players: { allied: { bot: 'random' } }, dice: { mode: 'manual' } }),
      400,
      'BOT_NEEDS_SERVER_DICE',
    );
    // Seats for sides listed without a bot, and manual dice without any bot, are as before.
    const seats = await client.createGame({ players: { allied: {} }, dice: { mode: 'manual' } });
    expect(Object.keys(seats.seats).sort()).toEqual(['allied', 'french']);
    expect(seats.bots).toEqual({});
  });

  test('SPI, French seat against greedy: a whole game-turn, each bot answer within its think time', async () => {
    const { client } = server;
    const game = await client.createGame({ players: { allied: { bot: 'greedy' } } });
    const id = game.game.id;
    const french = game.seats['french']?.token as string;
    let summary = game.game;
    const waits: number[] = [];
    let commands = 0;
    while (summary.turn < 2) {
      expect(summary.status).toBe('active');
      if (actingSide(summary) === 'allied') {
        const waited = await waitForSummary(
          client,
          id,
          (s) => actingSide(s) !== 'allied' || s.turn >= 2,
          THINK_MS * 20,
        );
        waits.push(waited.ms);
        summary = waited.summary;
        continue;
      }
      // The human: answers a decision with its first option, else ends the phase.
      const actions = await client.actions(id, french);
      const action =
        summary.pendingDecision !== null
          ? actions[0]
          : (actions.find((a) => a.command.type === 'EndPhase') ?? actions[0]);
      expect(action).toBeDefined();
      const r = await client.command<CommandResult>(id, french, action?.command);
      expect(r.status).toBe(201);
      commands += 1;
      summary = await client.summary(id);
    }
    expect(summary.turn).toBe(2);
    expect(commands).toBeGreaterThan(0);
    expect(waits.length).toBeGreaterThan(0);
    // Each wait covers the bot's every command until the human must act again.
    const status = await client.get<Record<string, { lastThinkMs: number; status: string }>>(
      `/v1/games/${id}/bots`,
    );
    expect(status.body['allied']?.lastThinkMs).toBeLessThan(THINK_MS);
    expect(['waiting', 'to-act', 'thinking']).toContain(status.body['allied']?.status);

    // The bot's events: meta.actor is its side, meta.bot names it; the reason and the command
    // are shown to the referee only (the French seat and spectators see neither).
    const events = async (token?: string) =>
      (
        await client.get<Envelope[]>(`/v1/games/${id}/events?limit=1000`, {
          ...(token !== undefined ? { token } : {}),
        })
      ).body;
    const byReferee = await events(game.refereeToken);
    const botFirsts = byReferee.filter((e) => e.meta['bot'] === 'greedy' && e.meta.command);
    expect(botFirsts.length).toBeGreaterThan(0);
    for (const e of botFirsts) {
      expect(e.meta.actor).toBe('allied');
      expect(typeof e.meta['reason']).toBe('string');
    }
    for (const seen of [await events(french), await events()]) {
      const bots = seen.filter((e) => e.meta['bot'] === 'greedy');
      expect(bots.length).toBeGreaterThanOrEqual(botFirsts.length);
      for (const e of bots) {
        expect(e.meta['reason']).toBeUndefined();
        expect(e.meta.command).toBeUndefined();
        expect(e.meta.actor).toBe('allied');
      }
    }
    // The human's own events carry no bot meta.
    expect(byReferee.filter((e) => e.meta.actor === 'french' && 'bot' in e.meta)).toEqual([]);
    // /metrics counts each decision greedy made in this SPI game, with its think time.
    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    const decided = metrics
      .split('\n')
      .filter(
        (l) =>
          l.startsWith('pratzen_bot_think_seconds_count{') &&
          l.includes('bot="greedy"') &&
          l.includes('ruleset="spi-1980"'),
      )
      .reduce((n, l) => n + Number(l.split(' ').pop()), 0);
    expect(decided).toBeGreaterThanOrEqual(botFirsts.length);
    // The record of the game (the referee's, with the seed) verifies.
    const record = await client.get(`/v1/games/${id}/record?seed=true`, {
      token: game.refereeToken,
    });
    expect(record.status).toBe(200);
    const report = await client.post<{ ok: boolean; diceSource: string }>('/v1/records/verify', {
      body: record.body,
    });
    expect(report.body).toMatchObject({ ok: true, diceSource: 'server-seed-verified' });
  });

  test('suggestion: the command greedy would play for the caller, nothing played', async () => {
    const { client } = server;
    const game = await client.createGame({});
    const id = game.game.id;
    const french = game.seats['french']?.token as string;
    const allied = game.seats['allied']?.token as string;
    const path = `/v1/games/${id}/suggestion?bot=greedy`;
    const r = await client.get<{ side: string; command: { type: string }; reason: string }>(path, {
      token: french,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ side: 'french', bot: 'greedy', version: 1 });
    expect(typeof r.body.reason).toBe('string');
    // Nothing was played; the command is accepted as it is.
    expect((await client.summary(id)).version).toBe(1);
    const validated = await client.post<{ valid: boolean }>(`/v1/games/${id}/commands/validate`, {
      token: french,
      body: r.body.command,
    });
    expect(validated.body.valid).toBe(true);
    // Deterministic at a version.
    expect((await client.get(path, { token: french })).body).toEqual(r.body);
    expectProblem(await client.get(path, { token: allied }), 403, 'NOT_YOUR_TURN');
    expectProblem(await client.get(path), 401, 'TOKEN_REQUIRED');
    expectProblem(
      await client.get(`/v1/games/${id}/suggestion?bot=nobody`, { token: french }),
      400,
      'UNKNOWN_BOT',
    );
    const referee = await client.get<{ side: string }>(path, { token: game.refereeToken });
    expect(referee.body.side).toBe('french');
    const resigned = await client.command(id, french, { type: 'Resign' });
    expect(resigned.status).toBe(201);
    expectProblem(await client.get(path, { token: french }), 422, 'GAME_OVER');
  });

  test('GraphQL: createGame with players, bots, and Game.suggestion', async () => {
    const { client } = server;
    type Gql<T> = { data: T | null; errors?: { extensions: { code: string } }[] };
    const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
      client.post<Gql<T>>('/graphql', {
        body: { query, variables },
        ...(token !== undefined ? { token } : {}),
      });
    const created = await gql<{
      createGame: {
        game: { id: string };
        seats: { side: string; token: string }[];
        bots: { side: string; bot: string }[];
      };
    }>(
      'mutation($p: JSON) { createGame(input: {rulesetId: "spi-1980", scenarioId: "historical", ' +
        'players: $p}) { game { id } seats { side token } bots { side bot } } }',
      { p: { allied: { bot: 'random' } } },
    );
    const game = created.body.data?.createGame;
    expect(game?.bots).toEqual([{ side: 'allied', bot: 'random' }]);
    expect(game?.seats.map((s) => s.side)).toEqual(['french']);
    const bad = await gql(
      'mutation($p: JSON) { createGame(input: {rulesetId: "spi-1980", ' +
        'scenarioId: "historical", players: $p}) { game { id } } }',
      {
        p: { allied: { bot: 'nobody' } },
      },
    );
    expect(bad.body.errors?.[0]?.extensions.code).toBe('UNKNOWN_BOT');
    const bots = await gql<{ bots: { id: string }[] }>('{ bots(rulesetId: "a20") { id } }', {});
    expect(bots.body.data?.bots.map((b) => b.id)).toEqual(['random', 'greedy']);
    const french = game?.seats[0]?.token;
    const advice = await gql<{ game: { suggestion: { side: string; command: { type: string } } } }>(
      'query($id: ID!) { game(id: $id) { suggestion(bot: "greedy") { side bot version command reason } } }',
      { id: game?.game.id },
      french,
    );
    expect(advice.body.data?.game.suggestion).toMatchObject({
      side: 'french',
      command: { type: 'PlotReserveDeployment' },
    });
    const spectator = await gql('query($id: ID!) { game(id: $id) { suggestion { side } } }', {
      id: game?.game.id,
    });
    expect(spectator.body.errors?.[0]?.extensions.code).toBe('TOKEN_REQUIRED');
  });
});
