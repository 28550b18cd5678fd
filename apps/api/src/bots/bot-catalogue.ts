import { Injectable } from '@nestjs/common';
import { type Bot, greedyBot, randomBot } from '@pratzen/bots';
import { createNpBot } from '@pratzen/rulesets/a1805';
import { ApiProblem } from '../common/problem';
import { RulesetRegistry } from '../rulesets/ruleset-registry';

/** A bot the server can seat, and the rulesets it plays (`'*'`: every registered ruleset). */
export interface BotEntry {
  readonly bot: Bot;
  readonly title: string;
  readonly rulesets: '*' | readonly string[];
  /**
   * A bot that remembers between its decisions (a1805-np's order book, 27.5): each game's seat
   * gets its own instance, held by the node that thinks for it. The memory is the node's: after
   * a restart or on another node the seat starts a fresh one (its orders are given again).
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

/** The most seats' own bot instances a node keeps (the oldest forgotten first). */
const SEAT_BOTS_KEPT = 10_000;

/** What GET /v1/bots lists of a bot. */
export interface BotListing {
  readonly id: string;
  readonly title: string;
  /** The rulesets it plays, by id. */
  readonly rulesets: readonly string[];
}

/** The bot catalogue: which bots play which ruleset. */
@Injectable()
export class BotCatalogue {
  constructor(private readonly registry: RulesetRegistry) {}

  list(): readonly BotListing[] {
    return BOT_ENTRIES.map((e) => ({
      id: e.bot.id,
      title: e.title,
      rulesets: this.rulesetsOf(e),
    }));
  }

  /** The bots that play `rulesetId`, by id. */
  idsFor(rulesetId: string): readonly string[] {
    return BOT_ENTRIES.filter((e) => this.rulesetsOf(e).includes(rulesetId)).map((e) => e.bot.id);
  }

  /** The bot `id` for `rulesetId`; 400 UNKNOWN_BOT (at `path`) when there is none. */
  get(id: unknown, rulesetId: string, path = 'bot'): Bot {
    const entry = BOT_ENTRIES.find((e) => e.bot.id === id);
    if (entry === undefined || !this.rulesetsOf(entry).includes(rulesetId)) {
      const known = this.idsFor(rulesetId).join(', ');
      throw ApiProblem.badRequest('UNKNOWN_BOT', `no bot ${String(id)} plays ${rulesetId}`, [
        { path, message: `one of: ${known}`, code: 'enum' },
      ]);
    }
    return entry.bot;
  }

  /**
   * The bot that thinks for `side` of `gameId`: the catalogue's own instance, or the seat's own
   * for a bot with memory (`perSeat`). Unknown ids as `get`.
   */
  forSeat(id: unknown, rulesetId: string, gameId: string, side: string): Bot {
    const bot = this.get(id, rulesetId);
    const entry = BOT_ENTRIES.find((e) => e.bot.id === id);
    if (entry?.perSeat === undefined) return bot;
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

  private readonly seats = new Map<string, Bot>();

  private rulesetsOf(entry: BotEntry): readonly string[] {
    const all = this.registry.all().map((r) => r.info.id);
    return entry.rulesets === '*' ? all : entry.rulesets.filter((id) => all.includes(id));
  }
}
