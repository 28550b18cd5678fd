import { startServer, type TestServer } from './support/server';
import type {
  Action,
  Command,
  CommandResult,
  CreatedGame,
  StateView,
  Summary,
  ValidationReply,
} from './support/types';

/**
 * Decision Games *Austerlitz* (2006) over REST: listed by GET /v1/rulesets, a game created, and a
 * whole game-turn played with server dice — both sides' movement and combat phases, moves taken
 * from the legal actions, an attack (validated first) when one is offered, every pending decision
 * answered from the legal actions — until game-turn 2 begins.
 */
describe('DG 2006 over REST: listed, created, and a whole game-turn played', () => {
  let server: TestServer;
  let game: CreatedGame;
  const played: { side: string; phase: string; command: Command; result: CommandResult }[] = [];

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ rulesetId: 'dg-2006', label: 'dg e2e' });
  });
  afterAll(() => server.close());

  const tokenOf = (side: string): string => {
    const seat = game.seats[side];
    if (seat === undefined) throw new Error(`no seat ${side}`);
    return seat.token;
  };

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

  async function moveOf(side: string, token: string): Promise<Command | undefined> {
    const id = game.game.id;
    const state = await server.client.get<StateView>(`/v1/games/${id}/state`, { token });
    const moved = new Set(
      played.filter((p) => p.command.type === 'MoveUnit').map((p) => p.command['unitId']),
    );
    const units = state.body.state.units.filter(
      (u) => u.side === side && u.location === 'map' && !moved.has(u.id),
    );
    for (const unit of units.slice(0, 12)) {
      const options: Action[] = await server.client.actions(
        id,
        token,
        `?unit=${unit.id}&type=MoveUnit`,
      );
      expect(options.every((o) => o.command['unitId'] === unit.id)).toBe(true);
      // Toward the enemy: the French go east (higher columns), the Allies west.
      const col = (o: Action): number => Number(String(o['hex'] ?? '0000').slice(0, 2));
      const sorted = options
        .filter((o) => o['hex'] !== null)
        .sort((a, b) => (side === 'french' ? col(b) - col(a) : col(a) - col(b)));
      if (sorted[0] !== undefined) return sorted[0].command;
    }
    return undefined;
  }

  async function playOne(s: Summary): Promise<void> {
    const { client } = server;
    const id = game.game.id;
    const side = s.pendingDecision?.side ?? s.activeSide;
    const token = tokenOf(side);
    const doneHere = played.filter((p) => p.side === side && p.phase === `${s.turn}/${s.phase}`);
    const first = async (query: string): Promise<Command | undefined> =>
      (await client.actions(id, token, query))[0]?.command;
    let command: Command | undefined;
    if (s.pendingDecision !== null) {
      command = await first('');
    } else if (s.phase === 'movement' && doneHere.length < 6) {
      command = await moveOf(side, token);
    } else if (s.phase === 'combat') {
      const attacks = await client.actions(id, token, '?type=Attack');
      const end = await client.actions(id, token, '?type=EndPhase');
      if (attacks[0] !== undefined && (end.length === 0 || doneHere.length < 3)) {
        const check = await client.post<ValidationReply>(`/v1/games/${id}/commands/validate`, {
          token,
          body: attacks[0].command,
        });
        expect(check.status).toBe(200);
        expect(check.body).toMatchObject({ valid: true, preview: { odds: expect.any(String) } });
        expect(check.body.preview?.outcomes).toHaveLength(6);
        command = attacks[0].command;
      }
    }
    command ??= (await first('?type=EndPhase')) ?? (await first(''));
    if (command === undefined) throw new Error(`nothing to do for ${side} in ${s.phase}`);
    const r = await client.command<CommandResult>(id, token, {
      ...command,
      expectedVersion: s.version,
    });
    expect(r.status).toBe(201);
    expect(r.body.version).toBe(s.version + r.body.events.length);
    played.push({ side, phase: `${s.turn}/${s.phase}`, command, result: r.body });
  }

  test('both player-turns are played through both phases until game-turn 2 begins', async () => {
    let s = await server.client.summary(game.game.id);
    for (let i = 0; i < 400 && s.turn === 1; i++) {
      await playOne(s);
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
