import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type { ViewedEvent } from '@pratzen/game';
import { JSONScalar } from '../graphql/json.scalar';
import { DICE_MODE, type DiceMode } from './dice-mode';

/** A member of free form (its shape is the ruleset's). */
const FREE = { type: 'object', additionalProperties: true } as const;

/**
 * The shapes of the games' application layer, shared by the REST controllers and the GraphQL
 * resolvers (both thin), which call the role services directly: GameCreation and GamesCommands
 * (commands/), GameSummaries, GamesReads and GameEventLog (reads/), GamesLive (live/),
 * GameViewers (viewers/). Failures are `ApiProblem`s.
 */
export type GameStatus = 'active' | 'over';

/** The values of a game's `status`, as both transports spell them (the GraphQL enum `GameStatus`). */
export const GAME_STATUS = { active: 'active', over: 'over' } as const satisfies Record<
  GameStatus,
  GameStatus
>;
registerEnumType(GAME_STATUS, { name: 'GameStatus' });

/** The dice modes (dice-mode.ts: create-game.contract.ts reads them without a cycle). */
export { DICE_MODE, type DiceMode };

/*
 * The concepts below are each written once, as a class that is at the same time the TypeScript
 * type, the OpenAPI schema (`@ApiProperty`, component named by `@ApiSchema`) and the GraphQL
 * object type (`@Field`, type named by `@ObjectType`): a member added, removed or made nullable
 * here changes all three. The two transports keep their own descriptions.
 */

@ApiSchema({ name: 'DiceInfoDto' })
@ObjectType('DiceInfo')
export class DiceInfo {
  @ApiProperty({ enum: Object.values(DICE_MODE) })
  @Field(() => DICE_MODE)
  readonly mode!: DiceMode;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'SHA-256 (hex) of the server dice seed; null in manual mode',
  })
  @Field(() => String, {
    nullable: true,
    description:
      'SHA-256 (hex) of the server dice seed, published at creation; null in manual mode.',
  })
  readonly commitment!: string | null;
}

/** How a game ended (a summary's `result`, set once it is over): the result and the reason. */
@ApiSchema({ name: 'GameOutcomeDto' })
@ObjectType('GameOutcome')
export class GameOutcome {
  @ApiProperty({ type: String, nullable: true, description: 'null for a draw' })
  @Field(() => String, { nullable: true, description: 'null for a draw' })
  readonly winner!: string | null;
  @ApiProperty({ example: 'decisive' })
  @Field()
  readonly level!: string;
  @ApiProperty()
  @Field(() => Float)
  readonly margin!: number;
  /** `victory-conditions`, `resignation`, `draw-agreed` or `adjudicated`. */
  @ApiProperty({ enum: ['victory-conditions', 'resignation', 'draw-agreed', 'adjudicated'] })
  @Field({ description: '`victory-conditions`, `resignation`, `draw-agreed` or `adjudicated`.' })
  readonly reason!: string;
}

/**
 * A game's summary (GET /v1/games/{id}); in GraphQL the type `Game`, whose other fields are
 * resolved for the caller's view (GameFieldsResolver). Lists and single games share the type so
 * a client can drill into any of them.
 */
@ApiSchema({ name: 'GameSummaryDto' })
@ObjectType('Game')
export class GameSummary {
  @ApiProperty({ format: 'uuid' })
  @Field(() => ID)
  readonly id!: string;
  @ApiProperty({ example: 'spi-1980' })
  @Field(() => ID)
  readonly rulesetId!: string;
  @ApiProperty({ example: '1.0.0' })
  @Field()
  readonly rulesetVersion!: string;
  @ApiProperty({ example: 'historical' })
  @Field(() => ID)
  readonly scenarioId!: string;
  @ApiProperty({ enum: Object.values(GAME_STATUS) })
  @Field(() => GAME_STATUS)
  readonly status!: GameStatus;
  @ApiProperty({ example: 1 })
  @Field(() => Int)
  readonly turn!: number;
  @ApiProperty({ example: 'movement' })
  @Field()
  readonly phase!: string;
  @ApiProperty({ example: 'allied' })
  @Field()
  readonly activeSide!: string;
  @ApiProperty({
    ...FREE,
    nullable: true,
    description: 'the choice a side must make now (typed by typed-shapes.ts: AnyPendingDecision)',
  })
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'The choice a side must make now (type, side, rule, prompt), or null.',
  })
  readonly pendingDecision!: unknown;
  /** The number of events in the game's stream. */
  @ApiProperty({ description: 'number of events in the game stream (send as expectedVersion)' })
  @Field(() => Int, { description: "The number of events in the game's stream." })
  readonly version!: number;
  @ApiProperty({ type: () => DiceInfo })
  @Field(() => DiceInfo)
  readonly dice!: DiceInfo;
  @ApiProperty({ description: 'started from a custom position (setup)' })
  @Field({ description: 'True for games started from a custom position (`setup`).' })
  readonly custom!: boolean;
  @ApiProperty({ type: [String] })
  @Field(() => [String])
  readonly optionalRules!: readonly string[];
  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true })
  readonly tournament!: string | null;
  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true })
  readonly label!: string | null;
  @ApiProperty({ format: 'date-time' })
  @Field({ description: 'ISO 8601.' })
  readonly createdAt!: string;
  /** SHA-256 hash of the stream's last event: the head of the game's hash chain. */
  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    description: "SHA-256 of the stream's last event envelope: the head of the hash chain",
  })
  @Field({ description: "SHA-256 (hex) of the stream's last event: the head of the hash chain." })
  readonly headHash!: string;
  /** How the game ended (set once it is over): the result and the reason. */
  @ApiProperty({ type: () => GameOutcome, nullable: true, description: 'set once over' })
  @Field(() => GameOutcome, { nullable: true, description: 'How the game ended, once over.' })
  readonly result!: GameOutcome | null;
}

