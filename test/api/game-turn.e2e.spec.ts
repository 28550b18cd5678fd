import { startServer, type TestServer } from './support/server';
import { type Played, TurnPlayer, type TurnPolicy } from './support/turn-player';
import type { CommandResult, CreatedGame, Envelope } from './support/types';

const POLICY: TurnPolicy = {
  movesPerPhase: 2,
  attacksPerPhase: 1,
  // The first option that goes at least two hexes.
  pickMove: (_side, options) =>
    options.find((o) => (o.command['path'] as unknown[]).length >= 2) ?? options[0],
};

/**
 * A whole game-turn of SPI 1980 played through REST alone, with server dice: the French reserve
 * plot from its legal action, every phase of both player-turns ended by EndPhase, moves taken
 * from the legal actions, an attack (validated first) when one is offered, and every pending
 * decision answered from the legal actions, until turn 2 begins.
 */
describe('SPI 1980 over REST: a whole game-turn with server dice', () => {
  let server: TestServer;
  let game: CreatedGame;
  let player: TurnPlayer;
  let played: Played[];

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ label: 'e2e turn' });
    player = new TurnPlayer(server, game, POLICY);
    played = player.played;
  });
  afterAll(() => server.close());

  const tokenOf = (side: string): string => player.tokenOf(side);

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
      tournament: null,
      dice: { mode: 'server' },
      pendingDecision: { type: 'PlotReserveDeployment', side: 'french' },
    });
    expect(game.game.dice.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

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
      await player.playOne(s);
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
