/**
 * The first event of every game stream (`game-<id>`, version 1). It is the game's own event,
 * not the ruleset's: everything needed to rebuild the initial state (ruleset, scenario,
 * options, custom position), the seats and the dice commitment — public, and part of every game
 * record (libs/audit). The dice seed and the token hashes are NOT here: they live in
 * `game-<id>-secrets`, which no endpoint reads (games created before that kept the token hashes
 * here: `LegacySeats`).
 */
export const GAME_CREATED = 'GameCreated';

export type DiceMode = 'server' | 'manual';

/** Seats of games created before the token hashes moved to the secrets stream. */
export type LegacySeats = Readonly<Record<string, { readonly tokenHash: string }>>;

export interface GameCreatedData {
  readonly gameId: string;
  readonly rulesetId: string;
  readonly rulesetVersion: string;
  readonly scenarioId: string;
  readonly optionalRules: readonly string[];
  /** The custom position (api.md `setup`), or null for the scenario's own set-up. */
  readonly setup: unknown;
  readonly custom: boolean;
  readonly dice: { readonly mode: DiceMode; readonly commitment: string | null };
  /** The sides that have a seat (legacy games: by side, with the token hash). */
  readonly seats: readonly string[] | LegacySeats;
  /**
   * The sides the server plays, by bot id (`{"allied": "greedy"}`): they have no seat token.
   * Absent in games without bot seats (and in games created before bot seats existed).
   */
  readonly bots?: Readonly<Record<string, string>>;
  /** Legacy games only (now in the secrets stream). */
  readonly refereeTokenHash?: string;
  readonly label: string | null;
  readonly tournament: string | null;
  readonly createdAt: string;
  /**
   * Games sealed over their events' public forms (libs/audit "Hidden information"): the
   * commitment scheme and SHA-256 of the commit key. Absent in games created before (their
   * events are hashed as stored: format 1).
   */
  readonly commitments?: { readonly scheme: string; readonly keyCommitment: string };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sides of a game, whatever GameCreated's format (a list, or legacy seats by side). */
export function seatsOf(seats: unknown): string[] {
  if (Array.isArray(seats)) return seats.filter((s): s is string => typeof s === 'string');
  return isObject(seats) ? Object.keys(seats) : [];
}

/** GameCreated as viewers see it: legacy games' token hashes are hidden. */
export function publicGameCreated(data: GameCreatedData): GameCreatedData {
  if (Array.isArray(data.seats)) return data;
  const { refereeTokenHash: _hidden, ...rest } = data;
  return { ...rest, seats: seatsOf(data.seats) };
}
