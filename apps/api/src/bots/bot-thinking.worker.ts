/**
 * A bot worker thread's task (piscina, common/worker-pool.ts; bot-workers.ts routes each game to
 * one worker): builds the seat input of the acting side from the game's state — the bot sees that
 * input only, never the state (libs/bots "What a bot sees") — and runs the bot's `choose` under
 * BOT_THINK_MS (think-limit.ts), or finds a fallback after a refused command. Everything a bot
 * computes happens here, none of it on the server's event loop.
 */
import { type BotInput, seatInput } from '@pratzen/bots';
import type { Command } from '@pratzen/engine';
import { type AnyRuleset, rulesetById } from '@pratzen/rulesets';
import { loadRulesetModule } from '../rulesets/ruleset-modules';
import { type BotEntry, SeatBots, botEntriesWith } from './bot-entries';
import type { BotTask, Decided, DecisionTask } from './bot-thinking.protocol';
import { fallbackOf, thinkOn } from './bot-thinking';

/** The seats' own bots with memory of the games this worker thinks for. */
const seats = new SeatBots();

function rulesetOf(task: DecisionTask): AnyRuleset {
  const ruleset =
    rulesetById(task.rulesetId) ??
    task.rulesetModules.map(loadRulesetModule).find((r) => r.info.id === task.rulesetId);
  if (ruleset === undefined) throw new Error(`no ruleset ${task.rulesetId} on this worker`);
  return ruleset;
}

function entryOf(task: DecisionTask): BotEntry {
  const entry = botEntriesWith(task.botModules).find((e) => e.bot.id === task.botId);
  if (entry === undefined) throw new Error(`no bot ${task.botId} on this worker`);
  return entry;
}

export default function botTask(task: BotTask): Decided | null {
  if (task.kind === 'warm') {
    task.rulesetModules.forEach(loadRulesetModule);
    botEntriesWith(task.botModules);
    return null;
  }
  const ruleset = rulesetOf(task);
  if (task.kind === 'fallback') {
    const started = performance.now();
    const input = seatInput(ruleset, task.state, task.side, task.seed) as BotInput<Command>;
    const command = fallbackOf(input, task.refused as Command);
    return { command, reason: '', ms: performance.now() - started, cutOff: false };
  }
  const entry = entryOf(task);
  const bot = task.gameId === null ? entry.bot : seats.forSeat(entry, task.gameId, task.side);
  const thought = thinkOn(ruleset, task.state, task.side, bot, task.seed, task.limitMs);
  // Stopped mid-thought: a bot with memory may hold half an update; the seat starts afresh.
  if (thought.cutOff && task.gameId !== null) seats.forget(task.gameId, task.side);
  return { ...thought.choice, ms: thought.ms, cutOff: thought.cutOff };
}
