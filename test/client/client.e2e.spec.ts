import {
  type Command,
  compactPath,
  decodeCompactMoves,
  type GameState,
  gql,
  type LegalAction,
  PratzenClient,
  ProblemError,
  RULESETS,
  type Spi1980State,
} from '../../libs/client/src';
import { startServer, type TestServer } from '../api/support/server';

/** The first scenario of a1805 (typed: a scenario id of that ruleset). */
const a1805Scenario = () => RULESETS.a1805.scenarios[0];

/** The SPI state of a GET /state answer, narrowed on its ruleset (a test failure otherwise). */
function spiState(view: GameState): Spi1980State {
  if (view.rulesetId !== 'spi-1980') throw new Error(`not an SPI game: ${view.rulesetId}`);
  return view.state;
}

/**
 * Issue #15: the typed client (libs/client) against the real app over HTTP — a whole SPI game-turn
 * played through the client only (typed state, typed legal actions, no casts), If-Match and
 * Idempotency-Key, problems as typed errors, and the SSE stream resumed with Last-Event-ID.
 */
describe('typed client (libs/client): an SPI game-turn through the client only', () => {
  let server: TestServer;
  let pz: PratzenClient;
  let gameId: string;
  let seats: Record<string, PratzenClient>;
  let referee: PratzenClient;
  const sent: { side: string; command: Command }[] = [];

  beforeAll(async () => {
    server = await startServer();
    pz = new PratzenClient({ baseUrl: server.base });
    const created = await pz.createGame({ rulesetId: 'spi-1980', scenarioId: 'historical' });
    gameId = created.game.id;
    seats = Object.fromEntries(
      Object.entries(created.seats).map(([side, seat]) => [side, pz.as(seat.token)]),
    );
    referee = pz.as(created.refereeToken);
  });
  afterAll(() => server.close());

  const seat = (side: string): PratzenClient => {
    const client = seats[side];
    if (client === undefined) throw new Error(`no seat ${side}`);
    return client;
  };

  test('the state is typed by ruleset: units, morale, the pending reserve plot', async () => {
    const state = spiState(await seat('french').state(gameId));
    expect(state.turn).toBe(1);
    expect(state.units.filter((u) => u.side === 'french' && u.location === 'reserve').length).toBe(
      13,
    );
    expect(state.armyMorale).toEqual({ allied: 80, french: 70 });
    expect(state.pendingDecision?.type).toBe('PlotReserveDeployment');
    // The Allies do not see the written deployment (hidden information).
    expect(spiState(await seat('allied').state(gameId)).reserve.deployments).toBeUndefined();
  });

  test('a whole game-turn: each command read from the typed legal actions, sent with If-Match', async () => {
    const movedIn = new Map<string, number>();
    const movedData: { unitId: string; path: string[]; mpSpent: number }[] = [];
    for (let i = 0; i < 300; i++) {
      const view = await referee.state(gameId);
      const state = spiState(view);
      if (state.turn > 1) break;
      const side = state.pendingDecision?.side ?? state.activeSide;
      const actor = seat(side);
      const phase = `${state.activeSide}/${state.phase}`;
      let action: LegalAction | undefined;
      if (state.pendingDecision === null && state.phase === 'movement' && !movedIn.has(phase)) {
        // One unit moved per Movement Phase: the first one of the side with a legal move.
        for (const unit of state.units.filter((u) => u.side === side && u.location === 'map')) {
          [action] = await actor.legalActions(gameId, { unit: unit.id, type: 'MoveUnit' });
          if (action !== undefined) break;
        }
        movedIn.set(phase, 1);
      }
      const actions = action === undefined ? await actor.legalActions(gameId) : [action];
      action ??= actions.find((a) => a.command.type === 'EndPhase') ?? actions[0];
      if (action === undefined) throw new Error(`nothing to do for ${side}`);
      const result = await actor.command(gameId, action.command, { ifMatch: view.version });
      expect(result.version).toBe(view.version + result.events.length);
      // The events are typed: an SPI move's data narrowed by its type and members, no cast.
      for (const e of result.events) {
        if (e.type === 'UnitMoved' && 'mpSpent' in e.data) movedData.push(e.data);
      }
      sent.push({ side, command: action.command });
    }
    expect(await pz.game(gameId)).toMatchObject({ turn: 2, status: 'active' });
    expect(sent.filter((s) => s.command.type === 'EndPhase').length).toBeGreaterThanOrEqual(6);
    const moves = sent.filter((s) => s.command.type === 'MoveUnit');
    expect(movedData.length).toBeGreaterThanOrEqual(2);
    for (const d of movedData) expect(d.path.length * d.mpSpent).toBeGreaterThan(0);
    expect(new Set(moves.map((m) => m.side))).toEqual(new Set(['allied', 'french']));
    const victory = await pz.victory(gameId);
    expect(Object.keys(victory.sides).sort()).toEqual(['allied', 'french']);
    expect(typeof victory.sides['french']?.points).toBe('number');
  });

  test('a whole game-turn with compact moves: each Movement Phase decoded in the client, commands as listed', async () => {
    const spi = pz.ruleset('spi-1980');
    const created = await spi.createGame({ scenarioId: 'historical' });
    const id = created.game.id;
    const { french, allied } = created.seats; // typed by the ruleset's sides
    if (french === undefined || allied === undefined) throw new Error('no seats');
    const sides = { french: spi.as(french.token), allied: spi.as(allied.token) };
    const ref = spi.as(created.refereeToken);
    const moved: { side: string; unitId: string; path: readonly string[] }[] = [];
    for (let i = 0; i < 300; i++) {
      const { state, version } = await ref.state(id); // Spi1980GameState: no narrowing needed
      if (state.turn > 1) break;
      const side = state.pendingDecision?.side ?? state.activeSide;
      const seat = sides[side];
      if (
        state.pendingDecision === null &&
        state.phase === 'movement' &&
        !moved.some((m) => m.side === side)
      ) {
        // The compact form holds exactly the verbose list's commands, decoded in the client.
        const compact = await seat.legalMoves(id);
        const decoded = decodeCompactMoves(compact).map((d) => JSON.stringify(d.command));
        const verbose = (await seat.legalActions(id)).map((a) => JSON.stringify(a.command));
        expect(decoded.sort()).toEqual(verbose.sort());
        expect(Object.keys(compact.units).length).toBeGreaterThan(0);
        // The farthest move of the first unit with one, its path rebuilt from the tree.
        const [unitId, tree] = Object.entries(compact.units).find(
          ([, u]) => u.from !== null && Object.values(u.to).some(([c]) => c !== null),
        ) ?? ['', undefined];
        if (tree === undefined) throw new Error(`no ${side} unit can move`);
        const [hex] = Object.entries(tree.to)
          .filter(([, [cost]]) => cost !== null)
          .sort(([, [a]], [, [b]]) => (b ?? 0) - (a ?? 0))[0] ?? [''];
        const path = compactPath(compact, unitId, hex);
        if (path === null) throw new Error(`no path to ${hex}`);
        expect(path[path.length - 1]).toBe(hex);
        const [listed] = await seat.legalActions(id, { unit: unitId, type: 'MoveUnit' });
        expect(listed?.command.unitId).toBe(unitId); // typed: a MoveUnit action's command
        const result = await seat.command(
          id,
          { type: 'MoveUnit', unitId, path },
          { ifMatch: version },
        );
        expect(result.events.map((e) => e.type)).toContain('UnitMoved');
        moved.push({ side, unitId, path });
        continue;
      }
      const [end] = await seat.legalActions(id, { type: 'EndPhase' });
      const action = end ?? (await seat.legalActions(id))[0];
      if (action === undefined) throw new Error(`nothing to do for ${side}`);
      await seat.command(id, action.command, { ifMatch: version });
    }
    expect((await spi.client.game(id)).turn).toBe(2);
    expect(moved.map((m) => m.side).sort()).toEqual(['allied', 'french']);
    expect(moved.every((m) => m.path.length > 0)).toBe(true);
  }, 120_000);

  test('compact moves of a ruleset played on a table: a typed 406 COMPACT_FORM_UNSUPPORTED', async () => {
    const a1805 = pz.ruleset('a1805');
    const created = await a1805.createGame({ scenarioId: a1805Scenario() });
    const side = Object.values(created.seats)[0];
    if (side === undefined) throw new Error('no seat');
    await expect(a1805.as(side.token).legalMoves(created.game.id)).rejects.toMatchObject({
      status: 406,
      code: 'COMPACT_FORM_UNSUPPORTED',
    });
  });

  test('problems are typed values: a stale If-Match is a 409 VERSION_CONFLICT', async () => {
    const summary = await pz.game(gameId);
    const side = summary.pendingDecision === null ? summary.activeSide : 'allied';
    const [action] = await seat(side).legalActions(gameId);
    if (action === undefined) throw new Error('no action');
    const outcome = await seat(side).tryCommand(gameId, action.command, {
      ifMatch: summary.version - 1,
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problem).toBeInstanceOf(ProblemError);
    expect(outcome.problem.status).toBe(409);
    expect(outcome.problem.code).toBe('VERSION_CONFLICT');
    await expect(pz.state('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
      code: expect.stringMatching(/^[A-Z_]+$/),
    });
  });

  test('an Idempotency-Key retry answers the first result and stores nothing again', async () => {
    const summary = await pz.game(gameId);
    const side = summary.pendingDecision === null ? summary.activeSide : 'allied';
    const [action] = await seat(side).legalActions(gameId, { type: 'EndPhase' });
    if (action === undefined) throw new Error('no EndPhase');
    const key = `client-e2e-${summary.version}`;
    const first = await seat(side).command(gameId, action.command, { idempotencyKey: key });
    const again = await seat(side).command(gameId, action.command, { idempotencyKey: key });
    expect(again).toEqual(first);
    expect((await pz.game(gameId)).version).toBe(first.version);
  });

  test('the SSE stream resumes after Last-Event-ID and delivers a live event', async () => {
    const summary = await pz.game(gameId);
    const controller = new AbortController();
    const from = summary.version - 2;
    const received: number[] = [];
    const reading = (async () => {
      for await (const event of referee.stream(gameId, {
        lastEventId: from,
        signal: controller.signal,
      })) {
        received.push(event.version);
        if (event.version > summary.version) break;
      }
    })();
    // A live event: the next command, sent once the stream has caught up.
    for (let i = 0; i < 100 && received.length < 2; i++)
      await new Promise((r) => setTimeout(r, 20));
    const side = summary.pendingDecision === null ? summary.activeSide : 'allied';
    const [action] = await seat(side).legalActions(gameId, { type: 'EndPhase' });
    if (action === undefined) throw new Error('no EndPhase');
    await seat(side).command(gameId, action.command);
    await reading;
    controller.abort();
    expect(received.slice(0, 3)).toEqual([from + 1, from + 2, from + 3]);
    expect(received[0]).toBe(from + 1);
  });

  test('a dropped stream reconnects with Last-Event-ID: no event lost or repeated', async () => {
    // A game of its own, a few commands in.
    const created = await pz.createGame({ rulesetId: 'spi-1980', scenarioId: 'historical' });
    const own = created.game.id;
    const ownReferee = pz.as(created.refereeToken);
    for (let i = 0; i < 3; i++) {
      const state = spiState(await ownReferee.state(own));
      const side = state.pendingDecision?.side ?? state.activeSide;
      const token = created.seats[side]?.token;
      if (token === undefined) throw new Error(`no seat ${side}`);
      const actions = await pz.as(token).legalActions(own);
      const action = actions.find((a) => a.command.type === 'EndPhase') ?? actions[0];
      if (action === undefined) throw new Error('no action');
      await pz.as(token).command(own, action.command);
    }
    const summary = await pz.game(own);
    expect(summary.version).toBeGreaterThanOrEqual(4);
    const sentIds: (string | null)[] = [];
    let connections = 0;
    // A fetch whose first stream connection breaks right after the event of version 2.
    const flaky: typeof fetch = async (input, init) => {
      sentIds.push(new Headers(init?.headers).get('Last-Event-ID'));
      const response = await fetch(input, init);
      if (connections++ > 0 || response.body === null) return response;
      const reader = response.body.getReader();
      const broken = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          // Cut right after the message of version 2 (the rest of the chunk is lost).
          const text = new TextDecoder().decode(value);
          const at = text.indexOf('"version":2,');
          if (at < 0) return controller.enqueue(value);
          controller.enqueue(new TextEncoder().encode(text.slice(0, text.indexOf('\n\n', at) + 2)));
          await reader.cancel();
          controller.error(new Error('connection reset'));
        },
      });
      return new Response(broken, { status: response.status, headers: response.headers });
    };
    const flakyReferee = new PratzenClient({
      baseUrl: server.base,
      token: created.refereeToken,
      fetch: flaky,
    });
    const versions: number[] = [];
    for await (const event of flakyReferee.stream(own, { retryMs: 10 })) {
      versions.push(event.version);
      if (event.version >= summary.version) break;
    }
    expect(versions).toEqual(Array.from({ length: summary.version }, (_, i) => i + 1));
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(sentIds[0]).toBeNull();
    expect(sentIds[1]).toBe('2');
  });

  test('manual dice ride in the body: dice where none are needed is a typed 400 DICE_COUNT', async () => {
    const created = await pz.createGame({
      rulesetId: 'spi-1980',
      scenarioId: 'historical',
      dice: { mode: 'manual' },
    });
    const frenchToken = created.seats['french']?.token;
    if (frenchToken === undefined) throw new Error('no French seat');
    const french = pz.as(frenchToken);
    const [plot] = await french.legalActions(created.game.id);
    if (plot === undefined) throw new Error('no action');
    const refused = await french.tryCommand(created.game.id, plot.command, { dice: [3] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem).toMatchObject({ status: 400, code: 'DICE_COUNT' });
    const accepted = await french.tryCommand(created.game.id, plot.command, { dice: [] });
    expect(accepted.ok && accepted.value.version).toBe(2);
  });

  test('GraphQL: typed documents create a game, read its turn and submit a legal action', async () => {
    const { createGame } = await pz.graphql(gql.CreateGameDocument, {
      input: { rulesetId: 'spi-1980', scenarioId: 'historical' },
    });
    const french = createGame.seats.find((s) => s.side === 'french');
    if (french === undefined) throw new Error('no French seat');
    const seatClient = pz.as(french.token);
    const turn = await seatClient.graphql(gql.GameTurnDocument, { id: createGame.game.id });
    expect(turn.game).toMatchObject({ turn: 1, version: 1, status: 'active' });
    const [plot] = turn.game?.legalActions ?? [];
    if (plot === undefined) throw new Error('no legal action');
    const { submitCommand } = await seatClient.graphql(gql.SubmitCommandDocument, {
      gameId: createGame.game.id,
      command: plot.command,
      expectedVersion: 1,
    });
    expect(submitCommand.version).toBe(2);
    expect(submitCommand.events.map((e) => e.type)).toEqual(['ReserveDeploymentPlotted']);
    // A GraphQL error is the same typed problem: a stale expectedVersion.
    await expect(
      seatClient.graphql(gql.SubmitCommandDocument, {
        gameId: createGame.game.id,
        command: plot.command,
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({ code: 'VERSION_CONFLICT', status: 409 });
  });
});
