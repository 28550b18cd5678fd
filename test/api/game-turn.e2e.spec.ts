import { startServer, type TestServer } from './support/server';
import type {
  Action,
  Command,
  CommandResult,
  CreatedGame,
  Envelope,
  StateView,
  Summary,
  ValidationReply,
} from './support/types';

/**
 * A whole game-turn of SPI 1980 played through REST alone, with server dice: the French reserve
 * plot from its legal action, every phase of both player-turns ended by EndPhase, moves taken
 * from the legal actions, an attack (validated first) when one is offered, and every pending
 * decision answered from the legal actions, until turn 2 begins.
 */
describe('SPI 1980 over REST: a whole game-turn with server dice', () => {
  let server: TestServer;
  let game: CreatedGame;
  const played: { side: string; phase: string; command: Command; result: CommandResult }[] = [];

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ label: 'e2e turn', tournament: 'e2e' });
  });
  afterAll(() => server.close());

  const tokenOf = (side: string): string => {
    const seat = game.seats[side];
    if (seat === undefined) throw new Error(`no seat ${side}`);
    return seat.token;
  };

  test('creation returns a token per side, a referee token and a server dice commitment', () => {
    expect(Object.keys(game.seats).sort()).toEqual(['allied', 'french']);
    expect(tokenOf('allied')).not.toEqual(tokenOf('french'));
    expect(game.refereeToken).toMatch(/^pzt_/);
    expect(game.game).toMatchObject({
      rulesetId: 'spi-1980',
      scenarioId: 'historical',
      status: 'active',
      turn: 1,
      version: 1,
      custom: false,
      label: 'e2e turn',
      tournament: 'e2e',
      dice: { mode: 'server' },
      pendingDecision: { type: 'PlotReserveDeployment', side: 'french' },
    });
    expect(game.game.dice.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  /** One command chosen the way a simple client would, posted with the version it read. */
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
    } else if (s.phase === 'movement' && doneHere.length < 2) {
      command = await moveOf(side, token);
    } else if (s.phase === 'combat' && doneHere.length === 0) {
      const attacks = await client.actions(id, token, '?type=Attack');
      if (attacks[0] !== undefined) {
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

  /** A MoveUnit from the legal actions of one of the side's units (?unit=&type=). */
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
      const far = options.find((o) => (o.command['path'] as unknown[]).length >= 2) ?? options[0];
      if (far !== undefined) return far.command;
    }
    return undefined;
  }

  test('the French seat writes the reserve deployment from its legal action (12.0)', async () => {
    const { client } = server;
    const id = game.game.id;
    expect(await client.actions(id, tokenOf('allied'))).toEqual([]);
    const [plot] = await client.actions(id, tokenOf('french'));
    expect(plot?.command.type).toBe('PlotReserveDeployment');
    const r = await client.command<CommandResult>(id, tokenOf('french'), plot?.command);
    expect(r.status).toBe(201);
    expect(r.body.version).toBe(2);
    expect(r.body.events.map((e) => e.type)).toEqual(['ReserveDeploymentPlotted']);
    if (plot !== undefined) {
      played.push({ side: 'french', phase: '1/rally', command: plot.command, result: r.body });
    }
  });

  test('both player-turns are played through every phase until turn 2 begins', async () => {
    let s = await server.client.summary(game.game.id);
    for (let i = 0; i < 300 && s.turn === 1; i++) {
      await playOne(s);
      const next = await server.client.summary(game.game.id);
      expect(next.version).toBeGreaterThan(s.version);
      s = next;
    }
    expect(s).toMatchObject({ turn: 2, activeSide: 'allied', status: 'active' });
    const types = played.map((p) => p.command.type);
    // Six phases ended (rally, movement, combat for each side), at least.
    expect(types.filter((t) => t === 'EndPhase').length).toBeGreaterThanOrEqual(6);
    for (const side of ['allied', 'french']) {
      const moves = played.filter((p) => p.side === side && p.command.type === 'MoveUnit');
      expect(moves.length).toBeGreaterThanOrEqual(1);
    }
    expect(played.map((p) => p.phase)).toEqual(
      expect.arrayContaining(['1/rally', '1/movement', '1/combat']),
    );
  });

  test('the stored log is contiguous, commands and dice ride on the first event of each batch', async () => {
    const id = game.game.id;
    const s = await server.client.summary(id);
    const log: Envelope[] = [];
    for (let from = 1; from <= s.version; from += 1000) {
      const page = await server.client.get<Envelope[]>(
        `/v1/games/${id}/events?from=${from}&limit=1000`,
        {
          token: game.refereeToken,
        },
      );
      expect(page.status).toBe(200);
      log.push(...page.body);
    }
    expect(log.map((e) => e.version)).toEqual(Array.from({ length: s.version }, (_, i) => i + 1));
    expect(log[0]?.type).toBe('GameCreated');
    const firsts = log.filter((e, i) => i > 0 && log[i - 1]?.meta.commandId !== e.meta.commandId);
    expect(firsts.length).toBe(played.length);
    firsts.forEach((e, i) => {
      expect(e.meta.command).toEqual(played[i]?.command);
      expect(e.meta.actor).toBe(played[i]?.side);
      expect(Array.isArray(e.meta.dice)).toBe(true);
    });
    // Server dice: one game-wide sequence of roll indices, faces 1..6, every roll recorded.
    const dice = firsts.flatMap((e) => e.meta.dice ?? []);
    expect(dice.map((d) => d.index)).toEqual(dice.map((_, i) => i));
    expect(dice.every((d) => d.face >= 1 && d.face <= 6 && d.purpose.length > 0)).toBe(true);
  });
});
