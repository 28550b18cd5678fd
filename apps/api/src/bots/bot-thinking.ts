import { createHash } from 'node:crypto';
import {
  type Bot,
  type BotChoice,
  type BotInput,
  decisionSeed,
  randomBot,
  seatInput,
} from '@pratzen/bots';
import type { Command } from '@pratzen/engine';
import type { AnyRuleset } from '@pratzen/rulesets';
import type { LoadedGame } from '../games/repository/loaded-game';
import { runWithin } from './think-limit';

/**
 * A bot's decision in a game held by the server. The bot gets `seatInput` for its side only
 * (the side's view, legal actions and validation; libs/bots "What a bot sees"), never the state.
 */

/**
 * The bots' 32-bit seed of a game: SHA-256 of the game's secret dice seed and a label, so a
 * bot's choices are as unpredictable as the game's dice and reveal nothing of them.
 */
export function botSeedOf(diceSeed: Buffer): number {
  return createHash('sha256').update(diceSeed).update('pratzen-bots/1').digest().readUInt32BE(0);
}

/** The side that must act now in `record` (null: the game is over, or nobody may act). */
export function actingSideOf(record: LoadedGame): string | null {
  if (record.session.ended !== null) return null;
  const status = record.ruleset.status(record.state);
  if (status.over) return null;
  return status.pendingDecision?.side ?? status.activeSide;
}

export interface Thought {
  readonly input: BotInput<Command>;
  readonly choice: BotChoice<Command>;
  /** Wall time of the seat input and the choice, in milliseconds. */
  readonly ms: number;
  /**
   * The bot was stopped at its think time (`limitMs`): `choice` is then the cutoff's fallback,
   * `random`'s uniform choice over the same legal actions, its reason saying so.
   */
  readonly cutOff: boolean;
}

/**
 * `bot`'s choice for `side` at the record's version, seeded from the game and that version
 * (on this thread: tests and bench; the server thinks on its bot workers, bot-workers.ts).
 */
export function think(
  record: LoadedGame,
  side: string,
  bot: Bot,
  botSeed: number,
  limitMs?: number,
): Thought {
  return thinkOn(
    record.ruleset,
    record.state,
    side,
    bot,
    decisionSeed(botSeed, record.version),
    limitMs,
  );
}

/**
 * `bot`'s choice for `side` in `state`, from `seatInput` (seeded by the decision seed). With
 * `limitMs`, the bot's `choose` runs under a hard cutoff (think-limit.ts): a bot still thinking
 * after `limitMs` is stopped, and the side plays `random`'s choice over the same seat input
 * instead (bounded work: one uniform draw, at most a few validations), reason `cut off: ...`.
 * The seat input itself (the side's legal actions and view, what a seat's GET would compute) is
 * not under the limit.
 */
export function thinkOn(
  ruleset: AnyRuleset,
  state: unknown,
  side: string,
  bot: Bot,
  seed: number,
  limitMs?: number,
): Thought {
  const started = performance.now();
  const input = seatInput(ruleset, state, side, seed) as BotInput<Command>;
  if (limitMs === undefined) {
    const choice = bot.choose(input);
    return { input, choice, ms: performance.now() - started, cutOff: false };
  }
  const within = runWithin(limitMs, () => bot.choose(input));
  if (within.ok) {
    return { input, choice: within.value, ms: performance.now() - started, cutOff: false };
  }
  const fallback = randomBot.choose(input);
  return {
    input,
    choice: {
      command: fallback.command,
      reason: `cut off: ${bot.id} thought past its ${limitMs} ms (BOT_THINK_MS); ${fallback.reason}`,
    },
    ms: performance.now() - started,
    cutOff: true,
  };
}

/**
 * When the rules refused a bot's command: the first legal action the side's validation accepts
 * (other than the refused command), or null when there is none.
 */
export function fallbackOf(input: BotInput<Command>, refused: Command): Command | null {
  const same = JSON.stringify(refused);
  for (const action of input.actions) {
    if (JSON.stringify(action.command) === same) continue;
    if (input.accepts(action.command)) return action.command;
  }
  return null;
}
