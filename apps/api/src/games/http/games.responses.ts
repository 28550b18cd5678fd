import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { FieldViolation } from '../../common/field-violation';
import { GameSummary, ListedGame } from '../games.contract';

/**
 * Response shapes of the games endpoints written for the OpenAPI document only; the concepts
 * written once for every channel (a game's summary, its dice and outcome) are in games.contract.ts.
 */

const FREE = { type: 'object', additionalProperties: true } as const;

export class SeatTokenDto {
  @ApiProperty({ description: 'bearer token of the seat; shown once, only its hash is kept' })
  token!: string;
}

export class CreatedGameDto {
  @ApiProperty({ type: () => GameSummary }) game!: GameSummary;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(SeatTokenDto) },
    example: { allied: { token: 'pzt_...' }, french: { token: 'pzt_...' } },
  })
  seats!: Record<string, SeatTokenDto>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { allied: 'greedy' },
    description: 'the sides the server plays, by bot id (no seat token for them); {} when none',
  })
  bots!: Record<string, string>;
  @ApiProperty({ description: 'sees everything, acts for no side' }) refereeToken!: string;
}

export class GamePageDto {
  @ApiProperty({ type: [ListedGame] }) items!: ListedGame[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as `after` for the next page' })
  nextCursor!: string | null;
}

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

export class SpaceCheckDto {
  @ApiProperty({ example: '7.1' }) rule!: string;
  @ApiProperty({ example: 'may not overlap another unit' }) text!: string;
}

export class ActionSpaceDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { type: 'string', enum: ['choice', 'interval', 'region', 'subset'] },
        options: { type: 'array', items: {}, description: 'choice: the values allowed' },
        min: { type: 'number', description: 'interval: lowest value' },
        max: { type: 'number', description: 'interval: highest value' },
        unit: { type: 'string', enum: ['hex', 'UM', 'inch', 'degree'] },
        region: { ...FREE, description: 'region: a GeoJSON Polygon the point must lie in' },
        of: {
          type: 'array',
          items: { type: 'string' },
          description: 'subset: the ids to pick from',
        },
        minItems: { type: 'integer' },
        maxItems: { type: 'integer' },
      },
    },
    description:
      'JSON Pointer (RFC 6901) into `command` → the values that member may take; ' +
      'numbers in the ruleset distance unit (at most three decimals) or degrees (one)',
  })
  vary!: Record<string, unknown>;
  @ApiPropertyOptional({
    ...FREE,
    description: "GeoJSON Polygon: the area the unit's reference point can reach (approximate)",
  })
  reach?: unknown;
  @ApiPropertyOptional({ type: [SpaceCheckDto], description: 'rules a command must also meet' })
  checks?: SpaceCheckDto[];
}

export class LegalActionDto {
  @ApiProperty({
    allOf: [{ $ref: '#/components/schemas/AnyCommand' }],
    description: "a body POST /commands accepts as it is (a command of the game's ruleset)",
  })
  command!: unknown;
  @ApiPropertyOptional({
    type: ActionSpaceDto,
    description:
      'free-form rulesets: what else may vary in `command`, within which bounds ' +
      '(commands/validate stays the exact authority)',
  })
  space?: ActionSpaceDto;
}

export class EventMetaDto {
  @ApiProperty({ description: 'the Idempotency-Key, or a generated UUID' }) commandId!: string;
  @ApiProperty({ example: 'MoveUnit' }) commandType!: string;
  @ApiProperty({ example: 'french', description: 'side, referee or system' }) actor!: string;
  @ApiProperty({ format: 'date-time' }) recordedAt!: string;
  @ApiProperty({ example: '1.0.0' }) rulesetVersion!: string;
  @ApiPropertyOptional({
    allOf: [{ $ref: '#/components/schemas/AnyCommand' }],
    description: 'first event of a batch: the command (shown to its sender and the referee)',
  })
  command?: unknown;
  @ApiPropertyOptional({
    type: 'array',
    items: {
      type: 'object',
      required: ['index', 'face', 'purpose'],
      properties: {
        index: { type: 'integer', description: 'among every die of the game, from 0' },
        face: { type: 'integer' },
        sides: { type: 'integer', description: 'faces of the die (absent: 6)' },
        purpose: { type: 'string' },
      },
    },
    description: 'first event of a batch: the dice used',
  })
  dice?: unknown[];
  @ApiPropertyOptional({ description: 'true on a Redacted placeholder' }) redacted?: boolean;
  @ApiPropertyOptional({ description: 'the hash-chain format (2: sealed over public forms)' })
  chain?: number;
  @ApiPropertyOptional({ description: "the previous event's hash (hex SHA-256)" })
  prevHash?: string;
  @ApiPropertyOptional({ description: "this envelope's hash (hex SHA-256)" }) hash?: string;
  @ApiPropertyOptional({ description: 'salted commitment to what the public form hides' })
  commitment?: string;
  @ApiPropertyOptional({ description: 'opens `commitment`: to a viewer who sees the whole event' })
  commitmentSalt?: string;
}

export class EventEnvelopeDto {
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty({ description: '1-based position in the game stream' }) version!: number;
  @ApiProperty({ example: 'UnitMoved', description: '`Redacted` when hidden from the viewer' })
  type!: string;
  @ApiProperty({ ...FREE, nullable: true }) data!: unknown;
  @ApiProperty({ type: EventMetaDto }) meta!: EventMetaDto;
}

export class CommandResultDto {
  @ApiProperty({ description: 'the game version after the command' }) version!: number;
  @ApiProperty({ type: [EventEnvelopeDto] }) events!: EventEnvelopeDto[];
}

export class CommandViolationDto {
  @ApiProperty({ example: 422, description: 'the status POST /commands would answer' })
  status!: number;
  @ApiProperty({ example: 'ENEMY_OCCUPIED' }) code!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '4.3' }) rule?: string | null;
  @ApiProperty() detail!: string;
  @ApiPropertyOptional({ type: [FieldViolation] }) violations?: FieldViolation[];
  @ApiPropertyOptional(FREE) details?: Record<string, unknown>;
}

export class ValidationResultDto {
  @ApiProperty() valid!: boolean;
  @ApiPropertyOptional({ type: CommandViolationDto }) violation?: CommandViolationDto;
  @ApiPropertyOptional({
    allOf: [{ $ref: '#/components/schemas/AnyPreview' }],
    description: "for an attack: odds column and outcome table (the game's ruleset's shape)",
  })
  preview?: unknown;
  @ApiPropertyOptional({
    description:
      'dice the command rolls (manual mode: faces to send); absent when the count would tell the caller something hidden from it (e.g. an attack on a face-down counter)',
  })
  diceNeeded?: number;
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
