import { type Command, type DomainEvent, type Ruleset, seededDice } from '@pratzen/engine';
import type { Bot, BotChoice } from './bot';
import { actingSideOf, decisionSeed, seatInput } from './seat';

export interface BotGameOptions {
  readonly seed: number;
  /** A safety net: stop after this many commands (a game normally ends by itself). */
  readonly maxCommands?: number;
  /** Called with each choice before it is decided. */
  readonly onChoice?: (side: string, bot: string, choice: BotChoice) => void;
}

export interface BotGame<S> {
  readonly final: S;
  readonly commands: number;
  readonly over: boolean;
  /** The winning side, null for a draw or an unfinished game. */
  readonly winner: string | null;
  readonly level: string | null;
}

/**
 * One game between bots, as a host plays it: the game's dice seeded by `seed`, each decision's
 * seed derived from the game's seed and the number of commands so far, every command decided
 * against the whole state. A refused command throws (a bot must only send what the rules accept).
 */
export function playBotGame<S, C extends Command, E extends DomainEvent>(
  ruleset: Ruleset<S, C, E>,
  initial: S,
  bots: Readonly<Record<string, Bot>>,
  options: BotGameOptions,
): BotGame<S> {
  const dice = seededDice(options.seed);
  const max = options.maxCommands ?? 20_000;
  let state = initial;
  let commands = 0;
  for (
    let side = actingSideOf(ruleset, state);
    side !== null;
    side = actingSideOf(ruleset, state)
  ) {
    if (commands >= max) break;
    const bot = bots[side];
    if (bot === undefined) throw new Error(`no bot plays ${side}`);
    const input = seatInput(ruleset, state, side, decisionSeed(options.seed, commands));
    const choice = bot.choose(input);
    options.onChoice?.(side, bot.id, choice);
    const d = ruleset.decide(state, choice.command, dice);
    if (!d.ok) {
      throw new Error(
        `${bot.id} (${side}) sent a refused command ${JSON.stringify(choice.command)}: ${d.violation.code} ${d.violation.message}`,
      );
    }
    for (const e of d.events) state = ruleset.evolve(state, e);
    commands += 1;
  }
  const over = ruleset.status(state).over;
  const result = ruleset.victory(state).result;
  return {
    final: state,
    commands,
    over,
    winner: over ? (result?.winner ?? null) : null,
    level: over ? (result?.level ?? null) : null,
  };
}
