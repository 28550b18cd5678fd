import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import type { FastifyReply } from 'fastify';
import { ApiProblems } from '../../common/problem.dto';
import { Authorization, Creator, GameCreatorGuard } from '../../organisers/game-creator.guard';
import { pickEncoding } from '../reads/compact-moves.body';
import { CompactMovesDto, CompactUnitMovesDto } from './compact-moves.dto';
import { GameETag } from './game-etag';
import { GameViewer, GameViewerRoute } from './game-viewer.guard';
import { GameCreation } from '../commands/game-creation';
import {
  CreateGameInput,
  CreatedGame,
  type GameCreator,
  GamePage,
  GameSummary,
  ListedGame,
  SeatToken,
} from '../games.contract';
import { LegalActionView } from '../legal-action.contract';
import { GameSummaries } from '../reads/game-summaries';
import { GamesReads } from '../reads/games.reads';
import { LegalActionsQueryDto, ListGamesQueryDto, StateQueryDto } from './games.dto';
import { GameStateDto, VictoryDto } from './games.responses';

@ApiTags('games')
@ApiExtraModels(SeatToken, ListedGame)
@ApiProblems(429)
@Controller('v1/games')
export class GamesController {
  constructor(
    private readonly creation: GameCreation,
    private readonly summaries: GameSummaries,
    private readonly reads: GamesReads,
  ) {}

  @Post()
  @HttpCode(201)
  @UseGuards(GameCreatorGuard)
  @ApiBearerAuth('organiser')
  @ApiSecurity({})
  @ApiOperation({
    summary: 'Create a game: returns one token per seat and the referee token',
    description:
      'A `tournament` label needs an organiser token (ORGANISER_TOKENS): the first organiser to ' +
      'use a label owns it, and its token is the referee credential of the games it creates. ' +
      'Without one, casual games only (unless ANONYMOUS_GAMES=false), within a per-address ' +
      'creation limit. Problems: 401 ORGANISER_TOKEN_REQUIRED, 403 TOURNAMENT_ORGANISER_ONLY ' +
      'and TOURNAMENT_CLAIMED, 429 RATE_LIMITED (Retry-After).',
  })
  @ApiCreatedResponse({ type: CreatedGame })
  @ApiProblems(400, 401, 403, 413)
  create(@Body() body: CreateGameInput, @Creator() creator: GameCreator) {
    return this.creation.create(body, creator);
  }

  @Get()
  @ApiBearerAuth('organiser')
  @ApiSecurity({})
  @ApiOperation({
    summary: 'List games, newest first (filters, cursor pagination)',
    description:
      'With an organiser token, `refereeAccess` marks the games that token referees (the games ' +
      'its organiser created): send it as the bearer token of those games.',
  })
  @ApiOkResponse({ type: GamePage })
  @ApiProblems(400)
  list(@Query() q: ListGamesQueryDto, @Authorization() authorization: string | undefined) {
    return this.summaries.list(
      { rulesetId: q.rulesetId, status: q.status, tournament: q.tournament },
      q.after,
      q.first,
      authorization,
    );
  }

  @Get(':gameId')
  @GameETag()
  @ApiOperation({ summary: 'Game summary' })
  @ApiOkResponse({ type: GameSummary })
  @ApiProblems(404)
  summary(@Param('gameId') gameId: string) {
    return this.summaries.summary(gameId);
  }

  @Get(':gameId/state')
  @GameViewerRoute()
  @GameETag()
  @ApiOperation({ summary: 'Board state as the caller may see it, now or after event `at`' })
  @ApiOkResponse({ type: GameStateDto })
  @ApiProblems(400, 401, 404)
  state(@Param('gameId') gameId: string, @GameViewer() viewer: Viewer, @Query() q: StateQueryDto) {
    return this.reads.state(gameId, viewer, q.at);
  }

  @Get(':gameId/legal-actions')
  @GameViewerRoute()
  @GameETag()
  @ApiExtraModels(CompactMovesDto, CompactUnitMovesDto)
  @ApiOperation({
    summary: 'What the caller may do now; each `command` can be posted as is',
    description:
      'The verbose list (default) or, with `format=compact`, the compact form `pratzen-moves/1` ' +
      "(each unit's moves as a tree of hexes, any path rebuilt from it; every other action as " +
      'in the verbose list), computed from the same list for the same viewer and sent ' +
      'pre-compressed by Accept-Encoding (br, gzip). 406 COMPACT_FORM_UNSUPPORTED: a ruleset ' +
      'played on a table (its moves are action spaces).',
  })
  @ApiOkResponse({
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(LegalActionView) } },
        { $ref: getSchemaPath(CompactMovesDto) },
      ],
    },
  })
  @ApiProblems(400, 401, 404, 406)
  async legalActions(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Query() q: LegalActionsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const query = { unitId: q.unit, type: q.type };
    if (q.format === 'compact') {
      const body = await this.reads.compactMoves(gameId, viewer, query);
      const encoding = pickEncoding(reply.request.headers['accept-encoding']);
      void reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
      if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
      return body[encoding];
    }
    // Cached JSON bytes, sent as they are with the content type Fastify gives a serialized object.
    const bytes = await this.reads.legalActionsBytes(gameId, viewer, query);
    void reply.type('application/json; charset=utf-8');
    return bytes;
  }

  @Get(':gameId/victory')
  @GameETag()
  @ApiOperation({ summary: 'Victory tally per side, and the result once the game is over' })
  @ApiOkResponse({ type: VictoryDto })
  @ApiProblems(404)
  victory(@Param('gameId') gameId: string) {
    return this.reads.victory(gameId);
  }
}
