import { ApiProperty } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * Response shapes of the games endpoints written for the OpenAPI document only; the concepts
 * written once for every channel are in games.contract.ts (a game's summary, dice, outcome,
 * listed game, created game, page), command.contract.ts (command results, events, validation)
 * and legal-action.contract.ts.
 */

const FREE = { type: 'object', additionalProperties: true } as const;

export class GameStateDto {
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty({ description: 'the version this state follows' }) version!: number;
  @ApiProperty({ example: 'side:french', description: 'whose view: side:<id>, spectator, referee' })
  viewer!: string;
  @ApiProperty({ example: 'spi-1980', description: 'the ruleset: says which shape `state` has' })
  rulesetId!: string;
  @ApiProperty({ ...FREE, description: "the ruleset's view of the board for this viewer" })
  state!: unknown;
}

export class VictoryResultDto {
  @ApiProperty({ type: String, nullable: true, description: 'null for a draw' })
  winner!: string | null;
  @ApiProperty({ example: 'decisive' }) level!: string;
  @ApiProperty() margin!: number;
}

export class VictoryDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      required: ['points', 'breakdown'],
      properties: {
        points: { type: 'number' },
        breakdown: {
          type: 'object',
          additionalProperties: { type: 'number' },
          description: 'points by source (the ruleset names them)',
        },
      },
    },
    description: 'per side: its points and where they come from',
  })
  sides!: Record<string, { points: number; breakdown: Record<string, number> }>;
  @ApiProperty({ type: VictoryResultDto, nullable: true, description: 'set once over' })
  result!: VictoryResultDto | null;
}

/** Documents POST /commands bodies: any command of the game's ruleset (see its schemas). */
export const COMMAND_BODY_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['type'],
  additionalProperties: true,
  properties: {
    type: { type: 'string', example: 'EndPhase' },
    expectedVersion: { type: 'integer', minimum: 0, description: 'or the If-Match header' },
    dice: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 6 },
      description: 'manual dice mode only: the faces rolled',
    },
  },
  description: "a command of the game's ruleset: GET /v1/rulesets/{id} lists their JSON Schemas",
};
