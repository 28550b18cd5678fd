import { Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { JSONScalar } from '../json.scalar';
import { DICE_MODE, type DiceMode, GAME_STATUS, type GameStatus } from '../../games/games.contract';
import { TournamentLabel } from '../../organisers/tournament-label';

// The class-validator constraints mirror the REST DTOs (games.dto.ts): the app's global
// ValidationPipe checks GraphQL input classes too, with the same 400 VALIDATION_FAILED.

@InputType('DiceOptions')
export class DiceOptionsInput {
  @Field(() => DICE_MODE)
  @Allow()
  mode!: DiceMode;
}

@InputType('CreateGameInput')
export class CreateGameInputModel {
  @Field(() => ID)
  @Length(1, 64)
  rulesetId!: string;

  @Field(() => ID)
  @Length(1, 64)
  scenarioId!: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  optionalRules?: string[] | null;

  @Field(() => DiceOptionsInput, { nullable: true, description: 'Default: server dice.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DiceOptionsInput)
  dice?: DiceOptionsInput | null;

  @Field(() => JSONScalar, {
    nullable: true,
    description: 'A custom position `{turn, phase, activeSide, units: [...]}` (api.md `setup`).',
  })
  @IsOptional()
  @IsObject()
  setup?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 100)
  @TournamentLabel()
  tournament?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  label?: string | null;

  @Field(() => JSONScalar, {
    nullable: true,
    description:
      'Per side, a bot instead of a seat: `{"allied": {"bot": "greedy"}}` (bots: `bots` query); ' +
      'no token for that side; server dice only (BOT_NEEDS_SERVER_DICE).',
  })
  @IsOptional()
  @IsObject()
  players?: Record<string, unknown> | null;
}

@InputType('GameFilter')
export class GameFilterInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @MaxLength(64)
  rulesetId?: string | null;

  @Field(() => GAME_STATUS, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(GAME_STATUS))
  status?: GameStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  @TournamentLabel()
  tournament?: string | null;
}
