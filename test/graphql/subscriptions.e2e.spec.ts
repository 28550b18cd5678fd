import {
  Collector,
  createSpiGame,
  GraphqlServer,
  type GqlError,
  type Seats,
} from './graphql-harness';
import { GamesFeed } from '../../apps/api/src/games/live/games.feed';
import { type Command, gameNow, legalActions, SUBMIT } from './turn-player';

interface Envelope {
  version: number;
  type: string;
  data: { deployments?: { unitId: string; hex: string }[]; redacted?: boolean } | null;
  meta: { actor: string; command?: unknown };
}

const GAME_EVENTS = `subscription($id: ID!, $from: Int) {
  gameEvents(gameId: $id, fromVersion: $from) { gameId version type data meta }
}`;

let server: GraphqlServer;

beforeAll(async () => {
  server = await GraphqlServer.start();
});

afterAll(async () => {
  await server.stop();
});

const events = (c: Collector<{ gameEvents: Envelope }>): Envelope[] =>
  c.results.flatMap((r) => (r.data?.gameEvents ? [r.data.gameEvents] : []));

const eventOf = (c: Collector<{ gameEvents: Envelope }>, type: string): Envelope | undefined =>
  events(c).find((e) => e.type === type);

function subscribe(seats: Seats, authorization: string | undefined, from?: number) {
  const client = server.wsClient(authorization);
  return new Collector<{ gameEvents: Envelope }>(client, GAME_EVENTS, {
    id: seats.gameId,
    ...(from !== undefined ? { from } : {}),
  });
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

async function send(seats: Seats, command: Command, authorization: string): Promise<void> {
  await server.ok(SUBMIT, { gameId: seats.gameId, command }, authorization);
}

describe('gameEvents over graphql-ws', () => {
  it('never shows the French reserve deployment to the Allies or a spectator before it is revealed', async () => {
    const seats = await createSpiGame(server);
    // From version 1 (the creation), so no event can slip past a subscription still starting.
    const spectator = subscribe(seats, undefined, 1);
    const allied = subscribe(seats, seats.allied, 1);
    const french = subscribe(seats, seats.french, 1);
    const referee = subscribe(seats, seats.referee, 1);

    const [plot] = await legalActions(server, seats.gameId, seats.french, {});
    if (plot === undefined) throw new Error('no plot offered');
    await send(seats, plot, seats.french);
    const plotted = (c: Collector<{ gameEvents: Envelope }>) =>
      c.until((x) => eventOf(x, 'ReserveDeploymentPlotted') !== undefined, 'the plot');
    await Promise.all([spectator, allied, french, referee].map(plotted));

    const written = plot['deployments'] as { unitId: string; hex: string }[];
    for (const secret of [french, referee]) {
      expect(eventOf(secret, 'ReserveDeploymentPlotted')?.data?.deployments).toEqual(written);
    }
    for (const blind of [spectator, allied]) {
      const event = eventOf(blind, 'ReserveDeploymentPlotted');
      expect(event).toMatchObject({ version: 2, data: { deployments: [], redacted: true } });
      expect(event?.meta.command).toBeUndefined(); // the command as sent holds the hexes too
      expect(JSON.stringify(blind.results)).not.toContain('"hex"');
    }
    // The board state agrees: the Allies see that a plot exists, not where.
    const { game } = await server.ok<{ game: { state: { state: { reserve: unknown } } } }>(
      'query($id: ID!) { game(id: $id) { state } }',
      { id: seats.gameId },
      seats.allied,
    );
    expect(game.state.state.reserve).toEqual({ plotted: true, revealed: false });

    // The Allied Rally and Movement Phases end; the reserve is revealed (12.0) to everyone.
    await send(seats, { type: 'EndPhase' }, seats.allied);
    await send(seats, { type: 'EndPhase' }, seats.allied);
    const revealed = (c: Collector<{ gameEvents: Envelope }>) =>
      c.until((x) => eventOf(x, 'ReserveDeploymentRevealed') !== undefined, 'the reveal');
    await Promise.all([spectator, allied, french].map(revealed));
    for (const c of [spectator, allied, french]) {
      expect(eventOf(c, 'ReserveDeploymentRevealed')?.data?.deployments).toHaveLength(
        written.length,
      );
      const versions = events(c).map((e) => e.version);
      expect(versions).toEqual(versions.map((_, i) => versions[0]! + i)); // in order, no gaps
    }
    expect(events(spectator)[0]?.version).toBe(2);
  });

  it('resumes after fromVersion: stored events first, then live ones', async () => {
    const seats = await createSpiGame(server);
    const [plot] = await legalActions(server, seats.gameId, seats.french, {});
    if (plot === undefined) throw new Error('no plot offered');
    await send(seats, plot, seats.french);
    await send(seats, { type: 'EndPhase' }, seats.allied); // version 3
    const resumed = subscribe(seats, seats.french, 2);
    const fromStart = subscribe(seats, seats.french, 0);
    await resumed.until((c) => events(c).length >= 1, 'the stored event');
    await send(seats, { type: 'EndPhase' }, seats.allied); // the reveal and the phase end
    const latest = (await gameNow(server, seats.gameId)).version;
    for (const c of [resumed, fromStart]) {
      await c.until((x) => events(x).at(-1)?.version === latest, `version ${latest}`);
    }
    expect(events(resumed).map((e) => e.version)).toEqual(
      Array.from({ length: latest - 2 }, (_, i) => i + 3),
    );
    expect(events(fromStart).map((e) => e.version)).toEqual(
      Array.from({ length: latest }, (_, i) => i + 1),
    );
  });

  it('stops listening to the game when the client unsubscribes or its socket closes', async () => {
    const seats = await createSpiGame(server);
    const feed = server.app.get(GamesFeed);
    const listeners = (): number => feed['byGame'].get(seats.gameId)?.size ?? 0;
    const client = server.wsClient(seats.allied);
    const first = new Collector<{ gameEvents: Envelope }>(client, GAME_EVENTS, {
      id: seats.gameId,
      from: 0,
    });
    const second = subscribe(seats, seats.french, 0);
    for (const c of [first, second]) await c.until((x) => events(x).length === 1, 'GameCreated');
    await waitFor(() => listeners() === 2, 'two live listeners');
    first.unsubscribe();
    await waitFor(() => listeners() === 1, 'the unsubscribed one gone');
    await server.closeClients();
    await waitFor(() => listeners() === 0, 'the closed socket’s gone');
  });

  it('reports a bad token and an unknown game as errors with extensions', async () => {
    const seats = await createSpiGame(server);
    const badToken = subscribe(seats, 'Bearer pzt_not-this-games-token');
    const unknown = new Collector<unknown>(server.wsClient(), GAME_EVENTS, { id: 'no-such-game' });
    for (const c of [badToken, unknown]) await c.until((x) => x.completed, 'the end');
    const errorOf = (c: Collector<unknown>): GqlError | undefined =>
      c.results[0]?.errors?.[0] as GqlError | undefined;
    expect(errorOf(badToken)?.extensions).toEqual({ code: 'INVALID_TOKEN', status: 401 });
    expect(errorOf(unknown)?.extensions).toEqual({ code: 'GAME_NOT_FOUND', status: 404 });
  });

  it('validates operations on the socket with the same rules and limits as over HTTP', async () => {
    const seats = await createSpiGame(server);
    const unknownField = new Collector<unknown>(
      server.wsClient(),
      'subscription($id: ID!) { gameEvents(gameId: $id) { version nope } }',
      { id: seats.gameId },
    );
    await unknownField.until((c) => c.error !== undefined, 'the refusal');
    expect(unknownField.error).toEqual([
      expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 } }),
    ]);
    // Queries may go over the socket too; the same limits hold.
    const tooDeep = new Collector<unknown>(
      server.wsClient(),
      `query Deep($id: ID!) { game(id: $id) { ruleset { games { items { ruleset { games {
         items { ruleset { id } } } } } } } } }`,
      { id: seats.gameId },
    );
    await tooDeep.until((c) => c.error !== undefined, 'the refusal');
    expect(tooDeep.error).toEqual([
      expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP', status: 400, limit: 8 } }),
    ]);
  });

  it('refuses a connection whose connectionParams.authorization is not a string', async () => {
    const seats = await createSpiGame(server);
    const c = new Collector<unknown>(server.wsClient({ token: 'x' }), GAME_EVENTS, {
      id: seats.gameId,
    });
    await c.until((x) => x.error !== undefined, 'the close');
    expect(c.error).toMatchObject({ code: 4403 });
  });

  it('judges another scheme like the HTTP header: 401 INVALID_TOKEN', async () => {
    const seats = await createSpiGame(server);
    const c = subscribe(seats, 'Basic dXNlcjpwYXNz');
    await c.until((x) => x.completed, 'the end');
    expect(c.results[0]?.errors?.[0]?.extensions).toEqual({ code: 'INVALID_TOKEN', status: 401 });
  });
});
