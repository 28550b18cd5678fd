import { BOT_SCENARIO } from '@pratzen/bots';
import { startServer, type TestServer } from './support/server';
import { envNumber, waitForSummary } from './support/bot-games';
import type { Envelope } from './support/types';

/** Games per ruleset (BOT_E2E_GAMES), and how long one may take (BOT_E2E_GAME_MS). */
const GAMES = envNumber('BOT_E2E_GAMES', 1);
const GAME_MS = envNumber('BOT_E2E_GAME_MS', 600_000);

jest.setTimeout(GAME_MS * GAMES * 2 + 60_000);

interface Report {
  readonly ok: boolean;
  readonly diceSource: string;
  readonly firstFailure: unknown;
}

/**
 * Issue #31 "Done when": a greedy-vs-random game of every registered ruleset, played by the
 * server's bots alone over real HTTP, to its end; its record (public once the game is over)
 * verifies with POST /v1/records/verify. greedy takes the first side on even games and the
 * second on odd ones.
 */
describe('bots alone: greedy against random in every registered ruleset', () => {
  let server: TestServer;
  let rulesets: { id: string; sides: string[] }[];

  beforeAll(async () => {
    // A record's first verification starts the verification worker (~1 min under ts-jest on a
    // loaded machine): longer than the default IDLE_TIMEOUT_MS would wait.
    server = await startServer({
      BOTS_AT_ONCE: '2',
      BOT_SWEEP_MS: '1000',
      IDLE_TIMEOUT_MS: '600000',
    });
    const only = process.env['BOT_E2E_RULESETS']?.split(',');
    rulesets = (
      await server.client.get<{ id: string; sides: string[] }[]>('/v1/rulesets')
    ).body.filter((r) => only === undefined || only.includes(r.id));
  });
  afterAll(() => server.close());

  test('each game ends by itself and its record verifies', async () => {
    const { client } = server;
    const games = rulesets.flatMap((r) =>
      Array.from({ length: GAMES }, (_, i) => {
        const [first, second] = r.sides as [string, string];
        const players =
          i % 2 === 0
            ? { [first]: { bot: 'greedy' }, [second]: { bot: 'random' } }
            : { [first]: { bot: 'random' }, [second]: { bot: 'greedy' } };
        return { ruleset: r, players };
      }),
    );
    // and the a1805 Non-Player (sections 22-28) against random, for the Allies
    const a1805 = rulesets.find((r) => r.id === 'a1805');
    if (a1805 !== undefined) {
      games.push({
        ruleset: a1805,
        players: { allied: { bot: 'a1805-np' }, french: { bot: 'random' } },
      });
    }
    const results = await Promise.all(
      games.map(async ({ ruleset, players }) => {
        const created = await client.createGame({
          rulesetId: ruleset.id,
          scenarioId: BOT_SCENARIO[ruleset.id] ?? 'historical',
          players,
        });
        expect(created.seats).toEqual({});
        const id = created.game.id;
        const { summary, ms } = await waitForSummary(
          client,
          id,
          (s) => s.status === 'over',
          GAME_MS,
          250,
        );
        if (process.env['BOT_E2E_REPORT'] === '1') {
          console.log(`${ruleset.id} over after ${ms} ms at version ${summary.version}`);
        }
        const record = await client.get<{ commands: { events: Envelope[] }[] }>(
          `/v1/games/${id}/record`,
        );
        expect(record.status).toBe(200);
        const events = record.body.commands.flatMap((c) => c.events);
        return { ruleset: ruleset.id, players, summary, ms, events, record: record.body };
      }),
    );
    for (const r of results) {
      // One at a time: the server verifies records on a bounded pool (VERIFY_QUEUE).
      if (process.env['BOT_E2E_REPORT'] === '1') {
        console.log(`${r.ruleset}: record of ${JSON.stringify(r.record).length} bytes`);
      }
      const report = await client.post<Report>('/v1/records/verify', { body: r.record });
      expect(report.status).toBe(200);
      Object.assign(r, { report });
    }
    for (const r of results as ((typeof results)[number] & { report: { body: Report } })[]) {
      expect({ ruleset: r.ruleset, ok: r.report.body.ok }).toEqual({
        ruleset: r.ruleset,
        ok: true,
      });
      expect(r.report.body.diceSource).toBe('server-seed-verified');
      expect(r.summary.result).not.toBeNull();
      // Every command after creation was a bot's, for its side, with its reason in the record.
      const firsts = r.events.filter((e) => e.meta.command !== undefined);
      expect(firsts.length).toBeGreaterThan(0);
      // each side's commands were made by the bot seated there (the NP's by a1805-np)
      const seated = r.players as Record<string, { bot: string }>;
      expect(
        new Set(firsts.map((e) => `${String(e.meta['actor'])}:${String(e.meta['bot'])}`)),
      ).toEqual(new Set(Object.entries(seated).map(([side, p]) => `${side}:${p.bot}`)));
      for (const e of firsts) {
        expect(['greedy', 'random', 'a1805-np']).toContain(e.meta['bot']);
        expect(typeof e.meta['reason']).toBe('string');
      }
    }
    if (process.env['BOT_E2E_REPORT'] === '1') {
      for (const r of results) {
        const commands = r.events.filter((e) => e.meta.command !== undefined).length;
        console.log(
          `${r.ruleset}: ${commands} commands, ${r.ms} ms, result ${JSON.stringify(r.summary.result)}`,
        );
      }
    }
  });
});
