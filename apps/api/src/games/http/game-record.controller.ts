import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ApiProblems } from '../../common/problem.dto';
import { GameETag } from './game-etag';
import { GameViewer, GameViewerRoute } from './game-viewer.guard';
import { GamesRecords } from '../records/games.records';

const RECORD_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: true,
  description:
    'A game record, format `pratzen-record/1` (or `/2`: events sealed over their public forms, with the commit key); its JSON Schema is openapi/record.schema.json',
};

const REPORT_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: true,
  required: ['ok', 'checks', 'firstFailure'],
  properties: {
    ok: { type: 'boolean' },
    checks: { type: 'object', additionalProperties: { type: 'string' } },
    diceSource: {
      type: 'string',
      enum: ['server-seed-verified', 'manual-unverifiable', 'seed-not-revealed'],
    },
    firstFailure: {
      type: 'object',
      nullable: true,
      additionalProperties: true,
      description: 'the first divergent event (version), the check that failed and why',
    },
    notes: { type: 'array', items: { type: 'string' } },
  },
};

@ApiTags('records')
@ApiProblems(401, 403, 404, 429)
@GameViewerRoute()
@Controller('v1/games/:gameId/record')
export class GameRecordController {
  constructor(private readonly records: GamesRecords) {}

  @Get()
  @GameETag()
  @ApiOperation({
    summary: 'The complete game record (to anyone once the game is over; to the referee always)',
  })
  @ApiOkResponse({ schema: { $ref: '#/components/schemas/GameRecordDto' } })
  @ApiQuery({
    name: 'seed',
    required: false,
    type: Boolean,
    description: 'referee only, while the game is in play: include the dice seed',
  })
  record(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Query('seed') seed?: string,
  ) {
    return this.records.record(gameId, viewer, seed === 'true' || seed === '1');
  }
}

@ApiTags('records')
@ApiProblems(400, 413, 429, 503)
@Controller('v1/records')
export class RecordsController {
  constructor(private readonly records: GamesRecords) {}

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Verify a game record independently: hash chain, dice, every command re-decided, victory',
    description:
      'Runs on a worker thread. 413 RECORD_TOO_LARGE over RECORD_LIMIT_EVENTS events (PAYLOAD_TOO_LARGE over RECORD_LIMIT_BYTES); 503 SERVER_BUSY with Retry-After when every verification worker and queue slot is taken.',
  })
  @ApiBody({ schema: RECORD_SCHEMA })
  @ApiOkResponse({ schema: REPORT_SCHEMA })
  verify(@Body() body: unknown) {
    return this.records.verify(body);
  }
}
