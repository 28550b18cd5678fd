import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Bot } from '@pratzen/bots';
import { ApiProblem } from '../common/problem';
import { APP_CONFIG, type AppConfig } from '../config';
import { RulesetRegistry } from '../rulesets/ruleset-registry';
import { type BotEntry, SeatBots, botEntriesWith } from './bot-entries';

/** What GET /v1/bots lists of a bot. */
export interface BotListing {
  readonly id: string;
  readonly title: string;
  /** The rulesets it plays, by id. */
  readonly rulesets: readonly string[];
}

/**
 * The bot catalogue: which bots play which ruleset (the built-in ones and BOT_MODULES'). The
 * bots think on worker threads (bot-workers.ts), which build the same list; `forSeat` here
 * serves a bot thinking on this thread (tests, bench).
 */
@Injectable()
export class BotCatalogue {
  private readonly entries: readonly BotEntry[];
  private readonly seats = new SeatBots();

  constructor(
    private readonly registry: RulesetRegistry,
    @Optional() @Inject(APP_CONFIG) config: AppConfig | null = null,
  ) {
    this.entries = botEntriesWith(config?.bots.modules ?? []);
  }

  list(): readonly BotListing[] {
    return this.entries.map((e) => ({
      id: e.bot.id,
      title: e.title,
      rulesets: this.rulesetsOf(e),
    }));
  }

  /** The bots that play `rulesetId`, by id. */
  idsFor(rulesetId: string): readonly string[] {
    return this.entries.filter((e) => this.rulesetsOf(e).includes(rulesetId)).map((e) => e.bot.id);
  }

  /** The bot `id` for `rulesetId`; 400 UNKNOWN_BOT (at `path`) when there is none. */
  get(id: unknown, rulesetId: string, path = 'bot'): Bot {
    return this.entryOf(id, rulesetId, path).bot;
  }

  /**
   * The bot that thinks for `side` of `gameId`: the catalogue's own instance, or the seat's own
   * for a bot with memory (`perSeat`). Unknown ids as `get`.
   */
  forSeat(id: unknown, rulesetId: string, gameId: string, side: string): Bot {
    return this.seats.forSeat(this.entryOf(id, rulesetId), gameId, side);
  }

  /** Drops the seat's own instance (a bot with memory cut off mid-thought starts afresh). */
  forget(gameId: string, side: string): void {
    this.seats.forget(gameId, side);
  }

  private entryOf(id: unknown, rulesetId: string, path = 'bot'): BotEntry {
    const entry = this.entries.find((e) => e.bot.id === id);
    if (entry === undefined || !this.rulesetsOf(entry).includes(rulesetId)) {
      const known = this.idsFor(rulesetId).join(', ');
      throw ApiProblem.badRequest('UNKNOWN_BOT', `no bot ${String(id)} plays ${rulesetId}`, [
        { path, message: `one of: ${known}`, code: 'enum' },
      ]);
    }
    return entry;
  }

  private rulesetsOf(entry: BotEntry): readonly string[] {
    const all = this.registry.all().map((r) => r.info.id);
    return entry.rulesets === '*' ? all : entry.rulesets.filter((id) => all.includes(id));
  }
}
