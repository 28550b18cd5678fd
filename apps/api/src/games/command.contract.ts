import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ViewedEvent } from '@pratzen/game';
import { FieldViolation } from '../common/field-violation';
import { JSONScalar } from '../graphql/json.scalar';

/**
 * What a command answers, written once (as games.contract.ts's summary): each class is the
 * TypeScript type, the OpenAPI schema (`@ApiProperty`, component named by `@ApiSchema`) and the
 * GraphQL object type (`@Field`, type named by `@ObjectType`). A member absent on REST is null in
 * GraphQL (graphql.mappers.ts fills the nulls).
 */

const FREE = { type: 'object', additionalProperties: true } as const;

/** api.md "Events": the stored envelope's meta, as the caller may see it (REST's typed form). */
@ApiSchema({ name: 'EventMetaDto' })
export class EventMeta {
  @ApiProperty({ description: 'the Idempotency-Key, or a generated UUID' })
  readonly commandId!: string;
  @ApiProperty({ example: 'MoveUnit' }) readonly commandType!: string;
  @ApiProperty({ example: 'french', description: 'side, referee or system' })
  readonly actor!: string;
  @ApiProperty({ format: 'date-time' }) readonly recordedAt!: string;
  @ApiProperty({ example: '1.0.0' }) readonly rulesetVersion!: string;
  @ApiPropertyOptional({
    allOf: [{ $ref: '#/components/schemas/AnyCommand' }],
    description: 'first event of a batch: the command (shown to its sender and the referee)',
  })
  readonly command?: unknown;
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
  readonly dice?: readonly unknown[];
  @ApiPropertyOptional({ description: 'true on a Redacted placeholder' })
  readonly redacted?: boolean;
  @ApiPropertyOptional({ description: 'the hash-chain format (2: sealed over public forms)' })
  readonly chain?: number;
  @ApiPropertyOptional({ description: "the previous event's hash (hex SHA-256)" })
  readonly prevHash?: string;
  @ApiPropertyOptional({ description: "this envelope's hash (hex SHA-256)" })
  readonly hash?: string;
  @ApiPropertyOptional({ description: 'salted commitment to what the public form hides' })
  readonly commitment?: string;
  @ApiPropertyOptional({ description: 'opens `commitment`: to a viewer who sees the whole event' })
  readonly commitmentSalt?: string;
}

/**
 * A stored event as the caller may see it (libs/game's `ViewedEvent`, which the class
 * implements). Its OpenAPI component `EventEnvelopeDto` is then typed per ruleset
 * (openapi/event-shapes.ts); in GraphQL `data` and `meta` are JSON.
 */
@ApiSchema({ name: 'EventEnvelopeDto' })
@ObjectType('GameEvent', { description: "A stored event, redacted for the caller's view." })
export class GameEvent implements ViewedEvent {
  @ApiProperty({ format: 'uuid' })
  @Field(() => ID)
  readonly gameId!: string;
  @ApiProperty({ description: '1-based position in the game stream' })
  @Field(() => Int, { description: "1-based position in the game's stream." })
  readonly version!: number;
  @ApiProperty({ example: 'UnitMoved', description: '`Redacted` when hidden from the viewer' })
  @Field({ description: 'Past tense, e.g. `UnitMoved`.' })
  readonly type!: string;
  @ApiProperty({ ...FREE, nullable: true })
  @Field(() => JSONScalar, { nullable: true })
  readonly data!: unknown;
  @ApiProperty({ type: () => EventMeta })
  @Field(() => JSONScalar, {
    description: 'commandId, commandType, actor, recordedAt, rulesetVersion (and audit fields).',
  })
  readonly meta!: ViewedEvent['meta'];
}

/** An accepted command: the game's version after it and the events it stored. */
@ApiSchema({ name: 'CommandResultDto' })
@ObjectType('CommandResult')
export class CommandResult {
  @ApiProperty({ description: 'the game version after the command' })
  @Field(() => Int, { description: 'The stream version after the command.' })
  readonly version!: number;
  @ApiProperty({ type: () => [GameEvent] })
  @Field(() => [GameEvent])
  readonly events!: readonly ViewedEvent[];
}

/** The problem a command would get (422 rule violation or 400/403/409), reported by validate. */
@ApiSchema({ name: 'CommandViolationDto' })
@ObjectType('CommandViolation')
export class CommandViolation {
  @ApiProperty({ example: 422, description: 'the status POST /commands would answer' })
  @Field(() => Int, { description: 'HTTP-equivalent status the command would get.' })
  readonly status!: number;
  @ApiProperty({ example: 'ENEMY_OCCUPIED' })
  @Field()
  readonly code!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: '4.3' })
  @Field(() => String, { nullable: true, description: 'The rule case broken, e.g. "4.3".' })
  readonly rule?: string | null;
  @ApiProperty()
  @Field()
  readonly detail!: string;
  /** Field errors, for a malformed command (400); GraphQL: `[]` when none. */
  @ApiPropertyOptional({ type: () => [FieldViolation] })
  @Field(() => [FieldViolation], { description: 'Field errors, for a malformed command.' })
  readonly violations?: readonly FieldViolation[];
  @ApiPropertyOptional(FREE)
  @Field(() => JSONScalar, { nullable: true })
  readonly details?: Readonly<Record<string, unknown>> | null;
}

/** What commands/validate answers: valid or the violation, and what the command would do. */
@ApiSchema({ name: 'ValidationResultDto' })
@ObjectType('ValidationResult')
export class ValidationResult {
  @ApiProperty()
  @Field()
  readonly valid!: boolean;
  /** The problem the command would get (422 rule violation or 400/403), without storing anything. */
  @ApiPropertyOptional({ type: () => CommandViolation })
  @Field(() => CommandViolation, { nullable: true })
  readonly violation?: CommandViolation | null;
  /** For an attack: odds column and the outcome table. */
  @ApiPropertyOptional({
    allOf: [{ $ref: '#/components/schemas/AnyPreview' }],
    description: "for an attack: odds column and outcome table (the game's ruleset's shape)",
  })
  @Field(() => JSONScalar, { nullable: true, description: 'For an attack: `{odds, outcomes}`.' })
  readonly preview?: unknown;
  /**
   * How many dice the command would roll (manual mode: how many faces to send); absent (GraphQL:
   * null) when the count would tell the caller something hidden from it (the ruleset's
   * `diceCountHidden`).
   */
  @ApiPropertyOptional({
    type: Number,
    description:
      'dice the command rolls (manual mode: faces to send); absent when the count would tell the caller something hidden from it (e.g. an attack on a face-down counter)',
  })
  @Field(() => Int, {
    nullable: true,
    description:
      'How many dice the command would roll (manual mode: how many faces to send); null when the count would tell the caller something hidden from it (e.g. an attack on a face-down counter).',
  })
  readonly diceNeeded?: number | null;
}
