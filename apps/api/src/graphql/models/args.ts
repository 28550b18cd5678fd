import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../games/reads/games.projection';
import { MAX_EVENTS_LIMIT } from '../../games/reads/game-event-log';
import type { ListSize } from '../query-limits';
import { GameFilterInput } from './inputs';

// Argument sets of the list-like fields, validated like the REST query DTOs (games.dto.ts).

/** A page of games multiplies the cost of what is selected per game (query-limits.ts). */
export const GAMES_LIST_SIZE: ListSize = {
  argument: 'first',
  default: DEFAULT_PAGE_SIZE,
  max: MAX_PAGE_SIZE,
};

@ArgsType()
export class PageArgs {
  @Field(() => String, { nullable: true, description: '`nextCursor` of the previous page.' })
  @IsOptional()
  @MaxLength(100)
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `1..${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}.`,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first?: number | null;
}

@ArgsType()
export class GamesArgs extends PageArgs {
  @Field(() => GameFilterInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => GameFilterInput)
  filter?: GameFilterInput | null;
}

@ArgsType()
export class StateArgs {
  @Field(() => Int, {
    nullable: true,
    description: 'The state right after event `at` (1 is the set-up); default: now.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  at?: number | null;
}

@ArgsType()
export class LegalActionsArgs {
  @Field(() => String, { nullable: true, description: 'Only the actions concerning this unit.' })
  @IsOptional()
  @Length(1, 64)
  unit?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this command type.' })
  @IsOptional()
  @Length(1, 64)
  type?: string | null;
}

@ArgsType()
export class MeasureArgs {
  @Field(() => String, { description: 'The unit measured from (the shooter, the mover).' })
  @Length(1, 128)
  from!: string;

  @Field(() => String, {
    description:
      'The unit measured to (the target); atw also reads a table point `x,y` in inches when no unit has that id.',
  })
  @Length(1, 128)
  to!: string;
}

@ArgsType()
export class EventsArgs {
  @Field(() => Int, { nullable: true, description: 'First version to return; default 1.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  from?: number | null;

  @Field(() => Int, { nullable: true, description: `1..${MAX_EVENTS_LIMIT}, default 100.` })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_EVENTS_LIMIT)
  limit?: number | null;
}

@ArgsType()
export class BoardArgs {
  @Field(() => Int, {
    nullable: true,
    description: 'The board right after event `at` (1 is the set-up); default: now.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  at?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "A unit whose legal moves (the caller's) the picture draws.",
  })
  @IsOptional()
  @IsString()
  @Length(1, 128)
  highlight?: string | null;
}
