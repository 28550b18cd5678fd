import type { Command, DomainEvent, GameSetup, Ruleset } from '@pratzen/engine';
import type { Bot } from './bot';
import { type BotGame, playBotGame } from './play';

/**
 * Matches between two bots over seeded games: the bot under test takes the first side on even
 * seeds and the second on odd ones, so that neither side's edge in a scenario counts for it.
 */
export interface MatchReport {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Wins plus half the draws, over the games. */
  readonly score: number;
  readonly commands: number;
}

export function match<S, C extends Command, E extends DomainEvent>(
  ruleset: Ruleset<S, C, E>,
  setup: GameSetup,
  bot: Bot,
  opponent: Bot,
  seeds: readonly number[],
  onGame: (game: BotGame<S>, seed: number, botSide: string) => void = () => undefined,
): MatchReport {
  const [first, second] = ruleset.info.sides as [string, string];
  const initial = ruleset.initialState(setup);
  if (!initial.ok) throw new Error(`${ruleset.info.id}: set-up ${setup.scenarioId} failed`);
  let wins = 0;
  let draws = 0;
  let commands = 0;
  for (const seed of seeds) {
    const botSide = seed % 2 === 0 ? first : second;
    const otherSide = botSide === first ? second : first;
    const game = playBotGame(
      ruleset,
      initial.state,
      { [botSide]: bot, [otherSide]: opponent },
      {
        seed,
      },
    );
    onGame(game, seed, botSide);
    commands += game.commands;
    if (game.winner === botSide) wins += 1;
    else if (game.winner === null) draws += 1;
  }
  const games = seeds.length;
  return {
    games,
    wins,
    draws,
    losses: games - wins - draws,
    score: games === 0 ? 0 : (wins + draws / 2) / games,
    commands,
  };
}

/** The scenario each ruleset's bot games are played in. */
export const BOT_SCENARIO: Readonly<Record<string, string>> = {
  'spi-1980': 'historical',
  'dg-2006': 'historical',
  a20: 'historical',
  a1805: 'pratzen-example',
  atw: 'sokolnitz',
};