/** A seat's bearer token, as POST /v1/games shows it once (REST's `seats` values). */
@ApiSchema({ name: 'SeatTokenDto' })
export class SeatToken {
  @ApiProperty({ description: 'bearer token of the seat; shown once, only its hash is kept' })
  readonly token!: string;
}

/**
 * A created game with its credentials (shown only here). REST keys seats and bots by side; GraphQL
 * lists them (`[Seat]`, `[BotSeat]`, resolved from the same object by CreatedGameResolver), so the
 * schema stays the same whatever a ruleset names its sides.
 */
@ApiSchema({ name: 'CreatedGameDto' })
@ObjectType('CreatedGame')
export class CreatedGame {
  @ApiProperty({ type: () => GameSummary })
  @Field(() => GameSummary)
  readonly game!: GameSummary;
  /** One bearer token per side played by a person (none for a bot side); only hashes are stored. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(SeatToken) },
    example: { allied: { token: 'pzt_...' }, french: { token: 'pzt_...' } },
  })
  readonly seats!: Readonly<Record<string, SeatToken>>;
  /** The sides the server plays, by bot id (`{}` when none). */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { allied: 'greedy' },
    description: 'the sides the server plays, by bot id (no seat token for them); {} when none',
  })
  readonly bots!: Readonly<Record<string, string>>;
  @ApiProperty({ description: 'sees everything, acts for no side' })
  @Field({ description: 'Bearer token that sees everything; shown once.' })
  readonly refereeToken!: string;
}

/**
 * A game in the games list: its summary, and what the caller's organiser token may do in it (in
 * GraphQL the field `Game.refereeAccess`, resolved by GamesResolver).
 */
@ApiSchema({ name: 'ListedGameDto' })
export class ListedGame extends GameSummary {
  /**
   * True when the caller sent the token of the organiser who created this game: that token is
   * the game's referee credential (referee views, the record with its seed, `Adjudicate`).
   */
  @ApiProperty({
    description:
      "true when the caller's organiser token is this game's referee credential (its organiser created it)",
  })
  readonly refereeAccess!: boolean;
}

/** Who creates a game: an organiser (ORGANISER_TOKENS id), or an anonymous caller (null). */
export interface GameCreator {
  readonly organiser: string | null;
}

export interface GameFilter {
  readonly rulesetId?: string;
  readonly status?: GameStatus;
  readonly tournament?: string;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Pass as `after` for the next page; null at the end. */
  readonly nextCursor: string | null;
}

/** A page of the games list (GET /v1/games; GraphQL `games`, `Ruleset.games`). */
@ApiSchema({ name: 'GamePageDto' })
@ObjectType('GamePage')
export class GamePage implements Page<ListedGame> {
  @ApiProperty({ type: () => [ListedGame] })
  @Field(() => [GameSummary])
  readonly items!: readonly ListedGame[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as `after` for the next page' })
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null at the end.',
  })
  readonly nextCursor!: string | null;
}

/** api.md "Events": the stored envelope, as the caller may see it (libs/game's `ViewedEvent`). */
export type EventEnvelope = ViewedEvent;

/** What a command answers, written once for both transports (command.contract.ts). */
export {
  CommandResult,
  CommandViolation,
  EventMeta,
  GameEvent,
  ValidationResult,
} from './command.contract';

export interface SubmitOptions {
  readonly expectedVersion?: number;
  readonly idempotencyKey?: string;
}

/** A command body as sent: `{type, ...payload}`; `dice` carries physical dice in manual mode. */
export type CommandBody = {
  readonly type: string;
  readonly dice?: readonly number[];
  readonly [k: string]: unknown;
};

/*
 * Written once for both transports in create-game.contract.ts, which reads DICE_MODE above: this
 * re-export stays last, so that DICE_MODE is defined whichever module loads first.
 */
export { CreateGameInput, DiceOptions } from './create-game.contract';
