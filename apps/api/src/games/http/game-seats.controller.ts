import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import { ApiProblems } from '../../common/problem.dto';
import { SeatTokenReissue } from '../commands/seat-token-reissue';
import { GameViewer, GameViewerRoute } from './game-viewer.guard';
import { ReissuedSeatTokenDto } from './seat-token.dto';

/** A game's seats: the referee replaces a lost seat token. */
@ApiTags('games')
@ApiProblems(429)
@GameViewerRoute('seat')
@Controller('v1/games/:gameId/seats')
export class GameSeatsController {
  constructor(private readonly seats: SeatTokenReissue) {}

  @Post(':side/token')
  @HttpCode(201)
  @ApiOperation({
    summary: "Reissue a seat's token (referee or the game's organiser)",
    description:
      "Replaces the side's bearer token: the new one is returned once, the old one answers 401 " +
      '`INVALID_TOKEN` from now on. The game log gets `SeatTokenReissued {side, by}` (no token ' +
      'or hash in it). A seat gets 403 `REFEREE_ONLY`, a side the ruleset lacks 422 ' +
      '`UNKNOWN_SIDE`, a side a bot plays 409 `SEAT_PLAYED_BY_BOT`, an ended game 422 `GAME_OVER`.',
  })
  @ApiCreatedResponse({ type: ReissuedSeatTokenDto })
  @ApiProblems(401, 403, 404, 409, 422)
  reissue(
    @Param('gameId') gameId: string,
    @Param('side') side: string,
    @GameViewer() viewer: Viewer,
  ): Promise<ReissuedSeatTokenDto> {
    return this.seats.reissue(gameId, viewer, side);
  }
}
