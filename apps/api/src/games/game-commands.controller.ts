import {
  Body,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import { ifMatchVersion } from '../common/http-headers';
import { ApiProblems } from '../common/problem.dto';
import { GameViewer, GameViewerGuard } from './game-viewer.guard';
import { type CommandBody, GAMES_API, type GamesApi } from './games.contract';
import { COMMAND_BODY_SCHEMA, CommandResultDto, ValidationResultDto } from './games.responses';

@ApiTags('commands')
@ApiBearerAuth()
@ApiProblems(429)
@UseGuards(GameViewerGuard)
@Controller('v1/games/:gameId/commands')
export class GameCommandsController {
  constructor(@Inject(GAMES_API) private readonly games: GamesApi) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Submit a command; its events are stored and returned' })
  @ApiBody({ schema: COMMAND_BODY_SCHEMA })
  @ApiHeader({ name: 'If-Match', required: false, description: 'expected version, e.g. "12"' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'a retry with the same key returns the first result and stores nothing',
  })
  @ApiCreatedResponse({ type: CommandResultDto })
  @ApiProblems(400, 401, 403, 404, 409, 413, 422)
  submit(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Body() body: CommandBody,
    @Headers('if-match') ifMatch?: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const expectedVersion = ifMatchVersion(ifMatch);
    return this.games.submit(gameId, viewer, body, {
      ...(expectedVersion !== undefined ? { expectedVersion } : {}),
      ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    });
  }

  @Post('validate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a command without storing it or rolling dice (an attack: odds and outcomes)',
  })
  @ApiBody({ schema: COMMAND_BODY_SCHEMA })
  @ApiOkResponse({ type: ValidationResultDto })
  @ApiProblems(400, 401, 404, 413)
  validate(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Body() body: CommandBody,
  ) {
    return this.games.validate(gameId, viewer, body);
  }
}
