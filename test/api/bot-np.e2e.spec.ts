import { actingSide, waitForSummary, startBotServer } from './support/bot-games';
import { startServer, type TestServer } from './support/server';
import type { Envelope, Summary } from './support/types';

/** The bots' hard think time on the server of the first suite (BOT_THINK_MS). */
const THINK_MS = 2_000;

jest.setTimeout(600_000);

interface Wait {
  /** `<turn> <player-turn's side> <phase>` when the bot had to act. */
  readonly at: string;
  readonly pending: boolean;
  readonly ms: number;
}

const recordedMs = (e: Envelope): number => Date.parse(e.meta.recordedAt);

/**
 * Issue #31 "Done when", over real HTTP: a human (the French REST seat) against the a1805
 * Non-Player (`a1805-np`, the Allies) through a whole game-turn of the pratzen-example: the
 * French player-turn (in which the NP fires its defensive artillery and its defender's musketry,
 * and answers any reaction asked of it) and the Allied one (rally, preparation fire, movement by
 * its orders, musketry, close combat). The human plays what the suggestion route advises its own
 * side (a1805-np's advice), so it moves and fires. Every time the NP must act it answers within
 * its think time, nothing of its is cut off, each of its commands names the rule case behind it,
 * and the record verifies.
 */
describe('a human against a1805-np over REST: a whole game-turn', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startBotServer(THINK_MS);
  });
  afterAll(() => server.close());

  test('the NP answers every time it must act, within its think time, with its rule cases', async () => {
    const { client } = server;
    const game = await client.createGame({
      rulesetId: 'a1805',
      scenarioId: 'pratzen-example',
      players: { allied: { bot: 'a1805-np' } },
    });
    expect(Object.keys(game.seats)).toEqual(['french']);
    expect(game.bots).toEqual({ allied: 'a1805-np' });
    const id = game.game.id;
    const french = game.seats['french']?.token as string;
    const start: Summary = game.game;
    // the example opens the French player-turn of turn 4
    expect(start).toMatchObject({ turn: 4, phase: 'rally', activeSide: 'french' });
    let summary = start;
    let playerTurn = 'french';
    const waits: Wait[] = [];
    let human = 0;
    let advised = 0;
    for (let step = 0; step < 400; step++) {
      if (summary.phase === 'rally' && summary.pendingDecision === null) {
        playerTurn = summary.activeSide ?? playerTurn;
      }
      // a whole game-turn: back at the French rally of the next turn
      if (summary.turn === start.turn + 1 && summary.phase === 'rally' && playerTurn === 'french') {
        break;
      }
      expect(summary.status).toBe('active');
      if (actingSide(summary) === 'allied') {
        const at = `${summary.turn} ${playerTurn} ${summary.phase}`;
        const pending = summary.pendingDecision !== null;
        const waited = await waitForSummary(
          client,
          id,
          (s) => actingSide(s) !== 'allied',
          THINK_MS * 30,
        );
        waits.push({ at, pending, ms: waited.ms });
        summary = waited.summary;
        continue;
      }
      // The human asks for the NP's advice for its own side and plays it; EndPhase when refused.
      const advice = await client.get<{ command: Record<string, unknown> }>(
        `/v1/games/${id}/suggestion?bot=a1805-np`,
        { token: french },
      );
      expect(advice.status).toBe(200);
      let r = await client.command<{ version: number }>(id, french, advice.body.command);
      if (r.status === 201) advised += 1;
      else r = await client.command<{ version: number }>(id, french, { type: 'EndPhase' });
      expect(r.status).toBe(201);
      human += 1;
      summary = await client.summary(id);
    }
    expect(summary).toMatchObject({ turn: start.turn + 1, phase: 'rally', activeSide: 'french' });
    expect(human).toBeGreaterThan(0);
    expect(advised).toBeGreaterThan(0);

    // The NP acted in both player-turns: in the French one (its defensive fire and musketry,
    // and any reaction asked of it) and in its own.
    const inFrench = waits.filter((w) => w.at.split(' ')[1] === 'french');
    const inAllied = waits.filter((w) => w.at.split(' ')[1] === 'allied');
    expect(inFrench.length).toBeGreaterThanOrEqual(2);
    expect(inAllied.length).toBeGreaterThanOrEqual(1);
    expect(inFrench.map((w) => w.at.split(' ')[2])).toEqual(
      expect.arrayContaining(['artillery-defensive-fire', 'defender-musketry']),
    );

    // Each of its commands: from the event before it (what it answered) to its own, measured on
    // the server's clock, within its think time; none was cut off; each names its rule case.
    const events = (
      await client.get<Envelope[]>(`/v1/games/${id}/events?limit=1000`, {
        token: game.refereeToken,
      })
    ).body;
    expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
    const answers = events
      .map((e, i) => ({ e, before: events[i - 1] }))
      .filter(({ e }) => e.meta['bot'] === 'a1805-np' && e.meta.command !== undefined);
    expect(answers.length).toBeGreaterThanOrEqual(waits.length);
    const answerMs = answers.map(({ e, before }) => recordedMs(e) - recordedMs(before as Envelope));
    expect(Math.max(...answerMs)).toBeLessThan(THINK_MS);
    for (const { e } of answers) {
      expect(e.meta.actor).toBe('allied');
      const reason = String(e.meta['reason']);
      expect(reason).not.toMatch(/^cut off/);
      // a rule case (24.x-28.x) or the NP saying it is done with the phase
      expect(reason).toMatch(/\b2[2-8](\.\d+)*\b|NP done with/);
    }
    // The NP's own cases drove some of its choices (not only its phase ends).
    expect(answers.some(({ e }) => /\b2[4-8]\.\d/.test(String(e.meta['reason'])))).toBe(true);
    // Answers to a pending decision (a reaction asked of the NP), when the game asked one.
    for (const w of waits.filter((x) => x.pending)) expect(w.ms).toBeLessThan(THINK_MS * 30);
    const status = await client.get<Record<string, { lastThinkMs: number | null }>>(
      `/v1/games/${id}/bots`,
    );
    expect(status.body['allied']?.lastThinkMs).toBeLessThan(THINK_MS);
    if (process.env['BOT_E2E_REPORT'] === '1') {
      console.log(
        `a1805-np: ${answers.length} commands, answered in ${Math.min(...answerMs)}-${Math.max(
          ...answerMs,
        )} ms; ${waits.length} waits (${waits.filter((w) => w.pending).length} on a pending decision); ` +
          `human ${human} commands (${advised} advised)`,
      );
    }

    const record = await client.get(`/v1/games/${id}/record?seed=true`, {
      token: game.refereeToken,
    });
    expect(record.status).toBe(200);
    const report = await client.post<{ ok: boolean; diceSource: string }>('/v1/records/verify', {
      body: record.body,
    });
    expect(report.body).toMatchObject({ ok: true, diceSource: 'server-seed-verified' });
  });
});

