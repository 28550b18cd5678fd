import path from 'node:path';
import { configFromEnv } from '../config';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { BotCatalogue } from './bot-catalogue';

describe('the bot catalogue', () => {
  const catalogue = new BotCatalogue(new RulesetRegistry());

  test('a1805-np (solo rules 22-28) plays a1805 only; random and greedy every ruleset', () => {
    expect(catalogue.idsFor('a1805')).toEqual(['random', 'greedy', 'a1805-np']);
    expect(catalogue.idsFor('spi-1980')).toEqual(['random', 'greedy']);
    expect(() => catalogue.get('a1805-np', 'spi-1980')).toThrow(/no bot a1805-np plays spi-1980/);
  });

  test('27.5: a bot with memory gets one instance per game seat, kept between decisions; a memoryless bot is shared', () => {
    const a = catalogue.forSeat('a1805-np', 'a1805', 'g1', 'allied');
    expect(catalogue.forSeat('a1805-np', 'a1805', 'g1', 'allied')).toBe(a);
    expect(catalogue.forSeat('a1805-np', 'a1805', 'g1', 'french')).not.toBe(a);
    expect(catalogue.forSeat('a1805-np', 'a1805', 'g2', 'allied')).not.toBe(a);
    expect(catalogue.forSeat('a1805-np', 'a1805', 'g1', 'allied')).not.toBe(
      catalogue.get('a1805-np', 'a1805'),
    );
    const greedy = catalogue.get('greedy', 'spi-1980');
    expect(catalogue.forSeat('greedy', 'spi-1980', 'g3', 'french')).toBe(greedy);
  });
});

describe("BOT_MODULES: bots of one's own", () => {
  const fixtures = path.resolve(__dirname, '../../../../test/fixtures/bots');
  const config = (files: string) => configFromEnv({ BOT_MODULES: files });

  test('a module exporting `bot` is listed beside the built-in bots, for every ruleset', () => {
    const catalogue = new BotCatalogue(new RulesetRegistry(), config(`${fixtures}/spinner.ts`));
    expect(catalogue.idsFor('spi-1980')).toEqual(['random', 'greedy', 'spinner']);
    expect(catalogue.list().find((b) => b.id === 'spinner')?.title).toMatch(/busy thought/);
  });

  test('a missing file, or a file without a bot, stops the server at start-up, naming it', () => {
    expect(() => new BotCatalogue(new RulesetRegistry(), config(`${fixtures}/nothing.ts`))).toThrow(
      /BOT_MODULES: cannot load .*nothing\.ts/,
    );
    const notABot = path.resolve(__dirname, 'bot-lease.ts');
    expect(() => new BotCatalogue(new RulesetRegistry(), config(notABot))).toThrow(
      /BOT_MODULES: .*bot-lease\.ts exports no `bot`/,
    );
  });
});
