import path from 'node:path';
import { type Bot, greedyBot, randomBot } from '@pratzen/bots';
import { createNpBot } from '@pratzen/rulesets/a1805';
import { ConfigError } from '../config';

/**
 * The bots a node seats, with no framework: the server's catalogue (bot-catalogue.ts) lists and
 * checks them on the main thread, and each bot worker (bot-thinking.worker.ts) builds the same
 * list to think with.
 */

/** A bot the server can seat, and the rulesets it plays (`'*'`: every registered ruleset). */
export interface BotEntry {
  readonly bot: Bot;
  readonly title: string;
  readonly rulesets: '*' | readonly string[];
  /**
   * A bot that remembers between its decisions (a1805-np's order book, 27.5): each game's seat
   * gets its own instance, held by the worker that thinks for the game. The memory is the
   * worker's: after a restart, on another node or once its worker was stopped, the seat starts a
   * fresh one (its orders are given again).
   */
  readonly perSeat?: () => Bot;
}

/** Every bot the server seats. A new bot is one line here. */
export const BOT_ENTRIES: readonly BotEntry[] = [
  { bot: randomBot, title: 'uniform over the legal actions', rulesets: '*' },
  { bot: greedyBot, title: 'one ply: victory tally and material', rulesets: '*' },
  {
    bot: createNpBot(),
    title: 'Austerlitz 1805 Non-Player rules (sections 22-28)',
    rulesets: ['a1805'],
    perSeat: createNpBot,
  },
];

const loaded = new Map<string, BotEntry>();

/**
 * A bot module named by BOT_MODULES: a file exporting `bot` (`{id, choose}`), and optionally
 * `title` and `rulesets` (ids, or `'*'`, the default). Loaded once per thread (the server and
 * each bot worker load the same paths). Fails fast, naming the file.
 */
export function loadBotModule(file: string): BotEntry {
  const absolute = path.resolve(file);
  const known = loaded.get(absolute);
  if (known !== undefined) return known;
  let exported: { bot?: unknown; title?: unknown; rulesets?: unknown };
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module named by configuration
    exported = require(absolute) as typeof exported;
  } catch (e) {
    throw new ConfigError(`BOT_MODULES: cannot load ${absolute}: ${(e as Error).message}`);
  }
  const bot = exported.bot as Partial<Bot> | undefined;
  if (typeof bot?.id !== 'string' || typeof bot.choose !== 'function') {
    throw new ConfigError(`BOT_MODULES: ${absolute} exports no \`bot\` with an id and choose`);
  }
  if (BOT_ENTRIES.some((e) => e.bot.id === bot.id)) {
    throw new ConfigError(`BOT_MODULES: ${absolute} reuses the id of a built-in bot, ${bot.id}`);
  }
  const rulesets = exported.rulesets ?? '*';
  if (
    rulesets !== '*' &&
    !(Array.isArray(rulesets) && rulesets.every((r) => typeof r === 'string'))
  ) {
    throw new ConfigError(`BOT_MODULES: ${absolute} exports \`rulesets\` that is not '*' or ids`);
  }
  const entry: BotEntry = {
    bot: bot as Bot,
    title: typeof exported.title === 'string' ? exported.title : bot.id,
    rulesets: rulesets as BotEntry['rulesets'],
  };
  loaded.set(absolute, entry);
  return entry;
}

/** The built-in bots, then those of BOT_MODULES (ids unique). */
export function botEntriesWith(modules: readonly string[]): readonly BotEntry[] {
  const extra = modules.map(loadBotModule);
  const ids = new Set<string>();
  for (const e of extra) {
    if (ids.has(e.bot.id)) throw new ConfigError(`BOT_MODULES: two modules define ${e.bot.id}`);
    ids.add(e.bot.id);
  }
  return [...BOT_ENTRIES, ...extra];
}

/** The most seats' own bot instances a thread keeps (the oldest forgotten first). */
const SEAT_BOTS_KEPT = 10_000;

/**
 * The seats' own instances of the bots with memory (`perSeat`), most recently used last; a
 * memoryless bot is the entry's shared instance.
 */
export class SeatBots {
  private readonly seats = new Map<string, Bot>();

  /** The instance that thinks for `side` of `gameId` with `entry`'s bot. */
  forSeat(entry: BotEntry, gameId: string, side: string): Bot {
    if (entry.perSeat === undefined) return entry.bot;
    const key = `${gameId}/${side}`;
    let own = this.seats.get(key);
    if (own === undefined) {
      own = entry.perSeat();
      if (this.seats.size >= SEAT_BOTS_KEPT) {
        const oldest = this.seats.keys().next().value;
        if (oldest !== undefined) this.seats.delete(oldest);
      }
    } else this.seats.delete(key); // re-inserted: most recently used last
    this.seats.set(key, own);
    return own;
  }

  /** Drops the seat's own instance (a bot with memory cut off mid-thought starts afresh). */
  forget(gameId: string, side: string): void {
    this.seats.delete(`${gameId}/${side}`);
  }
}
