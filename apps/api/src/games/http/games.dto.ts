import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { CreateGameInput, DiceMode, GameFilter } from '../games.contract';
import { MAX_PAGE_SIZE } from '../reads/games.projection';
import { MAX_EVENTS_LIMIT } from '../reads/game-event-log';
import { TournamentLabel } from '../../organisers/tournament-label';

/** Request DTOs of the games endpoints (validated by the global ValidationPipe: 400). */

export class DiceOptionsDto {
  @ApiProperty({
    enum: ['server', 'manual'],
    description:
      'server: HMAC-SHA256 dice from a secret seed; manual: physical dice sent with commands',
  })
  @IsIn(['server', 'manual'])
  mode!: DiceMode;
}

export class CreateGameDto implements CreateGameInput {
  @ApiProperty({ example: 'spi-1980' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiProperty({ example: 'historical' })
  @IsString()
  @Length(1, 64)
  scenarioId!: string;

  @ApiPropertyOptional({ type: [String], example: ['corps-integrity'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  optionalRules?: string[];

  @ApiPropertyOptional({ type: DiceOptionsDto, description: 'default: {mode: "server"}' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DiceOptionsDto)
  dice?: DiceOptionsDto;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      "custom position, in the ruleset's shape: its JSON Schema is `setupSchema` in " +
      'GET /v1/rulesets/{rulesetId} (hex rulesets: {turn, phase, activeSide, units: ' +
      '[{unitId, hex, strength?, disrupted?}]}; free-form rulesets: poses on a table)',
  })
  @IsOptional()
  @IsObject()
  setup?: Record<string, unknown>;

  @ApiPropertyOptional({ example: 'Pratzen Open 2025' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  @TournamentLabel()
  tournament?: string;

  @ApiPropertyOptional({ example: 'Round 1, table 3' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  label?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: {
      type: 'object',
      properties: {
        bot: {
          type: 'string',
          nullable: true,
          description: 'a bot id from GET /v1/bots; null or absent: a seat',
        },
      },
    },
    example: { allied: { bot: 'greedy' } },
    description:
      'per side, a bot instead of a seat: no token is issued for that side and the server ' +
      'plays it (server dice only: BOT_NEEDS_SERVER_DICE); sides not listed get seats',
  })
  @IsOptional()
  @IsObject()
  players?: Record<string, { bot?: string | null } | null>;
}

export class ListGamesQueryDto implements GameFilter {
  @ApiPropertyOptional({ example: 'spi-1980' })
  @IsOptional()
  @IsString()
  rulesetId?: string;

  @ApiPropertyOptional({ enum: ['active', 'over'] })
  @IsOptional()
  @IsIn(['active', 'over'])
  status?: 'active' | 'over';

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @TournamentLabel()
  tournament?: string;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  after?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first?: number;
}

export class StateQueryDto {
  @ApiPropertyOptional({ minimum: 1, description: 'the state right after event `at` (1 = set-up)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  at?: number;
}

export class LegalActionsQueryDto {
  @ApiPropertyOptional({ example: 'becker', description: 'only the actions concerning this unit' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  unit?: string;

  @ApiPropertyOptional({ example: 'MoveUnit', description: 'only this command type' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  type?: string;

  @ApiPropertyOptional({
    enum: ['verbose', 'compact'],
    default: 'verbose',
    description:
      '`verbose`: one action per command, each with its details (the default); `compact`: ' +
      "`pratzen-moves/1`, each unit's moves as hex → [cost, previous hex] and every other " +
      'action as in the verbose list, sent pre-compressed (406 COMPACT_FORM_UNSUPPORTED for ' +
      'rulesets played on a table)',
  })
  @IsOptional()
  @IsIn(['verbose', 'compact'])
  format?: 'verbose' | 'compact';
}

export class EventsQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'first version to return' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  from?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_EVENTS_LIMIT, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_EVENTS_LIMIT)
  limit?: number;
}

export class StreamQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    default: 1,
    description: 'first version to send; a Last-Event-ID header takes precedence',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  from?: number;
}

export class MeasureQueryDto {
  @ApiProperty({ example: 'fr-1', description: 'the unit measured from (the shooter, the mover)' })
  @IsString()
  @Length(1, 128)
  from!: string;

  @ApiProperty({
    example: 'al-1',
    description:
      'the unit measured to (the target); atw also reads a table point `x,y` in inches (e.g. ' +
      '`30,47.5`) when no unit has that id',
  })
  @IsString()
  @Length(1, 128)
  to!: string;
}

export class BoardQueryDto {
  @ApiPropertyOptional({ minimum: 1, description: 'the board right after event `at` (1 = set-up)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  at?: number;

  @ApiPropertyOptional({
    example: 'kienmayer',
    description:
      "a unit whose legal moves (the caller's, at that version) are drawn: reachable hexes " +
      'with their cost, or its reach polygon on a table',
  })
  @IsOptional()
  @IsString()
  @Length(1, 128)
  highlight?: string;
}
