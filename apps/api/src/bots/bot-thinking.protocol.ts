import type { Command } from '@pratzen/engine';

// What the main thread and a bot worker (bot-thinking.worker.ts) exchange.

/** Loads the worker's modules (the first task of a new worker; no deadline). */
export interface WarmTask {
  readonly kind: 'warm';
  /** RULESET_MODULES and BOT_MODULES (absolute paths), loaded now rather than mid-decision. */
  readonly rulesetModules: readonly string[];
  readonly botModules: readonly string[];
}

/** One decision, or the fallback after a refused command, for one side of one game. */
export interface DecisionTask {
  /** `choose`: the bot's choice; `fallback`: the first accepted legal action but `refused`. */
  readonly kind: 'choose' | 'fallback';
  readonly rulesetId: string;
  readonly rulesetModules: readonly string[];
  readonly botModules: readonly string[];
  /** The game's state at the version thought about (a structured clone; only the host reads it). */
  readonly state: unknown;
  readonly side: string;
  readonly botId: string;
  /** The game whose seat's own bot (bots with memory) thinks; null: the shared instance (advice). */
  readonly gameId: string | null;
  /** The decision seed (libs/bots `decisionSeed` of the game's bot seed and its version). */
  readonly seed: number;
  /** BOT_THINK_MS: the bot's `choose` is stopped past it on the worker (think-limit.ts). */
  readonly limitMs: number;
  /** `fallback` only: the command the rules refused. */
  readonly refused?: Command;
}

export type BotTask = WarmTask | DecisionTask;

export interface Decided {
  /** The command (null: `fallback` found no other accepted action). */
  readonly command: Command | null;
  readonly reason: string;
  /** The seat input and the choice on the worker, in milliseconds. */
  readonly ms: number;
  /** The bot was stopped at `limitMs` and `random` chose (the seat's own bot forgotten). */
  readonly cutOff: boolean;
}
