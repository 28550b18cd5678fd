import type { ViewedEvent } from '@pratzen/game';
import type { FieldViolation } from '../common/problem';

/**
 * The shapes of the games' application layer, shared by the REST controllers and the GraphQL
 * resolvers (both thin), which call the role services directly: GameCreation and GamesCommands
 * (commands/), GameSummaries, GamesReads and GameEventLog (reads/), GamesLive (live/),
 * GameViewers (viewers/). Failures are `ApiProblem`s.
 */
export type DiceMode = 'server' | 'manual';

export interface CreateGameInput {
  readonly rulesetId: string;
  readonly scenarioId: string;
  readonly optionalRules?: readonly string[];
  readonly dice?: { readonly mode: DiceMode };
  /** A custom position (api.md `setup`), in the ruleset's shape. */
  readonly setup?: unknown;
  readonly tournament?: string;
  readonly label?: string;
  /**
   * Per side, a bot instead of a seat: `{"allied": {"bot": "greedy"}}` (apps/api/src/bots).
   * Checked by the bot catalogue (400 BAD_PLAYERS, UNKNOWN_BOT, BOT_NEEDS_SERVER_DICE).
   */
  readonly players?: unknown;
}

export interface GameSummary {
  readonly id: string;
  readonly rulesetId: string;
  readonly rulesetVersion: string;
  readonly scenarioId: string;
  readonly status: 'active' | 'over';
  readonly turn: number;
  readonly phase: string;
  readonly activeSide: string;
  readonly pendingDecision: unknown;
  /** The number of events in the game's stream. */
  readonly version: number;
  /** `commitment`: SHA-256 (hex) of the server dice seed; null in manual mode. */
  readonly dice: { readonly mode: DiceMode; readonly commitment: string | null };
  readonly custom: boolean;
  readonly optionalRules: readonly string[];
  readonly tournament: string | null;
  readonly label: string | null;
  readonly createdAt: string;
  /** SHA-256 hash of the stream's last event: the head of the game's hash chain. */
  readonly headHash: string;
  /** How the game ended (set once it is over): the result and the reason. */
  readonly result: GameOutcome | null;
}

export interface GameOutcome {
  readonly winner: string | null;
  readonly level: string;
  readonly margin: number;
  /** `victory-conditions`, `resignation`, `draw-agreed` or `adjudicated`. */
  readonly reason: string;
}

export interface CreatedGame {
  readonly game: GameSummary;
  /** One bearer token per side played by a person (none for a bot side); only hashes are stored. */
  readonly seats: Readonly<Record<string, { readonly token: string }>>;
  /** The sides the server plays, by bot id (`{}` when none). */
  readonly bots: Readonly<Record<string, string>>;
  readonly refereeToken: string;
}

/** A game in the games list: its summary, and what the caller's organiser token may do in it. */
export interface ListedGame extends GameSummary {
  /**
   * True when the caller sent the token of the organiser who created this game: that token is
   * the game's referee credential (referee views, the record with its seed, `Adjudicate`).
   */
  readonly refereeAccess: boolean;
}

/** Who creates a game: an organiser (ORGANISER_TOKENS id), or an anonymous caller (null). */
export interface GameCreator {
  readonly organiser: string | null;
}

export interface GameFilter {
  readonly rulesetId?: string;
  readonly status?: 'active' | 'over';
  readonly tournament?: string;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Pass as `after` for the next page; null at the end. */
  readonly nextCursor: string | null;
}

/** api.md "Events": the stored envelope, as the caller may see it (libs/game's `ViewedEvent`). */
export type EventEnvelope = ViewedEvent;

export interface CommandResult {
  readonly version: number;
  readonly events: readonly EventEnvelope[];
}

export interface SubmitOptions {
  readonly expectedVersion?: number;
  readonly idempotencyKey?: string;
}

export interface ValidationResult {
  readonly valid: boolean;
  /** The problem the command would get (422 rule violation or 400/403), without storing anything. */
  readonly violation?: {
    readonly status: number;
    readonly code: string;
    readonly rule?: string | null;
    readonly detail: string;
    /** Field errors, for a malformed command (400). */
    readonly violations?: readonly FieldViolation[];
    readonly details?: Readonly<Record<string, unknown>>;
  };
  /** For an attack: odds column and the outcome table. */
  readonly preview?: unknown;
  /**
   * How many dice the command would roll (manual mode: how many faces to send); absent when the
   * count would tell the caller something hidden from it (the ruleset's `diceCountHidden`).
   */
  readonly diceNeeded?: number;
}

/** A command body as sent: `{type, ...payload}`; `dice` carries physical dice in manual mode. */
export type CommandBody = {
  readonly type: string;
  readonly dice?: readonly number[];
  readonly [k: string]: unknown;
};
