import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { CommandResult, CreatedGame, Envelope, StateView } from './support/types';

type Who = 'spectator' | 'allied' | 'french' | 'referee';
const WHO: readonly Who[] = ['spectator', 'allied', 'french', 'referee'];

/**
 * 12.0 hidden information: the French reserve's written deployment is seen by the French seat
 * and the referee only, until it is revealed at the end of the first Allied Movement Phase — in
 * the state, the event log, the legal actions and the live stream alike.
 */
describe('redaction of the French reserve deployment (12.0)', () => {
  let server: TestServer;
  let game: CreatedGame;
  let deployments: { unitId: string; hex: string }[] = [];
  const streams = new Map<Who, SseReader>();

  const tokenOf = (who: Who): string | undefined =>
    who === 'spectator'
      ? undefined
      : who === 'referee'
        ? game.refereeToken
        : game.seats[who]?.token;
  const auth = (who: Who): Record<string, string> => {
    const t = tokenOf(who);
    return t === undefined ? {} : { authorization: `Bearer ${t}` };
  };
  /** Does a response body show any written hex of the plot? */
  const leaks = (body: unknown): boolean => {
    const json = JSON.stringify(body);
    return deployments.some((d) => json.includes(JSON.stringify(d)));
  };
  const sees = (who: Who): boolean => who === 'french' || who === 'referee';

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame();
    for (const who of WHO) {
      const url = `${server.base}/v1/games/${game.game.id}/events/stream`;
      streams.set(who, await SseReader.open(url, auth(who)));
    }
    const [plot] = await server.client.actions(game.game.id, tokenOf('french'));
    deployments = plot?.command['deployments'] as typeof deployments;
    expect(deployments.length).toBe(13);
    const r = await server.client.command<CommandResult>(
      game.game.id,
      tokenOf('french'),
      plot?.command,
    );
    expect(r.status).toBe(201);
  });
  afterAll(async () => {
    await Promise.all([...streams.values()].map((s) => s.close()));
    await server.close();
  });

  test.each(WHO)('state as %s', async (who) => {
    const r = await server.client.get<StateView>(`/v1/games/${game.game.id}/state`, {
      headers: auth(who),
    });
    expect(r.status).toBe(200);
    expect(r.body.state.reserve).toMatchObject({ plotted: true, revealed: false });
    expect(leaks(r.body)).toBe(sees(who));
    expect(r.body.state.reserve.deployments !== undefined).toBe(sees(who));
  });

  test.each(WHO)('event log as %s', async (who) => {
    const r = await server.client.get<Envelope[]>(`/v1/games/${game.game.id}/events`, {
      headers: auth(who),
    });
    expect(r.body.map((e) => e.version)).toEqual([1, 2]);
    const plotted = r.body[1];
    expect(plotted?.type).toBe('ReserveDeploymentPlotted');
    expect(leaks(r.body)).toBe(sees(who));
    // The command as sent (which holds the same secret) is shown to its sender and the referee.
    expect(plotted?.meta.command !== undefined).toBe(sees(who));
    // No token hash is ever shown.
    expect(JSON.stringify(r.body[0])).not.toMatch(/tokenHash/);
  });

  test.each(WHO)('legal actions as %s', async (who) => {
    const r = await server.client.get<unknown[]>(`/v1/games/${game.game.id}/legal-actions`, {
      headers: auth(who),
    });
    expect(r.status).toBe(200);
    // Sent as cached JSON text, with the content type of any serialized JSON response.
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(leaks(r.body)).toBe(false); // the plot is written: nobody is offered it again
  });

  test.each(WHO)('live stream as %s', async (who) => {
    const stream = streams.get(who) as SseReader;
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const messages = await stream.waitFor(2);
    expect(messages.map((m) => m.id)).toEqual(['1', '2']);
    expect(leaks(messages.map((m) => m.data))).toBe(sees(who));
  });

  test('once revealed at the end of the first Allied Movement Phase, everyone sees it', async () => {
    const id = game.game.id;
    for (let i = 0; i < 2; i++) {
      const r = await server.client.command(id, tokenOf('allied'), { type: 'EndPhase' });
      expect(r.status).toBe(201);
    }
    const log = await server.client.get<Envelope[]>(`/v1/games/${id}/events`);
    const revealed = log.body.find((e) => e.type === 'ReserveDeploymentRevealed');
    expect(revealed).toBeDefined();
    const spectator = await server.client.get<StateView>(`/v1/games/${id}/state`);
    expect(spectator.body.state.reserve).toMatchObject({ revealed: true });
    expect(spectator.body.state.reserve.deployments).toBeDefined();
    // The past stays as it was seen then: the state after the plot still hides it.
    const before = await server.client.get<StateView>(`/v1/games/${id}/state?at=2`);
    expect(leaks(before.body)).toBe(false);
    // The live streams got the reveal too, in order.
    const spectatorStream = streams.get('spectator') as SseReader;
    const live = await spectatorStream.waitFor(log.body.length);
    expect(live.map((m) => m.data.version)).toEqual(log.body.map((e) => e.version));
    expect(live.map((m) => m.data.type)).toContain('ReserveDeploymentRevealed');
  });
});

