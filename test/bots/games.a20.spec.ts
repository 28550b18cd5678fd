import { BOT_SCENARIO, greedyBot, match, randomBot } from '@pratzen/bots';
import { rulesetById } from '@pratzen/rulesets';
import { describeBotGames, GAMES, SEED_BASE } from './bot-games';

describeBotGames('a20');

/**
 * Where it is reliable: in a20 greedy won 89 of 100 games against random (README, the
 * measured run), so over six seeded games it must win more than half (seeds 0–5 gave it 5 of 6).
 */
describe('a20 greedy beats random', () => {
  it('wins more than half of max(6, BOTS_GAMES) games', () => {
    const n = Math.max(6, GAMES);
    const seeds = Array.from({ length: n }, (_, i) => SEED_BASE + i);
    const report = match(
      rulesetById('a20')!,
      { scenarioId: BOT_SCENARIO['a20']! },
      greedyBot,
      randomBot,
      seeds,
    );
    expect(report.wins).toBeGreaterThan(n / 2);
  });
});
