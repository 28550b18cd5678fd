import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { openFields, position } from './support/board';
import { type Running, START_TIMEOUT_MS, kill, startChild } from './support/child-server';
import { Client } from './support/client';
import type { CommandResult, CreatedGame, Envelope, StateView, Summary } from './support/types';

/**
 * Durability: every command the server acknowledged (201) survives a SIGKILL of the process —
 * no shutdown hook runs — and the restarted server on the same data dir serves the same events,
 * the same state, the same idempotent answers, and continues the server dice sequence.
 */
async function answerPending(client: Client, game: CreatedGame): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const s = (await client.get<Summary>(`/v1/games/${game.game.id}`)).body;
    if (s.pendingDecision === null) return;
    const token = game.seats[s.pendingDecision.side]?.token;
    const [answer] = await client.actions(game.game.id, token);
    expect((await client.command(game.game.id, token, answer?.command)).status).toBe(201);
  }
}

describe('crash and restart on the same data dir', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pratzen-crash-'));
  let running: Running | null = null;
  afterAll(async () => {
    if (running !== null) await kill(running.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test(
    'acknowledged events and state are all there after SIGKILL',
    async () => {
      running = await startChild(dataDir);
      let client = running.client;
      const game: CreatedGame = await client.createGame({ label: 'crash' });
      const id = game.game.id;
      const french = game.seats['french']?.token ?? '';
      const allied = game.seats['allied']?.token ?? '';
      const [plot] = await client.actions(id, french);
      const keyed = { 'idempotency-key': 'the-plot' };
      const acked: CommandResult[] = [];
      const first = await client.command<CommandResult>(id, french, plot?.command, keyed);
      expect(first.status).toBe(201);
      acked.push(first.body);
      for (let i = 0; i < 3; i++) {
        const r = await client.command<CommandResult>(id, allied, { type: 'EndPhase' });
        expect(r.status).toBe(201);
        acked.push(r.body);
      }
      const before = {
        summary: (await client.get<Summary>(`/v1/games/${id}`)).body,
        events: (
          await client.get<Envelope[]>(`/v1/games/${id}/events`, { token: game.refereeToken })
        ).body,
        state: (await client.get<StateView>(`/v1/games/${id}/state`, { token: french })).body,
      };
      expect(before.summary.version).toBe(acked[acked.length - 1]?.version);

      await kill(running.child);
      running = await startChild(dataDir);
      client = running.client;

      const after = {
        summary: (await client.get<Summary>(`/v1/games/${id}`)).body,
        events: (
          await client.get<Envelope[]>(`/v1/games/${id}/events`, { token: game.refereeToken })
        ).body,
        state: (await client.get<StateView>(`/v1/games/${id}/state`, { token: french })).body,
      };
      expect(after).toEqual(before);
      for (const result of acked) {
        for (const e of result.events) {
          expect(after.events.find((x) => x.version === e.version)?.meta.commandId).toBe(
            e.meta.commandId,
          );
        }
      }
      // The games list was rebuilt from the store at start-up.
      const list = await client.get<{ items: Summary[] }>('/v1/games');
      expect(list.body.items.map((g) => g.id)).toContain(id);
      // The idempotency index was rebuilt from the stream: the retry stores nothing.
      const retry = await client.command<CommandResult>(id, french, plot?.command, keyed);
      expect(retry.body).toEqual(first.body);
      // Tokens still work, and play goes on where it stopped.
      const next = await client.command<CommandResult>(id, french, { type: 'EndPhase' });
      expect(next.status).toBe(201);
      expect(next.body.events[0]?.version).toBe(before.summary.version + 1);
    },
    3 * START_TIMEOUT_MS,
  );

  test(
    'the server dice sequence goes on after a restart (roll indices rebuilt from the stream)',
    async () => {
      if (running === null) running = await startChild(dataDir);
      const [a, b] = await openFields(running.client, 2);
      const game = await running.client.createGame({
        setup: position('combat', 'french', {
          schirer: a?.around[0] ?? '',
          candras: a?.around[1] ?? '',
          carneville: a?.center ?? '',
          vare: b?.around[0] ?? '',
          becker: b?.around[1] ?? '',
          kamensky: b?.center ?? '',
        }),
      });
      const french = game.seats['french']?.token;
      const attackOn = async (client: Client, defender: string): Promise<void> => {
        const attacks = await client.actions(game.game.id, french, `?unit=${defender}&type=Attack`);
        expect(attacks.length).toBeGreaterThan(0);
        const r = await client.command(game.game.id, french, attacks[0]?.command);
        expect(r.status).toBe(201);
        await answerPending(client, game);
      };
      await attackOn(running.client, 'carneville');
      await kill(running.child);
      running = await startChild(dataDir);
      await attackOn(running.client, 'kamensky');
      const log = await running.client.get<Envelope[]>(`/v1/games/${game.game.id}/events`, {
        token: game.refereeToken,
      });
      const dice = log.body.flatMap((e) => e.meta.dice ?? []);
      expect(dice.length).toBeGreaterThanOrEqual(2);
      expect(dice.map((d) => d.index)).toEqual(dice.map((_, i) => i));
    },
    3 * START_TIMEOUT_MS,
  );
});
