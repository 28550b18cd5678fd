import { startServer, type TestServer } from './support/server';
import { type Played, TurnPlayer, type TurnPolicy } from './support/turn-player';
import type { Action, CreatedGame } from './support/types';

const POLICY: TurnPolicy = {
  movesPerPhase: 6,
  attacksPerPhase: 3,
  // Toward the enemy: the French go east (higher columns), the Allies west.
  pickMove: (side, options) => {
    const col = (o: Action): number => Number(String(o['hex'] ?? '0000').slice(0, 2));
    return options
      .filter((o) => o['hex'] !== null)
      .sort((a, b) => (side === 'french' ? col(b) - col(a) : col(a) - col(b)))[0];
  },
};

/**
 * Decision Games *Austerlitz* (2006) over REST: listed by GET /v1/rulesets, a game created, and a
 * whole game-turn played with server dice — both sides' movement and combat phases, moves taken
 * from the legal actions, an attack (validated first) when one is offered, every pending decision
 * answered from the legal actions — until game-turn 2 begins.
 */
describe('DG 2006 over REST: listed, created, and a whole game-turn played', () => {
  let server: TestServer;
  let game: CreatedGame;
  let player: TurnPlayer;
  let played: Played[];

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ rulesetId: 'dg-2006', label: 'dg e2e' });
    player = new TurnPlayer(server, game, POLICY);
    played = player.played;
  });
  afterAll(() => server.close());

  test('GET /v1/rulesets lists dg-2006 with its sides, phases and scenario', async () => {
    const r = await server.client.get<{ id: string }[]>('/v1/rulesets');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'dg-2006',
          publisher: 'Decision Games',
          year: 2006,
          geometry: 'hex',
          sides: ['allied', 'french'],
          phases: ['movement', 'combat'],
          scenarios: [expect.objectContaining({ id: 'historical' })],
          provenance: 'mixed',
        }),
      ]),
    );
    const one = await server.client.get<{ commands: Record<string, unknown> }>(
      '/v1/rulesets/dg-2006',
    );
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.commands)).toEqual(
      expect.arrayContaining(['MoveUnit', 'Attack', 'EndPhase', 'RetreatUnit', 'Advance']),
    );
    const map = await server.client.get<{ provenance: string; hexes: unknown[] }>(
      '/v1/rulesets/dg-2006/map',
    );
    expect(map.status).toBe(200);
    expect(map.body.provenance).toBe('reconstruction');
    expect(map.body.hexes).toHaveLength(24 * 18);
  });

  test('the game is created with a seat per side, Allied movement first', () => {
    expect(Object.keys(game.seats).sort()).toEqual(['allied', 'french']);
    expect(game.game).toMatchObject({
      rulesetId: 'dg-2006',
      scenarioId: 'historical',
      status: 'active',
      turn: 1,
      phase: 'movement',
      activeSide: 'allied',
      pendingDecision: null,
    });
  });

  test('both player-turns are played through both phases until game-turn 2 begins', async () => {
    let s = await server.client.summary(game.game.id);
    for (let i = 0; i < 400 && s.turn === 1; i++) {
      await player.playOne(s);
      const next = await server.client.summary(game.game.id);
      expect(next.version).toBeGreaterThan(s.version);
      s = next;
    }
    expect(s).toMatchObject({ turn: 2, activeSide: 'allied', phase: 'movement', status: 'active' });
    const types = played.map((p) => p.command.type);
    expect(types.filter((t) => t === 'EndPhase').length).toBe(4);
    for (const side of ['allied', 'french']) {
      const moves = played.filter((p) => p.side === side && p.command.type === 'MoveUnit');
      expect(moves.length).toBeGreaterThanOrEqual(1);
    }
    expect(played.map((p) => p.phase)).toEqual(expect.arrayContaining(['1/movement', '1/combat']));
    // The French close in during their movement and fight in their Combat Phase.
    expect(types).toContain('Attack');
    const dice = played.flatMap((p) => p.result.events.flatMap((e) => e.meta.dice ?? []));
    expect(dice.length).toBeGreaterThan(0);
  });

  test('the victory tally is served for the game in progress', async () => {
    const r = await server.client.get<{ sides: Record<string, unknown>; result: unknown }>(
      `/v1/games/${game.game.id}/victory`,
    );
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.sides).sort()).toEqual(['allied', 'french']);
    expect(r.body.result).toBeNull();
  });
});
