import { BOT_SCENARIO, type Bot, greedyBot, match, randomBot } from '@pratzen/bots';
import { rulesetById } from '@pratzen/rulesets';

/**
 * Bot games of one registered ruleset, for its spec: greedy against random and random against
 * random, BOTS_GAMES games each (default 1; the README's figures are BOTS_GAMES=100). Every
 * command a bot sends must be accepted by decide (playBotGame throws on a refusal) and every
 * game must end by the rules, not by the safety net.
 */
export const GAMES = Number(process.env['BOTS_GAMES'] ?? 1);
export const SEED_BASE = Number(process.env['BOTS_SEED_BASE'] ?? 0);

const seeds = (n: number): number[] => Array.from({ length: n }, (_, i) => SEED_BASE + i);

export function describeBotGames(rulesetId: string): void {
  const ruleset = rulesetById(rulesetId);
  if (ruleset === undefined) throw new Error(`${rulesetId} is not registered`);
  const setup = { scenarioId: BOT_SCENARIO[rulesetId] ?? 'historical' };

  const play = (bot: Bot, opponent: Bot) => {
    const reasons: string[] = [];
    const report = match(ruleset, setup, bot, opponent, seeds(GAMES), (game) => {
      expect(game.over).toBe(true);
      reasons.push(game.level ?? 'draw');
    });
    if (process.env['BOTS_REPORT'] !== undefined) {
      console.log(rulesetId, bot.id, 'vs', opponent.id, JSON.stringify(report), reasons.join(','));
    }
    return report;
  };

  describe(`${rulesetId} bot games (${setup.scenarioId}, ${GAMES} each)`, () => {
    it('greedy against random: every game ends, every command accepted', () => {
      const report = play(greedyBot, randomBot);
      expect(report.games).toBe(GAMES);
      expect(report.commands).toBeGreaterThan(GAMES);
    });

    it('random against random: every game ends, every command accepted', () => {
      const report = play(randomBot, randomBot);
      expect(report.games).toBe(GAMES);
      expect(report.commands).toBeGreaterThan(GAMES);
    });
  });
}

/**
 * Where it is reliable (the measured runs of libs/bots README "Measured"): greedy must win more
 * than half of max(`games`, BOTS_GAMES) seeded games against random, on each side in turn.
 */
export function describeGreedyBeatsRandom(rulesetId: string, games: number): void {
  describe(`${rulesetId} greedy beats random`, () => {
    it(`wins more than half of max(${games}, BOTS_GAMES) games`, () => {
      const ruleset = rulesetById(rulesetId);
      if (ruleset === undefined) throw new Error(`${rulesetId} is not registered`);
      const n = Math.max(games, GAMES);
      const setup = { scenarioId: BOT_SCENARIO[rulesetId] ?? 'historical' };
      const report = match(ruleset, setup, greedyBot, randomBot, seeds(n));
      expect(report.wins).toBeGreaterThan(n / 2);
    });
  });
}
