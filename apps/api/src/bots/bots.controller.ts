import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import { ApiProblems } from '../common/problem.dto';
import { GameViewer, GameViewerRoute } from '../games/http/game-viewer.guard';
import { BotAdvisor } from './bot-advisor';
import { BotCatalogue } from './bot-catalogue';
import { BotRunner } from './bot-runner';
import {
  BotDto,
  BotSideStatusDto,
  BotsQueryDto,
  SuggestionDto,
  SuggestionQueryDto,
} from './bots.dto';

/** The bot catalogue: which bots the server seats, for which rulesets. */
@ApiTags('bots')
@ApiProblems(429)
@Controller('v1/bots')
export class BotsController {
  constructor(@Inject(BotCatalogue) private readonly catalogue: BotCatalogue) {}

  @Get()
  @ApiOperation({
    summary: 'The bots a game may seat (POST /v1/games `players`) and the rulesets they play',
  })
  @ApiOkResponse({ type: [BotDto] })
  @ApiProblems(400)
  list(@Query() q: BotsQueryDto) {
    const all = this.catalogue.list();
    return q.rulesetId === undefined ? all : all.filter((b) => b.rulesets.includes(q.rulesetId!));
  }
}

/** A game's bots: advice for the caller's side, and the bot sides' status. */
@ApiTags('bots')
@ApiExtraModels(BotSideStatusDto)
@ApiProblems(429)
@Controller('v1/games/:gameId')
export class GameBotsController {
  constructor(
    @Inject(BotAdvisor) private readonly advisor: BotAdvisor,
    @Inject(BotRunner) private readonly runner: BotRunner,
  ) {}

  @Get('suggestion')
  @GameViewerRoute('seat') // a seat or the referee: no token is 401 TOKEN_REQUIRED
  @ApiOperation({
    summary: 'The command a bot would play now for your side, and why; nothing is played',
    description:
      "Thought from the caller's side's view and legal actions only. A seat token: its own " +
      'side, when it must act (403 NOT_YOUR_TURN otherwise); the referee token: the side that ' +
      'must act; no token: 401 TOKEN_REQUIRED. 400 UNKNOWN_BOT for a bot that does not play ' +
      'this ruleset, 422 GAME_OVER once the game has ended.',
  })
  @ApiOkResponse({ type: SuggestionDto })
  @ApiProblems(400, 401, 403, 404, 422)
  suggestion(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Query() q: SuggestionQueryDto,
  ) {
    return this.advisor.suggest(gameId, viewer, q.bot);
  }

  @Get('bots')
  @GameViewerRoute()
  @ApiOperation({
    summary: "The game's bot sides and what each is doing, as the answering node sees it",
    description: 'Public. `{}` for a game without bot sides.',
  })
  @ApiOkResponse({
    schema: { type: 'object', additionalProperties: { $ref: getSchemaPath(BotSideStatusDto) } },
  })
  @ApiProblems(404)
  bots(@Param('gameId') gameId: string) {
    return this.runner.statusOf(gameId);
  }
}
