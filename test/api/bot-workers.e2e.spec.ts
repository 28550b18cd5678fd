import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TestServer } from './support/server';
import { actingSide, waitForSummary, startBotServer } from './support/bot-games';
import type { Envelope } from './support/types';

/**
 * Long enough to stand out of a loaded machine's own noise (a window with no bot saw round trips
 * of 1.9 s and a loop held 0.9 s at load ~30): a decision on the event loop would hold it 5 s.
 */
const THINK_MS = 5_000;
const SPINNER = path.resolve(__dirname, '../fixtures/bots/spinner.ts');

jest.setTimeout(300_000);

/**
 * Issue #31, bots off the event loop, over real HTTP: a bot that would think for a minute
 * (test/fixtures/bots/spinner.ts, loaded by BOT_MODULES) plays both sides of one game, each of
 * its decisions stopped at BOT_THINK_MS on its worker thread, while two humans play another
 * game: their requests are answered at once and the server's event loop (this process's) never
 * stalls for anything like the bot's think time.
 */
describe('a bot thinking on its worker never holds the event loop', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startBotServer(THINK_MS, { BOT_MODULES: SPINNER });
  });
  afterAll(() => server.close());

  test('the spinner is listed; the humans of another game play ~5 s of commands promptly while it thinks', async () => {
    const { client } = server;
    const listed = await client.get<{ id: string }[]>('/v1/bots?rulesetId=spi-1980');
    expect(listed.body.map((b) => b.id)).toContain('spinner');

    // The humans' game; a new one when it ends (a quiet machine plays a whole SPI game in seconds).
    let humanId = '';
    let tokens: Record<string, string> = {};
    const newHumanGame = async (): Promise<void> => {
      const human = await client.createGame();
      humanId = human.game.id;
      tokens = Object.fromEntries(
        Object.entries(human.seats).map(([side, seat]) => [side, seat.token]),
      );
    };
    await newHumanGame();
    /** The humans play for `ms`: each round trip (summary, legal actions, command) timed. */
    const play = async (ms: number, each: () => Promise<void> = async () => undefined) => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const latencies: number[] = [];
      const started = Date.now();
      while (Date.now() - started < ms) {
        await each();
        const t0 = performance.now();
        let summary = await client.summary(humanId);
        if (actingSide(summary) === null) {
          await newHumanGame();
          summary = await client.summary(humanId);
        }
        const side = actingSide(summary) as string;
        const actions = await client.actions(humanId, tokens[side]);
        const action = actions.find((a) => a.command.type === 'EndPhase') ?? actions[0];
        const r = await client.command(humanId, tokens[side], action?.command);
        latencies.push(performance.now() - t0);
        expect(r.status).toBe(201);
      }
      delay.disable();
      return {
        rounds: latencies.length,
        worst: Math.max(...latencies),
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
      };
    };
    const show = (label: string, w: Awaited<ReturnType<typeof play>>) =>
      `${label}: ${w.rounds} rounds, worst ${w.worst.toFixed(0)} ms, loop delay p99 ${w.p99.toFixed(1)} ms, max ${w.max.toFixed(1)} ms`;
    // No bot thinking (after a warm-up round): the machine's own noise, for comparison.
    await play(500);
    const quiet = await play(THINK_MS);

    const spun = await client.createGame({
      players: { allied: { bot: 'spinner' }, french: { bot: 'spinner' } },
    });
    const spunId = spun.game.id;
    // Its first decision (the worker warms up first: seconds under ts-jest) lands.
    await waitForSummary(client, spunId, (s) => s.version > 1, 120_000, 50);
    const statuses = new Set<string>();
    const versionBefore = (await client.summary(spunId)).version;
    const busy = await play(THINK_MS, async () => {
      const bots = await client.get<Record<string, { status: string }>>(`/v1/games/${spunId}/bots`);
      for (const s of Object.values(bots.body)) statuses.add(s.status);
    });
    console.log(
      `bot-workers e2e (BOT_THINK_MS ${THINK_MS}): ${show('no bot', quiet)}; ${show('spinner thinking', busy)}`,
    );
    // The spinner was thinking meanwhile, and its decisions are cut-offs, each a command.
    expect(statuses).toContain('thinking');
    await waitForSummary(client, spunId, (s) => s.version > versionBefore, 60_000, 50);
    const events = (
      await client.get<Envelope[]>(`/v1/games/${spunId}/events?limit=1000`, {
        token: spun.refereeToken,
      })
    ).body;
    const decisions = events.filter((e) => e.meta['bot'] === 'spinner' && e.meta.command);
    expect(decisions.length).toBeGreaterThan(0);
    for (const e of decisions) {
      expect(e.meta['reason']).toMatch(
        /^cut off: spinner thought past its 5000 ms \(BOT_THINK_MS\)/,
      );
    }
    // The humans' game went on while the bot thought for the whole window: every round trip and
    // every hold of the event loop far below the think time (on the event loop, one decision
    // would have held it for 5 s).
    expect(busy.rounds).toBeGreaterThan(3);
    expect(busy.worst).toBeLessThan(THINK_MS / 2);
    expect(busy.max).toBeLessThan(THINK_MS / 2);
  });
});
