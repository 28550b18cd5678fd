import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import type { FastifyReply } from 'fastify';
import { ApiProblems } from '../../common/problem.dto';
import { GameBoard } from '../reads/game-board';
import { GameETag } from './game-etag';
import { GameViewer, GameViewerRoute } from './game-viewer.guard';
import { BoardQueryDto } from './games.dto';

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/** The board as a picture (issue #15, item 2): SVG drawn from the caller's view. */
@ApiTags('games')
@ApiProblems(429)
@Controller('v1/games')
export class GameBoardController {
  constructor(private readonly board: GameBoard) {}

  @Get(':gameId/board.svg')
  @GameViewerRoute()
  @GameETag()
  @ApiProduces('image/svg+xml')
  @ApiOperation({
    summary: 'The board as an SVG picture, as the caller may see it, now or after event `at`',
    description:
      'Drawn from the same view as GET state for the same token (none: the spectator view), so ' +
      'hidden information is never in it: hex maps with terrain, hexsides, labels and counters; ' +
      'tables with terrain polygons and unit footprints with facing and formation; markers for ' +
      'disruption, morale states and pending decisions; a legend. `highlight` draws that ' +
      "unit's legal moves for the caller (reachable hexes with their cost, or its reach " +
      'polygon). Deterministic: the same game version, viewer and query give the same bytes. ' +
      'Problems: 400 VERSION_OUT_OF_RANGE, 404 GAME_NOT_FOUND, 404 UNIT_NOT_FOUND (a unit the ' +
      'caller cannot see is unknown).',
  })
  @ApiOkResponse({
    description: 'an SVG 1.1 document (UTF-8)',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  @ApiProblems(400, 401, 404)
  async svg(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Query() q: BoardQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const svg = await this.board.svg(gameId, viewer, { at: q.at, highlight: q.highlight });
    void reply.type(SVG_CONTENT_TYPE);
    return svg;
  }
}
