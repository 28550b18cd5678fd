import { createSpiGame, GraphqlServer, type Seats } from './graphql-harness';
import { actorOf, type Command, gameNow, legalActions, nextCommand, SUBMIT } from './turn-player';

interface Submitted {
  submitCommand: { version: number; events: { version: number; type: string; data: unknown }[] };
}

let server: GraphqlServer;

/** Tournament labels are an organiser's (ORGANISER_TOKENS; test/graphql/organisers.e2e.spec.ts). */
const ORGANISER = 'Bearer pzo_graphql_0123456789abcdefghijklmnopq';

beforeAll(async () => {
  server = await GraphqlServer.start({
    env: { ORGANISER_TOKENS: `graphql:${ORGANISER.slice('Bearer '.length)}` },
  });
});

afterAll(async () => {
  await server.stop();
});

describe('GraphQL over HTTP: catalogue and games', () => {
  it('lists the rulesets with their command schemas, and reads one with a scenario', async () => {
    const data = await server.ok<{
      rulesets: { id: string; sides: string[]; commands: Record<string, unknown> }[];
      ruleset: { id: string; provenance: string; scenario: unknown };
    }>(`{
      rulesets { id title publisher year geometry sides phases provenance version commands
        scenarios { id title } optionalRules { id title rule } }
      ruleset(id: "spi-1980") { id provenance scenario(id: "historical") }
    }`);
    const spi = data.rulesets.find((r) => r.id === 'spi-1980');
    expect(spi?.sides).toEqual(expect.arrayContaining(['french', 'allied']));
    expect(Object.keys(spi?.commands ?? {})).toEqual(
      expect.arrayContaining(['MoveUnit', 'EndPhase', 'PlotReserveDeployment']),
    );
    expect(data.ruleset.scenario).not.toBeNull();
  });

  it('creates a game (seat and referee tokens once) and finds it in games(filter)', async () => {
    const { createGame } = await server.ok<{
      createGame: {
        game: { id: string; status: string; turn: number; version: number; dice: { mode: string } };
        seats: { side: string; token: string }[];
        refereeToken: string;
      };
    }>(
      `mutation { createGame(input: {rulesetId: "spi-1980", scenarioId: "historical",
          tournament: "GraphQL Open", label: "table 1"}) {
        game { id status turn version dice { mode commitment } custom createdAt }
        seats { side token } refereeToken } }`,
      {},
      ORGANISER,
    );
    expect(createGame.game).toMatchObject({ status: 'active', turn: 1, version: 1 });
    expect(createGame.game.dice.mode).toBe('server');
    expect(createGame.seats.map((s) => s.side).sort()).toEqual(['allied', 'french']);
    expect(createGame.refereeToken).toMatch(/^pzt_/);

    const { games } = await server.ok<{ games: { items: { id: string; label: string }[] } }>(
      `{ games(filter: {tournament: "GraphQL Open", status: active}, first: 10) {
          items { id label } nextCursor } }`,
    );
    expect(games.items).toEqual([{ id: createGame.game.id, label: 'table 1' }]);

    const manual = await server.ok<{ createGame: { game: { dice: unknown } } }>(
      `mutation { createGame(input: {rulesetId: "spi-1980", scenarioId: "historical",
          dice: {mode: manual}}) { game { dice { mode commitment } } } }`,
    );
    expect(manual.createGame.game.dice).toEqual({ mode: 'manual', commitment: null });
  });

  it('plays game-turn 1 for both sides with commands from legalActions until turn 2 begins', async () => {
    const seats = await createSpiGame(server);
    let now = await gameNow(server, seats.gameId);
    const sent: string[] = [];
    let moved = 0;
    let phase = '';
    while (now.turn === 1) {
      if (sent.length > 40) throw new Error(`turn 1 did not end: ${sent.join(', ')}`);
      const phaseKey = `${now.activeSide} ${now.phase}`;
      if (phaseKey !== phase) [phase, moved] = [phaseKey, 0];
      const command = await nextCommand(server, seats, now, moved);
      if (command.type === 'MoveUnit') moved += 1;
      const { submitCommand } = await server.ok<Submitted>(
        SUBMIT,
        { gameId: seats.gameId, command, expectedVersion: now.version },
        seats[actorOf(now)],
      );
      expect(submitCommand.version).toBeGreaterThan(now.version);
      expect(submitCommand.events.map((e) => e.version)).toEqual(
        Array.from({ length: submitCommand.events.length }, (_, i) => now.version + i + 1),
      );
      sent.push(`${actorOf(now)}:${command.type}`);
      now = await gameNow(server, seats.gameId);
      expect(now.version).toBe(submitCommand.version);
    }

    expect(now).toMatchObject({ turn: 2, activeSide: 'allied', phase: 'rally' });
    for (const side of ['french', 'allied']) {
      expect(sent).toContain(`${side}:MoveUnit`);
      expect(sent).toContain(`${side}:EndPhase`);
    }
    expect(sent[0]).toBe('french:PlotReserveDeployment'); // 12.0, before the first Allied phase
    const { game } = await server.ok<{ game: { events: { type: string }[]; victory: unknown } }>(
      'query($id: ID!) { game(id: $id) { events(limit: 1000) { type } victory } }',
      { id: seats.gameId },
    );
    const types = game.events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['ReserveDeploymentRevealed', 'UnitMoved']));
    expect(types.filter((t) => t === 'PhaseEnded')).toHaveLength(6);
    expect(game.victory).toHaveProperty('sides');
  }, 30_000); // ~80 round trips, each legal-actions answer some hundreds of KB: Jest's 5 s was too tight on a loaded machine

  it('answers a retried idempotencyKey with the first result and appends nothing', async () => {
    const seats = await createSpiGame(server);
    const [plot] = await legalActions(server, seats.gameId, seats.french, {});
    const vars = { gameId: seats.gameId, command: plot, key: 'plot-once' };
    const first = await server.ok<Submitted>(SUBMIT, vars, seats.french);
    const retry = await server.ok<Submitted>(SUBMIT, vars, seats.french);
    expect(retry).toEqual(first);
    expect((await gameNow(server, seats.gameId)).version).toBe(first.submitCommand.version);
  });

  it('moves and ends phases with the typed mutations, building the same commands', async () => {
    const seats = await createSpiGame(server);
    const [plot] = await legalActions(server, seats.gameId, seats.french, {});
    await server.ok(SUBMIT, { gameId: seats.gameId, command: plot }, seats.french);
    const endPhase = `mutation($id: ID!, $v: Int) {
      endPhase(gameId: $id, expectedVersion: $v) { version events { type data } } }`;
    const rally = await server.ok<{ endPhase: { version: number; events: { type: string }[] } }>(
      endPhase,
      { id: seats.gameId, v: 2 },
      seats.allied,
    );
    expect(rally.endPhase.events.map((e) => e.type)).toContain('PhaseEnded');

    const move = await firstMove(seats);
    const { moveUnit } = await server.ok<{
      moveUnit: { version: number; events: { type: string; data: { unitId?: string } }[] };
    }>(
      `mutation($id: ID!, $unit: ID!, $path: [String!]!, $v: Int) {
        moveUnit(gameId: $id, unitId: $unit, path: $path, expectedVersion: $v) {
          version events { type data } } }`,
      { id: seats.gameId, unit: move.unitId, path: move.path, v: rally.endPhase.version },
      seats.allied,
    );
    expect(moveUnit.events[0]).toMatchObject({ type: 'UnitMoved', data: { unitId: move.unitId } });
    expect(moveUnit.version).toBeGreaterThan(rally.endPhase.version);
  });

  it('reads history: state(at) and events(from, limit)', async () => {
    const seats = await createSpiGame(server);
    const [plot] = await legalActions(server, seats.gameId, seats.french, {});
    await server.ok(SUBMIT, { gameId: seats.gameId, command: plot }, seats.french);
    const { game } = await server.ok<{
      game: {
        setUp: { version: number; state: { reserve: { plotted: boolean } } };
        now: { version: number; state: { reserve: { plotted: boolean } } };
        events: { version: number; type: string }[];
      };
    }>(
      `query($id: ID!) { game(id: $id) {
        setUp: state(at: 1) now: state events(from: 2, limit: 1) { version type } } }`,
      { id: seats.gameId },
      seats.referee,
    );
    expect(game.setUp).toMatchObject({ version: 1, state: { reserve: { plotted: false } } });
    expect(game.now).toMatchObject({ version: 2, state: { reserve: { plotted: true } } });
    expect(game.events).toEqual([{ version: 2, type: 'ReserveDeploymentPlotted' }]);
  });
});

/** The first MoveUnit the Allies are offered, as its unit and path. */
async function firstMove(seats: Seats): Promise<{ unitId: string; path: string[] }> {
  const moves: Command[] = await legalActions(server, seats.gameId, seats.allied, {
    type: 'MoveUnit',
  });
  const move = moves[0] as { unitId: string; path: string[] } | undefined;
  if (move === undefined) throw new Error('no move offered');
  return { unitId: move.unitId, path: move.path };
}
