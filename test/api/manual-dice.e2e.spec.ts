import { openField, position } from './support/board';
import { startServer, type TestServer } from './support/server';
import type {
  CommandResult,
  CreatedGame,
  Envelope,
  Problem,
  ValidationReply,
} from './support/types';

/** Manual dice mode: the faces of physical dice come with the command that needs them. */
describe('manual dice mode', () => {
  let server: TestServer;
  let game: CreatedGame;
  let attack: Record<string, unknown>;
  const french = (): string => game.seats['french']?.token ?? '';

  beforeAll(async () => {
    server = await startServer();
    const field = await openField(server.client);
    game = await server.client.createGame({
      dice: { mode: 'manual' },
      setup: position('combat', 'french', {
        schirer: field.around[0] ?? '',
        candras: field.around[1] ?? '',
        carneville: field.center,
      }),
    });
    const [first] = await server.client.actions(game.game.id, french(), '?type=Attack');
    if (first === undefined) throw new Error('no attack offered');
    attack = first.command;
  });
  afterAll(() => server.close());

  test('a manual game publishes no commitment', () => {
    expect(game.game.dice).toEqual({ mode: 'manual', commitment: null });
  });

  test('faces outside 1..6 are 400 BAD_DICE, naming each', async () => {
    const r = await server.client.command(game.game.id, french(), { ...attack, dice: [0, 7, 2.5] });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('BAD_DICE');
    expect(r.body.violations?.map((v) => v.path)).toEqual(['dice[0]', 'dice[1]', 'dice[2]']);
  });

  test('too few dice is 400 DICE_COUNT with how many are needed; nothing is stored', async () => {
    const r = await server.client.command(game.game.id, french(), attack);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'DICE_COUNT', details: { given: 0 } });
    expect(r.body.details?.['needed']).toBeGreaterThanOrEqual(1);
    expect((await server.client.summary(game.game.id)).version).toBe(1);
  });

  test('too many dice is 400 DICE_COUNT too', async () => {
    const check = await server.client.post<ValidationReply>(
      `/v1/games/${game.game.id}/commands/validate`,
      { token: french(), body: attack },
    );
    const needed = check.body.diceNeeded ?? 0;
    const r = await server.client.command(game.game.id, french(), {
      ...attack,
      dice: Array(needed + 2).fill(6),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'DICE_COUNT', details: { given: needed + 2 } });
  });

  test('a command that rolls nothing refuses dice (needed: 0)', async () => {
    const field = await openField(server.client);
    const g = await server.client.createGame({
      dice: { mode: 'manual' },
      setup: position('movement', 'french', { becker: field.center }),
    });
    const move = { type: 'MoveUnit', unitId: 'becker', path: [field.around[0]] };
    const r = await server.client.command(g.game.id, g.seats['french']?.token, {
      ...move,
      dice: [3],
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'DICE_COUNT', details: { needed: 0, given: 1 } });
    const ok = await server.client.command(g.game.id, g.seats['french']?.token, move);
    expect(ok.status).toBe(201);
  });

  test('the exact number of faces is accepted and recorded in the first event of the batch', async () => {
    const first = await server.client.command<Problem>(game.game.id, french(), attack);
    const needed = Number(first.body.details?.['needed']);
    const dice = Array(needed).fill(6);
    const r = await server.client.command<CommandResult>(game.game.id, french(), {
      ...attack,
      dice,
    });
    expect(r.status).toBe(201);
    const head: Envelope | undefined = r.body.events[0];
    expect(head?.meta.dice?.map((d) => d.face)).toEqual(dice);
    expect(head?.meta.dice?.map((d) => d.index)).toEqual(dice.map((_, i) => i));
    expect(head?.meta.command).toEqual(attack);
    expect(r.body.events.slice(1).every((e) => e.meta.dice === undefined)).toBe(true);
  });

  test('SPI 4.6: a Disengagement Check rolled as a 1 stops the move with a question, answered without dice', async () => {
    const field = await openField(server.client);
    const g = await server.client.createGame({
      dice: { mode: 'manual' },
      setup: position('movement', 'french', {
        morand: field.center,
        soulima: field.around[0] ?? '',
      }),
    });
    const token = g.seats['french']?.token;
    const move = { type: 'MoveUnit', unitId: 'morand', path: [field.around[3]] };
    const missing = await server.client.command(g.game.id, token, move);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'DICE_COUNT', details: { needed: 1, given: 0 } });
    const r = await server.client.command<CommandResult>(g.game.id, token, { ...move, dice: [1] });
    expect(r.status).toBe(201);
    expect(r.body.events.map((e) => e.type)).toEqual([
      'DisengagementChecked',
      'UnitMoved',
      'DisengagementLossRequested',
    ]);
    expect((await server.client.summary(g.game.id)).pendingDecision).toMatchObject({
      type: 'TakeDisengagementLoss',
      side: 'french',
    });
    const answer = await server.client.command<CommandResult>(g.game.id, token, {
      type: 'TakeDisengagementLoss',
      loss: 'disrupt',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.events.map((e) => e.type)).toEqual([
      'DisengagementLossTaken',
      'UnitDisrupted',
    ]);
    expect((await server.client.summary(g.game.id)).pendingDecision).toBeNull();
  });

  test('dice sent to a server-dice game are refused', async () => {
    const g = await server.client.createGame();
    const [plot] = await server.client.actions(g.game.id, g.seats['french']?.token);
    const r = await server.client.command(g.game.id, g.seats['french']?.token, {
      ...plot?.command,
      dice: [4],
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('BAD_DICE');
  });
});
