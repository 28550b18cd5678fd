import { ApiProperty } from '@nestjs/swagger';

/** Response shapes of the catalogue (documentation only: the service returns RulesetInfo). */
export class ScenarioRefDto {
  @ApiProperty({ example: 'historical' })
  id!: string;
  @ApiProperty({ example: 'The Battle of Austerlitz, 2 December 1805 (11 turns)' })
  title!: string;
}

export class OptionalRuleDto {
  @ApiProperty({ example: 'corps-integrity' })
  id!: string;
  @ApiProperty({ example: 'Corps Integrity' })
  title!: string;
  @ApiProperty({ example: '11.0', description: 'the rule case that defines it' })
  rule!: string;
}

export class RulesetDto {
  @ApiProperty({ example: 'spi-1980' })
  id!: string;
  @ApiProperty({ example: '1.0.0', description: 'version of the rules code and data' })
  version!: string;
  @ApiProperty({ example: 'The Battle of Austerlitz' })
  title!: string;
  @ApiProperty({ example: 'Simulations Publications, Inc. (SPI)' })
  publisher!: string;
  @ApiProperty({ example: 1980 })
  year!: number;
  @ApiProperty({ enum: ['hex', 'free-form'] })
  geometry!: string;
  @ApiProperty({
    enum: ['hex', 'UM', 'inch'],
    description:
      'what rule distances are counted in: hexes, or a table unit (free-form rulesets; table positions on the wire are numbers in this unit with at most three decimals)',
  })
  distanceUnit!: string;
  @ApiProperty({ type: [String], example: ['allied', 'french'] })
  sides!: string[];
  @ApiProperty({ type: [String], example: ['rally', 'movement', 'combat'] })
  phases!: string[];
  @ApiProperty({ type: [ScenarioRefDto] })
  scenarios!: ScenarioRefDto[];
  @ApiProperty({ type: [OptionalRuleDto] })
  optionalRules!: OptionalRuleDto[];
  @ApiProperty({ enum: ['published', 'reconstruction', 'mixed'] })
  provenance!: string;
}

export class RulesetDetailDto extends RulesetDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object' },
    description: 'JSON Schema (2020-12) of each command type, keyed by type',
  })
  commands!: Record<string, unknown>;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'JSON Schema (2020-12) of a custom set-up (`setup` in POST /v1/games), or null when the ruleset takes none',
  })
  setupSchema!: Record<string, unknown> | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'JSON Schema of an army list (`army` in POST /v1/rulesets/{id}/armies/validate) for a ruleset whose armies are bought by points (atw), or null when it has no army builder',
  })
  armySchema!: Record<string, unknown> | null;
}
