import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { JSONScalar } from '../graphql/json.scalar';
import { TournamentLabel } from '../organisers/tournament-label';
import { DICE_MODE, type DiceMode } from './dice-mode';

/**
 * A game's creation input, written once: the TypeScript type the application layer takes
 * (GameCreation), the OpenAPI request body `CreateGameDto`, the GraphQL input `CreateGameInput`,
 * and their checks (class-validator, run by the app's global ValidationPipe for both transports:
 * 400 VALIDATION_FAILED). GraphQL may send `null` for a member it leaves out; graphql.mappers.ts
 * makes it absent.
 */

const DICE_MODES: readonly DiceMode[] = ['server', 'manual'];

@ApiSchema({ name: 'DiceOptionsDto' })
@InputType('DiceOptions')
export class DiceOptions {
  @ApiProperty({
    enum: DICE_MODES,
    description:
      'server: HMAC-SHA256 dice from a secret seed; manual: physical dice sent with commands',
  })
  @Field(() => DICE_MODE)
  @IsIn(DICE_MODES)
  readonly mode!: DiceMode;
}

@ApiSchema({ name: 'CreateGameDto' })
@InputType('CreateGameInput')
export class CreateGameInput {
  @ApiProperty({ example: 'spi-1980' })
  @Field(() => ID)
  @IsString()
  @Length(1, 64)
  readonly rulesetId!: string;

  @ApiProperty({ example: 'historical' })
  @Field(() => ID)
  @IsString()
  @Length(1, 64)
  readonly scenarioId!: string;

  @ApiPropertyOptional({ type: [String], example: ['corps-integrity'] })
  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  readonly optionalRules?: readonly string[];

  @ApiPropertyOptional({ type: () => DiceOptions, description: 'default: {mode: "server"}' })
  @Field(() => DiceOptions, { nullable: true, description: 'Default: server dice.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DiceOptions)
  readonly dice?: DiceOptions;

  /** A custom position (api.md `setup`), in the ruleset's shape. */
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      "custom position, in the ruleset's shape: its JSON Schema is `setupSchema` in " +
      'GET /v1/rulesets/{rulesetId} (hex rulesets: {turn, phase, activeSide, units: ' +
      '[{unitId, hex, strength?, disrupted?}]}; free-form rulesets: poses on a table)',
  })
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'A custom position `{turn, phase, activeSide, units: [...]}` (api.md `setup`).',
  })
  @IsOptional()
  @IsObject()
  readonly setup?: Readonly<Record<string, unknown>>;

  @ApiPropertyOptional({ example: 'Pratzen Open 2025' })
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  @TournamentLabel()
  readonly tournament?: string;

  @ApiPropertyOptional({ example: 'Round 1, table 3' })
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  readonly label?: string;

  /**
   * Per side, a bot instead of a seat: `{"allied": {"bot": "greedy"}}` (apps/api/src/bots).
   * Checked by the bot catalogue (400 BAD_PLAYERS, UNKNOWN_BOT, BOT_NEEDS_SERVER_DICE).
   */
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
  @Field(() => JSONScalar, {
    nullable: true,
    description:
      'Per side, a bot instead of a seat: `{"allied": {"bot": "greedy"}}` (bots: `bots` query); ' +
      'no token for that side; server dice only (BOT_NEEDS_SERVER_DICE).',
  })
  @IsOptional()
  @IsObject()
  readonly players?: Readonly<Record<string, unknown>>;
}
