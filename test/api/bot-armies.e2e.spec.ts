import { choosingPosition } from '@pratzen/rulesets/atw/testing/army-lists';
import { actingSide, startBotServer, waitForSummary } from './support/bot-games';
import type { TestServer } from './support/server';
import type { Envelope } from './support/types';

jest.setTimeout(300_000);

/**
 * Issue #31 with atw's hidden army lists (20) over real HTTP: a bot seat chooses its army. Each
 * seat still to lock is offered ready-made lists (atw armies/offer.ts) within the points limit
 * and its deployment zone; random and greedy lock one of them, the lists are revealed and play
 * begins with the bots moving on.
 */
describe('bot seats choose their armies (atw 20, LockArmy)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startBotServer(2_000);
  });
  afterAll(() => server.close());

  test('20 greedy (Allies) and random (French) each lock a list within the limit; revealed, play goes on', async () => {
    const { client } = server;
    const game = await client.createGame({
      rulesetId: 'atw',
      scenarioId: 'custom',
      setup: choosingPosition(),
      players: { allied: { bot: 'greedy' }, french: { bot: 'random' } },
    });
    const id = game.game.id;
    expect(game.game.pendingDecision).toMatchObject({ type: 'LockArmy', side: 'allied' });
    const { summary } = await waitForSummary(
      client,
      id,
      (s) => s.version >= 5 || s.status === 'over',
      120_000,
      100,
    );
    expect(summary.pendingDecision?.type).not.toBe('LockArmy');
    const events = (
      await client.get<Envelope[]>(`/v1/games/${id}/events`, {
        headers: { authorization: `Bearer ${game.refereeToken}` },
      })
    ).body;
    const locks = events.filter((e) => e.type === 'ArmyLocked');
    expect(locks.map((e) => e.data?.['side']).sort()).toEqual(['allied', 'french']);
    for (const e of locks) {
      expect(e.data?.['points']).toBeLessThanOrEqual(500);
      expect(e.meta['actor']).toBe(e.data?.['side']);
      expect(e.meta['bot']).toBe(e.data?.['side'] === 'allied' ? 'greedy' : 'random');
    }
    expect(events.some((e) => e.type === 'ArmiesRevealed')).toBe(true);
    const state = (
      await client.get<{ state: { units: { side: string }[] } }>(`/v1/games/${id}/state`)
    ).body.state;
    expect(new Set(state.units.map((u) => u.side))).toEqual(new Set(['allied', 'french']));
    expect(actingSide(summary)).not.toBeNull();
  });
});