describe('event stream resumption', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('Last-Event-ID resumes after that version; ?from= starts at one', async () => {
    const game = await server.client.createGame();
    const id = game.game.id;
    const french = game.seats['french']?.token ?? '';
    const allied = game.seats['allied']?.token ?? '';
    const url = `${server.base}/v1/games/${id}/events/stream`;
    const first = await SseReader.open(url, { authorization: `Bearer ${french}` });
    const [plot] = await server.client.actions(id, french);
    await server.client.command(id, french, plot?.command);
    const seen = await first.waitFor(2);
    await first.close();
    const lastId = seen[seen.length - 1]?.id ?? '';
    expect(lastId).toBe('2');

    // Missed while disconnected:
    await server.client.command(id, allied, { type: 'EndPhase' });
    await server.client.command(id, allied, { type: 'EndPhase' });
    const version = (await server.client.summary(id)).version;

    const resumed = await SseReader.open(url, {
      authorization: `Bearer ${french}`,
      'last-event-id': lastId,
    });
    const missed = await resumed.waitFor(version - 2);
    expect(missed.map((m) => Number(m.id))).toEqual(
      Array.from({ length: version - 2 }, (_, i) => i + 3),
    );
    // ...and then live:
    await server.client.command(id, allied, { type: 'EndPhase' });
    const after = (await server.client.summary(id)).version;
    const all = await resumed.waitFor(after - 2);
    expect(all.map((m) => Number(m.id))).toEqual(
      Array.from({ length: after - 2 }, (_, i) => i + 3),
    );
    await resumed.close();

    const fromThree = await SseReader.open(`${url}?from=3`);
    const fromMsgs = await fromThree.waitFor(after - 2);
    expect(fromMsgs[0]?.id).toBe('3');
    await fromThree.close();
  });

  test('a bad token or an unknown game is refused before the stream starts', async () => {
    const game = await server.client.createGame();
    const bad = await SseReader.open(`${server.base}/v1/games/${game.game.id}/events/stream`, {
      authorization: 'Bearer nope',
    });
    expect(bad.status).toBe(401);
    await bad.close();
    const missing = await SseReader.open(
      `${server.base}/v1/games/00000000-0000-4000-8000-000000000000/events/stream`,
    );
    expect(missing.status).toBe(404);
    await missing.close();
    const badId = await SseReader.open(`${server.base}/v1/games/${game.game.id}/events/stream`, {
      'last-event-id': 'latest',
    });
    expect(badId.status).toBe(400);
    await badId.close();
  });
});

describe('event streams at shutdown', () => {
  test('open streams are ended so the server closes at once', async () => {
    const server = await startServer();
    const game = await server.client.createGame();
    const stream = await SseReader.open(`${server.base}/v1/games/${game.game.id}/events/stream`);
    await stream.waitFor(1);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await stream.close();
  });
});
