import { actingSide, waitForSummary, startBotServer } from './support/bot-games';
import type { TestServer } from './support/server';
import type { Envelope, Summary } from './support/types';

const THINK_MS = 2_000;
const FR_CAV = 'fr-res-cav-1';
const AL_LINE = 'al-col-iv-repninsky';

jest.setTimeout(300_000);

/**
 * Issue #31, a forced NP reaction over real HTTP: a free-form a1805 set-up in which French
 * cavalry (the human) stands 1.5 UM before an Allied line (a1805-np), front to front. The French
 * charge in their Movement Phase; the game then waits on the Allied line's reaction (5.4.5: a
 * hasty square or nothing), and the NP answers it by 24.5.10 — a die of 3–6 tries the hasty
 * square, 1–2 keeps its formation — naming the case and its die in `meta.reason`.
 */
describe('a1805-np answers a reaction asked of it over REST', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startBotServer(THINK_MS);
  });
  afterAll(() => server.close());

  test('24.5.10 the charged line rolls for the hasty square; the reaction and its die in meta.reason', async () => {
    const { client } = server;
    const game = await client.createGame({
      rulesetId: 'a1805',
      scenarioId: 'free-form',
      players: { allied: { bot: 'a1805-np' } },
      setup: {
        firstSide: 'french',
        weather: 'clear',
        units: [
          { id: FR_CAV, x: 36, y: 6, facing: 0, formation: 'line' },
          { id: AL_LINE, x: 36, y: 7.5, facing: 180, formation: 'line' },
        ],
      },
    });
    const id = game.game.id;
    const french = game.seats['french']?.token as string;
    let summary: Summary = game.game;
    let charged = false;
    for (let step = 0; step < 40 && !charged; step++) {
      if (actingSide(summary) === 'allied') {
        // (the first time, the bot's worker loads: seconds under ts-jest on a loaded machine)
        const waited = await waitForSummary(client, id, (s) => actingSide(s) !== 'allied', 180_000);
        summary = waited.summary;
        continue;
      }
      expect(summary.status).toBe('active');
      const command =
        summary.phase === 'movement'
          ? { type: 'MoveUnit', unitId: FR_CAV, steps: [{ kind: 'close', unitId: AL_LINE }] }
          : { type: 'EndPhase' };
      const r = await client.command(id, french, command);
      expect(r.status).toBe(201);
      charged = command.type === 'MoveUnit';
      summary = await client.summary(id);
    }
    expect(charged).toBe(true);
    // The charge left the game waiting on the Allied line's reaction (the NP may have answered
    // already): once it has, the events show the offer and the NP's answer to it.
    const answered = await waitForSummary(
      client,
      id,
      (s) => s.pendingDecision?.side !== 'allied' && actingSide(s) === 'french',
      60_000,
    );
    expect(answered.ms).toBeLessThan(THINK_MS * 10);
    const events = (
      await client.get<Envelope[]>(`/v1/games/${id}/events?limit=1000`, {
        token: game.refereeToken,
      })
    ).body;
    const offered = events.filter((e) => e.type === 'ReactionOffered');
    expect(offered).toHaveLength(1);
    expect(offered[0]?.data).toMatchObject({ unitId: AL_LINE, side: 'allied' });
    const reactions = events.filter(
      (e) =>
        e.meta['bot'] === 'a1805-np' &&
        (e.meta.command as { type?: string } | undefined)?.type === 'React',
    );
    expect(reactions).toHaveLength(1);
    const [answer] = reactions;
    expect(answer?.meta.actor).toBe('allied');
    const command = answer?.meta.command as unknown as { unitId: string; reaction: string };
    expect(command.unitId).toBe(AL_LINE);
    const reason = String(answer?.meta['reason']);
    const die = Number(/^24\.5\.10 die ([1-6]): /.exec(reason)?.[1]);
    expect(die).toBeGreaterThanOrEqual(1);
    expect(command.reaction).toBe(die >= 3 ? 'hasty-square' : 'none');
    expect(reason).toContain(die >= 3 ? 'tries the hasty square' : 'keeps its formation');

    // The record of the game (the referee's, with the seed) verifies.
    const record = await client.get(`/v1/games/${id}/record?seed=true`, {
      token: game.refereeToken,
    });
    expect(record.status).toBe(200);
    const report = await client.post<{ ok: boolean }>('/v1/records/verify', {
      body: record.body,
    });
    expect(report.body).toMatchObject({ ok: true });
  });
});
