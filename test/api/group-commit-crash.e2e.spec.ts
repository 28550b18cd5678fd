import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Pool } from 'pg';
import { START_TIMEOUT_MS, kill, startChild } from './support/child-server';
import type { CommandResult, CreatedGame, Envelope, Summary } from './support/types';

const GAMES = 16;
/** Acknowledged commands before the kill: enough for many shared commits to be under way. */
const ACKS_BEFORE_KILL = 120;

const actingSide = (s: Summary): string => s.pendingDecision?.side ?? s.activeSide;

const DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
/** PostgreSQL: a schema of its own, dropped afterwards. */
const PG_SCHEMA = `group_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * Group commit under SIGKILL, on SQLite (SQLITE_GROUP_COMMIT) and PostgreSQL (PG_GROUP_COMMIT),
 * both on by default: many clients, each on its own game, keep commands in flight (so
 * that appends from many games share a commit) and the server is killed mid-run. After a restart
 * on the same data dir every acknowledged command's events are there, at their versions, under
 * their command ids; each stream's versions are contiguous; each command's events are one
 * contiguous batch; and every game's record still verifies (hash chain, dice, every command
 * re-decided), so no unacknowledged command was half-written.
 */
describe.each<[string, Record<string, string>]>([
  ['SQLite', {}],
  ['PostgreSQL', { EVENT_STORE: 'postgres', DATABASE_URL, DATABASE_SCHEMA: PG_SCHEMA }],
])('group commit on %s: SIGKILL during shared commits', (kind, env) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pratzen-group-crash-'));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child !== null) await kill(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'PostgreSQL') {
      const admin = new Pool({ connectionString: DATABASE_URL, max: 1 });
      await admin.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`).catch(() => undefined);
      await admin.end();
    }
  });

  test(
    'every acknowledged command survives; nothing unacknowledged is half-written',
    async () => {
      let running = await startChild(dataDir, env);
      child = running.child;
      const games: CreatedGame[] = [];
      for (let i = 0; i < GAMES; i++) games.push(await running.client.createGame({ label: 'gc' }));
      const acked: CommandResult[] = [];
      let killed = false;
      const client = running.client;
      const play = async (game: CreatedGame): Promise<void> => {
        const id = game.game.id;
        let summary = await client.summary(id);
        while (!killed && summary.status === 'active') {
          const token = game.seats[actingSide(summary)]?.token;
          const expectedVersion = summary.version;
          // EndPhase keeps the game moving cheaply; else the first legal action (the reserve
          // plot, a pending decision).
          let r = await client.command<CommandResult>(id, token, {
            type: 'EndPhase',
            expectedVersion,
          });
          if (r.status === 422) {
            const pending = summary.pendingDecision;
            const query = pending === null ? '' : `?type=${pending.type}`;
            const [action] = await client.actions(id, token, query);
            if (action === undefined) return;
            r = await client.command<CommandResult>(id, token, {
              ...action.command,
              expectedVersion,
            });
          }
          if (r.status !== 201) throw new Error(`command ${r.status}: ${JSON.stringify(r.body)}`);
          acked.push(r.body);
          summary = await client.summary(id);
        }
      };
      const loops = games.map((g) =>
        play(g).catch((error: unknown) => {
          // Only the kill may interrupt a client.
          if (!killed) throw error;
        }),
      );
      const deadline = Date.now() + 90_000;
      while (acked.length < ACKS_BEFORE_KILL && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      killed = true;
      await kill(running.child);
      await Promise.all(loops);
      const acknowledged = [...acked];

      running = await startChild(dataDir, env);
      child = running.child;
      const logs = new Map<string, Envelope[]>();
      for (const game of games) {
        const log = await running.client.get<Envelope[]>(`/v1/games/${game.game.id}/events`, {
          token: game.refereeToken,
        });
        expect(log.status).toBe(200);
        // Contiguous versions from 1.
        expect(log.body.map((e) => e.version)).toEqual(log.body.map((_, i) => i + 1));
        // Each command's events are one contiguous run.
        const seen = new Set<string>();
        let previous: string | undefined;
        for (const e of log.body) {
          const id = e.meta.commandId;
          if (id !== previous) {
            expect(seen.has(id)).toBe(false);
            seen.add(id);
          }
          previous = id;
        }
        logs.set(game.game.id, log.body);
        const summary = await running.client.summary(game.game.id);
        expect(summary.version).toBe(log.body.length);
      }
      // Every acknowledged event is there, at its version, under its command.
      const all = [...logs.values()].flat();
      for (const result of acknowledged) {
        for (const e of result.events) {
          const found = all.find((x) => x.gameId === e.gameId && x.version === e.version);
          expect(found?.meta.commandId).toBe(e.meta.commandId);
          expect(found?.type).toBe(e.type);
        }
      }
      // Each record verifies: no batch is cut short, the chain and dice hold.
      for (const game of games) {
        const record = await running.client.get<unknown>(`/v1/games/${game.game.id}/record`, {
          token: game.refereeToken,
        });
        expect(record.status).toBe(200);
        const report = await running.client.post<{ ok: boolean }>('/v1/records/verify', {
          body: record.body,
        });
        expect([report.status, report.body.ok]).toEqual([200, true]);
      }
      // Play goes on where each game stopped.
      const first = games[0] as CreatedGame;
      const s = await running.client.summary(first.game.id);
      if (s.status === 'active') {
        const token = first.seats[actingSide(s)]?.token;
        const [action] = await running.client.actions(first.game.id, token);
        const next = await running.client.command<CommandResult>(first.game.id, token, {
          ...action?.command,
          expectedVersion: s.version,
        });
        expect([next.status, next.body.events[0]?.version]).toEqual([201, s.version + 1]);
      }
    },
    4 * START_TIMEOUT_MS,
  );
});
