import { Injectable } from '@nestjs/common';
import { type Bot, greedyBot, randomBot } from '@pratzen/bots';
import { ApiProblem } from '../common/problem';
import { RulesetRegistry } from '../rulesets/ruleset-registry';

/** A bot the server can seat, and the rulesets it plays (`'*'`: every registered ruleset). */
export interface BotEntry {
  readonly bot: Bot;
  readonly title: string;
  readonly rulesets: '*' | readonly string[];
}

/**
 * Every bot the server seats. A new bot is one line here: e.g. the a1805 Non-Player,
 * `{ bot: a1805NpBot, title: 'Austerlitz 1805 Non-Player rules (22-28)', rulesets: ['a1805'] }`.
 */
export const BOT_ENTRIES: readonly BotEntry[] = [
  { bot: randomBot, title: 'uniform over the legal actions', rulesets: '*' },
  { bot: greedyBot, title: 'one ply: victory tally and material', rulesets: '*' },
];

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

  private rulesetsOf(entry: BotEntry): readonly string[] {
    const all = this.registry.all().map((r) => r.info.id);
    return entry.rulesets === '*' ? all : entry.rulesets.filter((id) => all.includes(id));
  }
}
