import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import { OptionalHeader, ifMatchVersion } from '../../common/http-headers';
import { ApiProblems } from '../../common/problem.dto';
import { GameViewer, GameViewerRoute } from './game-viewer.guard';
import { GamesCommands } from '../commands/games.commands';
import { type CommandBody, CommandResult, ValidationResult } from '../games.contract';
import { COMMAND_BODY_SCHEMA } from './games.responses';
import { reportedProblem } from '../commands/validation-result';

const IF_MATCH = { name: 'If-Match', required: false, description: 'expected version, e.g. "12"' };

@ApiTags('commands')
@ApiProblems(429)
@GameViewerRoute('seat')
@Controller('v1/games/:gameId/commands')
export class GameCommandsController {
  constructor(private readonly commands: GamesCommands) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Submit a command; its events are stored and returned' })
  @ApiBody({ schema: COMMAND_BODY_SCHEMA })
  @ApiHeader(IF_MATCH)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'a retry with the same key returns the first result and stores nothing',
  })
  @ApiCreatedResponse({ type: CommandResult })
  @ApiProblems(400, 401, 403, 404, 409, 413, 422)
  submit(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Body() body: CommandBody,
    @OptionalHeader('if-match') ifMatch?: string,
    @OptionalHeader('idempotency-key') idempotencyKey?: string,
  ) {
    const expectedVersion = ifMatchVersion(ifMatch);
    return this.commands.submit(gameId, viewer, body, {
      ...(expectedVersion !== undefined ? { expectedVersion } : {}),
      ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    });
  }

  @Post('validate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a command without storing it or rolling dice (an attack: odds and outcomes)',
    description:
      'Answers what POST /commands would, without acting: each of its problems (400, 403, 409 ' +
      'VERSION_CONFLICT for a stale `expectedVersion` or If-Match, 422) is reported in ' +
      '`violation` with its status and code.',
  })
  @ApiBody({ schema: COMMAND_BODY_SCHEMA })
  @ApiHeader(IF_MATCH)
  @ApiOkResponse({ type: ValidationResult })
  @ApiProblems(400, 401, 404, 413)
  async validate(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Body() body: CommandBody,
    @OptionalHeader('if-match') ifMatch?: string,
  ) {
    // As submit: a malformed If-Match is its first problem (here reported, not thrown).
    let expectedVersion: number | undefined;
    const badHeader = reportedProblem(() => {
      expectedVersion = ifMatchVersion(ifMatch);
    });
    if (badHeader !== undefined) return badHeader;
    return this.commands.validate(gameId, viewer, body, {
      ...(expectedVersion !== undefined ? { expectedVersion } : {}),
    });
  }
}
