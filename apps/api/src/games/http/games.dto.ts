import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import type { GameFilter } from '../games.contract';
import { MAX_PAGE_SIZE } from '../reads/games.projection';
import { MAX_EVENTS_LIMIT } from '../reads/game-event-log';
import { TournamentLabel } from '../../organisers/tournament-label';

/** Request DTOs of the games endpoints (validated by the global ValidationPipe: 400). */

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
