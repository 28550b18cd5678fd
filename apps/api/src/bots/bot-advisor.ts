import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Command, Viewer } from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import { GamesRepository } from '../games/repository/games.repository';
import { BotCatalogue } from './bot-catalogue';
import { actingSideOf, botSeedOf } from './bot-thinking';
import { BotThinker } from './bot-workers';

/** GET /v1/games/{id}/suggestion: what a bot would play now, for the caller's side. */
export interface Suggestion {
  /** The side the suggestion is for (the caller's; the acting side for the referee). */
  readonly side: string;
  readonly bot: string;
  /** The game's version the suggestion was made at. */
  readonly version: number;
  /** A body that POST /commands accepts as it is (at this version). */
  readonly command: Command;
  readonly reason: string;
}

/**
 * Advice for tools (issue #31 part 4): the bot thinks for the caller's side from that side's
 * view and legal actions only (libs/bots seatInput), and nothing is played or stored. A seat
 * asks for its own side, when it must act; the referee for the side that must act (still from
 * that side's view); a spectator has no side (401 TOKEN_REQUIRED).
 */
@Injectable()
export class BotAdvisor {
  constructor(
    private readonly repository: GamesRepository,
    private readonly catalogue: BotCatalogue,
    private readonly thinker: BotThinker,
  ) {}

  async suggest(gameId: string, viewer: Viewer, botId: string | undefined): Promise<Suggestion> {
    const record = await this.repository.load(gameId);
    const bot = this.catalogue.get(botId ?? 'greedy', record.ruleset.info.id);
    if (viewer.kind === 'spectator') {
      throw new ApiProblem(401, 'TOKEN_REQUIRED', 'send a seat token to be advised for a side');
    }
    const acting = actingSideOf(record);
    if (acting === null) {
      throw new ApiProblem(422, 'GAME_OVER', 'the game is over: nothing to suggest', {
        rulesetId: record.ruleset.info.id,
      });
    }
    const side = viewer.kind === 'referee' ? acting : viewer.side;
    if (side !== acting) {
      throw new ApiProblem(403, 'NOT_YOUR_TURN', `the ${acting} side must act now, not ${side}`, {
        rulesetId: record.ruleset.info.id,
        details: { actingSide: acting },
      });
    }
    const seed =
      record.created.dice.mode === 'server'
        ? botSeedOf(await this.repository.seedOf(record))
        : createHash('sha256').update(`pratzen-bots/1 ${record.id}`).digest().readUInt32BE(0);
    // On a bot worker, like the runner's decisions, with the same hard think time (a cut-off
    // bot's advice is random's, and says so); the bot's shared instance, not a seat's.
    const choice = await this.thinker.choose(record, side, bot.id, seed, false);
    return {
      side,
      bot: bot.id,
      version: record.version,
      command: choice.command,
      reason: choice.reason,
    };
  }
}
