import { BOARD } from '@pratzen/rulesets/a20/data/board';
import { startServer, type TestServer } from './support/server';
import type {
  Command,
  CommandResult,
  CreatedGame,
  Envelope,
  Problem,
  StateView,
} from './support/types';

type Placement = { readonly label: string; readonly unitId: string; readonly hex: string };

/**
 * Austerlitz 20 in a manual-dice game (physical dice typed in), over real HTTP: a battle on a
 * face-down counter needs the same number of dice whatever the counter is (a Dummy too), so
 * `DICE_COUNT` and `diceNeeded` tell the attacker nothing hidden (N16.1, README "Dice counts");
 * the deck is shuffled with the dice the French player sends (X3.0 step 3) and its order is
 * still hidden from both seats.
 */
describe('Austerlitz 20 with manual dice (N16.1 dice counts, X3.0 step 3 shuffle)', () => {
  let server: TestServer;
  let game: CreatedGame;
  let id: string;
  const token = (side: string) => game.seats[side]?.token;
  const summary = () => server.client.summary(id);
  /** Sends `command` for `side` with as many dice (all `face`) as it needs; returns its events. */
  const send = async (side: string, command: Command, face = 1): Promise<CommandResult> => {
    const first = await server.client.command<Problem | CommandResult>(id, token(side), command);
    if (first.status === 201) return first.body as CommandResult;
    const problem = first.body as Problem;
    expect([command.type, problem.code]).toEqual([command.type, 'DICE_COUNT']);
    const needed = Number(problem.details?.['needed']);
    const r = await server.client.command<CommandResult>(id, token(side), {
      ...command,
      dice: Array(needed).fill(face),
    });
    expect([command.type, r.status]).toEqual([command.type, 201]);
    return r.body;
  };
  const first = async (side: string, pick = 0): Promise<Command> => {
    const offered = await server.client.actions(id, token(side));
    const a = offered[pick] ?? offered[0];
    if (a === undefined) throw new Error(`nothing offered to ${side}`);
    return a.command;
  };
  let placements: Placement[] = [];

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({
      rulesetId: 'a20',
      scenarioId: 'standard',
      optionalRules: ['fog-of-war'],
      dice: { mode: 'manual' },
    });
    id = game.game.id;
    await send('french', { type: 'PrepareDeck' }, 6); // X3.0 step 3 (sixes: no throw rejected)
    const deployed = await send('french', await first('french', 1)); // step 4: two Dummies
    placements = (deployed.events[0]?.data?.['placements'] ?? []) as Placement[];
    while ((await summary()).phase === 'setup') {
      const side = (await summary()).activeSide;
      await send(side, await first(side)); // step 5 reveals, step 6 the Allied set-up
    }
  }, 60_000);
  afterAll(async () => server.close());

  test('X3.0 step 3 with manual dice: the French player sends the shuffle dice (faces 1-6: every die of the shuffle is a d6); the order stays hidden from both seats and spectators', async () => {
    const referee = (
      await server.client.get<Envelope[]>(`/v1/games/${id}/events`, { token: game.refereeToken })
    ).body;
    const shuffled = referee.find((e) => e.type === 'DeckShuffled');
    const dice = shuffled?.meta.dice ?? [];
    expect(dice.length).toBeGreaterThan(15); // every die the French sent, faces within 1-6
    expect(dice.every((d) => d.face >= 1 && d.face <= 6)).toBe(true);
    expect(shuffled?.data?.['order']).toHaveLength(15);
    for (const who of ['allied', 'french', undefined]) {
      const log = (
        await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
          ...(who === undefined ? {} : { token: token(who) as string }),
        })
      ).body;
      const shuffled = log.find((e) => e.version === 2);
      expect(shuffled).toMatchObject({ type: 'Redacted', data: null });
      expect(shuffled?.meta.dice).toBeUndefined();
    }
  });

  test('N16.1 dice counts: an Allied attack on a face-down Dummy needs as many dice as the most any French unit there would (DICE_COUNT and validate alike), rolls them, and fights no battle', async () => {
    const faceDown = new Set(
      (
        (await server.client.get<StateView>(`/v1/games/${id}/state`)).body.state as unknown as {
          setUp: { faceDown: string[] };
        }
      ).setUp.faceDown,
    );
    const dummyHexes = placements
      .filter((p) => p.unitId.startsWith('fr-dummy') && faceDown.has(p.label))
      .map((p) => p.hex);
    expect(dummyHexes.length).toBeGreaterThan(0);
    const next = (hex: string) => BOARD.neighbors.get(hex) ?? [];
    const moves = (await server.client.actions(id, token('allied'), '?type=MoveUnit')).filter(
      (a) => {
        const path = a.command['path'] as string[];
        return dummyHexes.some((d) => next(d).includes(path.at(-1) as string));
      },
    );
    expect(moves.length).toBeGreaterThan(0);
    await send('allied', moves[0]?.command as Command);
    while ((await summary()).phase !== 'combat') {
      const now = await summary();
      await send(now.pendingDecision?.side ?? now.activeSide, { type: 'EndPhase' });
    }
    const attacks = await server.client.actions(id, token('allied'), '?type=Attack');
    const dummyLabels = new Set(
      placements.filter((p) => dummyHexes.includes(p.hex)).map((p) => p.label),
    );
    const attack = attacks.find(
      (a) => dummyLabels.has(a.command['defender'] as string) && a.command['reserve'] !== true,
    )?.command as Command;
    expect(attack).toBeDefined();
    // N12.0: the French army has Morale Points to spend, so an Attack only declares the battle
    // and asks the defender for his reserve: it rolls nothing, on a Dummy as on a unit (the
    // fixed count when the battle is fought within the Attack is src/fog/dice-count.spec.ts's)
    const validated = await server.client.post<{ valid: boolean; diceNeeded?: number }>(
      `/v1/games/${id}/commands/validate`,
      { token: token('allied') as string, body: attack },
    );
    expect(validated.body).toMatchObject({ valid: true, diceNeeded: 0 });
    const r = await server.client.command<CommandResult>(id, token('allied'), attack);
    expect(r.status).toBe(201);
    const types = r.body.events.map((e) => e.type);
    expect(types).toContain('CounterRevealed');
    expect(types).not.toContain('AttackResolved');
    expect(r.body.events[0]?.meta.dice ?? []).toHaveLength(0);
  }, 60_000);
});