/**
 * Issue #31 part 1, the hard think time over HTTP: `greedy` on both sides of an SPI game with a
 * think time of 1 ms (BOT_THINK_MS), far less than its one-ply search takes, is a deliberately
 * slow bot. Each decision it cannot finish in time is stopped and `random` plays for it (reason
 * `cut off: ...`): the game is never stuck and goes on at the bots' pace.
 */
describe('a bot past its think time over REST: cut off, the game goes on', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ BOT_THINK_MS: '1', BOT_SWEEP_MS: '500' });
  });
  afterAll(() => server.close());

  test('greedy at 1 ms: cut off decisions are played by random, the game moves on', async () => {
    const { client } = server;
    const game = await client.createGame({
      players: { allied: { bot: 'greedy' }, french: { bot: 'greedy' } },
    });
    const id = game.game.id;
    const { summary } = await waitForSummary(
      client,
      id,
      (s) => s.version >= 40 || s.status === 'over',
      120_000,
      100,
    );
    expect(summary.version).toBeGreaterThanOrEqual(40);
    const events = (
      await client.get<Envelope[]>(`/v1/games/${id}/events?limit=1000`, {
        token: game.refereeToken,
      })
    ).body;
    const reasons = events
      .filter((e) => e.meta.command !== undefined)
      .map((e) => String(e.meta['reason']));
    const cut = reasons.filter((r) => r.startsWith('cut off: greedy thought past its 1 ms'));
    expect(cut.length).toBeGreaterThan(0);
    for (const r of cut) expect(r).toMatch(/\(BOT_THINK_MS\); uniform choice of \d+ legal actions/);
    const status = await client.get<Record<string, { status: string }>>(`/v1/games/${id}/bots`);
    expect(Object.values(status.body).map((s) => s.status)).not.toContain('stalled');
  });
});
