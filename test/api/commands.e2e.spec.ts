import { openField, position } from './support/board';
import { startServer, type TestServer } from './support/server';
import type {
  CommandResult,
  CreatedGame,
  Envelope,
  Problem,
  StateView,
  Summary,
  ValidationReply,
} from './support/types';

/** Idempotency, concurrency, combat with server dice, and time travel. */
describe('commands', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const token = (g: CreatedGame, side: string): string => g.seats[side]?.token ?? '';

  async function plotted(): Promise<{ game: CreatedGame; plot: Record<string, unknown> }> {
    const game = await server.client.createGame();
    const [plot] = await server.client.actions(game.game.id, token(game, 'french'));
    if (plot === undefined) throw new Error('no plot offered');
    return { game, plot: plot.command };
  }

  describe('Idempotency-Key', () => {
    test('a repeated key returns the first result and appends nothing', async () => {
      const { game, plot } = await plotted();
      const headers = { 'idempotency-key': 'plot-once' };
      const first = await server.client.command<CommandResult>(
        game.game.id,
        token(game, 'french'),
        plot,
        headers,
      );
      expect(first.status).toBe(201);
      const again = await server.client.command<CommandResult>(
        game.game.id,
        token(game, 'french'),
        plot,
        headers,
      );
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(first.body.events[0]?.meta.commandId).toBe('plot-once');
      const s = await server.client.summary(game.game.id);
      expect(s.version).toBe(2);
      // Even with the expectedVersion of the first attempt, now stale: it is the same request.
      const retried = await server.client.command<CommandResult>(
        game.game.id,
        token(game, 'french'),
        { ...plot, expectedVersion: 1 },
        headers,
      );
      expect(retried.body).toEqual(first.body);
    });

    test('the same key for another command (or another seat) is 422 IDEMPOTENCY_KEY_REUSED', async () => {
      const { game, plot } = await plotted();
      const headers = { 'idempotency-key': 'k-1' };
      expect(
        (await server.client.command(game.game.id, token(game, 'french'), plot, headers)).status,
      ).toBe(201);
      const other = await server.client.command(
        game.game.id,
        token(game, 'allied'),
        { type: 'EndPhase' },
        headers,
      );
      expect(other.status).toBe(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await server.client.summary(game.game.id)).version).toBe(2);
    });

    test('concurrent retries with one key append once and all get the same answer', async () => {
      const { game, plot } = await plotted();
      const headers = { 'idempotency-key': 'burst' };
      const replies = await Promise.all(
        Array.from({ length: 6 }, () =>
          server.client.command<CommandResult>(game.game.id, token(game, 'french'), plot, headers),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
      for (const r of replies) expect(r.body).toEqual(replies[0]?.body);
      expect((await server.client.summary(game.game.id)).version).toBe(2);
    });

    test('concurrent different commands without expectedVersion are serialised, none lost', async () => {
      const { game, plot } = await plotted();
      await server.client.command(game.game.id, token(game, 'french'), plot);
      // Two EndPhase at once for the Allies: the first ends the Rally Phase, the second the
      // Movement Phase; each is decided on the state the other left.
      const [a, b] = await Promise.all([
        server.client.command<CommandResult>(game.game.id, token(game, 'allied'), {
          type: 'EndPhase',
        }),
        server.client.command<CommandResult>(game.game.id, token(game, 'allied'), {
          type: 'EndPhase',
        }),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const versions = [a.body.version, b.body.version].sort((x, y) => x - y);
      const s = await server.client.summary(game.game.id);
      expect(versions[1]).toBe(s.version);
      expect(s.phase).toBe('combat');
    });
  });

  describe('combat with server dice', () => {
    test('an attack is previewed, decided with the server dice, and its decisions answered', async () => {
      const field = await openField(server.client);
      const [n1, n2] = field.around;
      const game = await server.client.createGame({
        setup: position('combat', 'french', {
          schirer: n1 ?? '',
          candras: n2 ?? '',
          carneville: field.center,
        }),
      });
      const id = game.game.id;
      const attacks = await server.client.actions(id, token(game, 'french'), '?type=Attack');
      expect(attacks.length).toBeGreaterThan(0);
      const attack =
        attacks.find((a) => (a.command['attackers'] as string[]).length === 2) ?? attacks[0];
      const check = await server.client.post<ValidationReply>(`/v1/games/${id}/commands/validate`, {
        token: token(game, 'french'),
        body: attack?.command,
      });
      expect(check.body.valid).toBe(true);
      expect(check.body.preview?.odds).toMatch(/^\d+-\d+$/);
      expect(check.body.preview?.outcomes).toHaveLength(6);
      expect(check.body.diceNeeded).toBeGreaterThanOrEqual(1);
      // validate rolled nothing: the stream is untouched
      expect((await server.client.summary(id)).version).toBe(1);

      const r = await server.client.command<CommandResult>(
        id,
        token(game, 'french'),
        attack?.command,
      );
      expect(r.status).toBe(201);
      expect(r.body.events[0]?.type).toBe('AttackDeclared');
      let s: Summary = await server.client.summary(id);
      for (let i = 0; i < 20 && s.pendingDecision !== null; i++) {
        const side = s.pendingDecision.side;
        const [answer] = await server.client.actions(id, token(game, side));
        const a = await server.client.command<CommandResult>(
          id,
          token(game, side),
          answer?.command,
        );
        expect(a.status).toBe(201);
        s = await server.client.summary(id);
      }
      expect(s.pendingDecision).toBeNull();
      const log = await server.client.get<Envelope[]>(`/v1/games/${id}/events`, {
        token: game.refereeToken,
      });
      expect(log.body.map((e) => e.type)).toContain('AttackConcluded');
      const dice = log.body.flatMap((e) => e.meta.dice ?? []);
      expect(dice.length).toBeGreaterThanOrEqual(1);
      expect(dice.map((d) => d.index)).toEqual(dice.map((_, i) => i));
      expect(dice[0]?.purpose).toMatch(/combat/);
    });
  });

  describe('state?at= (time travel)', () => {
    test('the state after any version is replayed from the stream', async () => {
      const field = await openField(server.client);
      const [to] = field.around;
      const game = await server.client.createGame({
        setup: position('movement', 'french', { becker: field.center }),
      });
      const id = game.game.id;
      const moved = await server.client.command<CommandResult>(id, token(game, 'french'), {
        type: 'MoveUnit',
        unitId: 'becker',
        path: [to],
      });
      expect(moved.status).toBe(201);
      const hexAt = async (at?: number): Promise<string | null | undefined> => {
        const r = await server.client.get<StateView>(
          `/v1/games/${id}/state${at === undefined ? '' : `?at=${at}`}`,
        );
        expect(r.status).toBe(200);
        expect(r.body.version).toBe(at ?? moved.body.version);
        return r.body.state.units.find((u) => u.id === 'becker')?.hex;
      };
      expect(await hexAt(1)).toBe(field.center);
      expect(await hexAt(moved.body.version)).toBe(to);
      expect(await hexAt()).toBe(to);
      const out = await server.client.get<Problem>(
        `/v1/games/${id}/state?at=${moved.body.version + 1}`,
      );
      expect(out.status).toBe(400);
    });
  });
});
