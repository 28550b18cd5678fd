import { createHistoricalGame, GraphqlServer } from '../graphql/graphql-harness';
import { actorOf, gameNow, nextCommand, SUBMIT } from '../graphql/turn-player';
import { startServer, type TestServer } from './support/server';
import { type Played, TurnPlayer, type TurnPolicy } from './support/turn-player';
import type { Action, CreatedGame } from './support/types';

/** Toward the enemy: the French go east (higher columns), the Allies west; attacks are skipped. */
const POLICY: TurnPolicy = {
  movesPerPhase: 3,
  attacksPerPhase: 0,
  pickMove: (side, options) => {
    const col = (o: Action): number =>
      Number(String((o.command['path'] as string[] | undefined)?.at(-1) ?? '0000').slice(0, 2));
    return [...options].sort((a, b) => (side === 'french' ? col(b) - col(a) : col(a) - col(b)))[0];
  },
};

/**
 * Austerlitz 20 (a20) end to end: listed by GET /v1/rulesets, a Historical game (17.0) created,
 * and a whole game-turn played over REST with server dice (both player turns, Movement, Combat
 * and Rally Phases, moves from the legal actions), then the same over GraphQL.
 */
// a whole game-turn over HTTP: since N12.0's reserve and N9.8.6's route, a battle is two or three commands
jest.setTimeout(120_000);

describe('Austerlitz 20 over REST: listed, created, and a whole game-turn played', () => {
  let server: TestServer;
  let game: CreatedGame;
  let played: Played[];
  let player: TurnPlayer;

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ rulesetId: 'a20', scenarioId: 'historical' });
    player = new TurnPlayer(server, game, POLICY);
    played = player.played;
  });
  afterAll(() => server.close());

  test('GET /v1/rulesets/a20 lists its commands; its map is a reconstruction', async () => {
    const one = await server.client.get<{ commands: Record<string, unknown> }>('/v1/rulesets/a20');
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.commands)).toEqual(
      expect.arrayContaining(['MoveUnit', 'Attack', 'EndPhase', 'EnterReinforcement']),
    );
    const map = await server.client.get<{ provenance: string; hexes: unknown[] }>(
      '/v1/rulesets/a20/map',
    );
    expect(map.body.provenance).toBe('reconstruction');
    expect(map.body.hexes).toHaveLength(22 * 13);
  });

  test('X4.0: the game opens on Turn 6 with the Allied Movement Phase', () => {
    expect(game.game).toMatchObject({
      rulesetId: 'a20',
      turn: 6,
      phase: 'movement',
      activeSide: 'allied',
    });
  });

  test('N4.0: both player turns are played through every phase until Turn 7 begins', async () => {
    const s = await player.playUntil((x) => x.turn !== 6 || x.status !== 'active', 200);
    // N5.0: the game-turn opens with the Allied Random Events Phase (X5.0 skipped it on Turn 6)
    expect(s).toMatchObject({ turn: 7, activeSide: 'allied', phase: 'events', status: 'active' });
    const phases = new Set(played.map((p) => `${p.side} ${p.phase}`));
    for (const side of ['allied', 'french'])
      for (const phase of ['movement', 'combat', 'rally'])
        expect(phases).toContain(`${side} 6/${phase}`);
    expect(phases).toContain('french 6/events'); // X3.0 step 3 and the first draw (N5.0)
    expect(phases).not.toContain('allied 6/events'); // X5.0
    for (const side of ['allied', 'french'])
      expect(played.some((p) => p.side === side && p.command.type === 'MoveUnit')).toBe(true);
    // X17.0 step 7: the Allies made no attack in their first player turn
    const events = played.flatMap((p) => p.result.events);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'MoraleChanged',
        data: expect.objectContaining({ rule: 'X17.0 step 7' }),
      }),
    );
  });
});

describe('Austerlitz 20 over GraphQL: a whole game-turn played', () => {
  let gql: GraphqlServer;
  beforeAll(async () => {
    gql = await GraphqlServer.start({});
  });
  afterAll(async () => gql.stop());

  test('N4.0 over GraphQL: created, then moves and phase ends until Turn 7 begins', async () => {
    const seats = await createHistoricalGame(gql, 'a20');
    let now = await gameNow(gql, seats.gameId);
    const sent: string[] = [];
    let [phase, moved] = ['', 0];
    while (now.turn === 6) {
      if (sent.length > 60) throw new Error(`turn 6 did not end: ${sent.join(', ')}`);
      const key = `${now.activeSide} ${now.phase}`;
      if (key !== phase) [phase, moved] = [key, 0];
      const command = await nextCommand(gql, seats, now, moved);
      if (command.type === 'MoveUnit') moved += 1;
      const r = await gql.ok<{ submitCommand: { version: number } }>(
        SUBMIT,
        { gameId: seats.gameId, command, expectedVersion: now.version },
        seats[actorOf(now)],
      );
      expect(r.submitCommand.version).toBeGreaterThan(now.version);
      sent.push(`${actorOf(now)}:${command.type}`);
      now = await gameNow(gql, seats.gameId);
    }
    expect(now).toMatchObject({ turn: 7, activeSide: 'allied', phase: 'events' });
    for (const side of ['french', 'allied']) expect(sent).toContain(`${side}:MoveUnit`);
  });
});
