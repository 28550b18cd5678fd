import type { DiceMode } from './games.contract';

/**
 * The first event of every game stream (`game-<id>`). It is the API's own event, not the
 * ruleset's: everything needed to rebuild the initial state (ruleset, scenario, options, custom
 * position) plus the seat token hashes and the dice commitment. The dice seed is NOT here: it
 * lives in `game-<id>-secrets`, which no endpoint reads.
 */
export const GAME_CREATED = 'GameCreated';
export const DICE_SEED_CREATED = 'DiceSeedCreated';

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
  /** SHA-256 (hex) of each seat's bearer token, by side. */
  readonly seats: Readonly<Record<string, { readonly tokenHash: string }>>;
  readonly refereeTokenHash: string;
  readonly label: string | null;
  readonly tournament: string | null;
  readonly createdAt: string;
}

/** Secrets stream payload: the server dice seed (hex). */
export interface DiceSeedData {
  readonly seed: string;
}

/** Game ids are UUIDs: anything else is 404 without touching the store. */
const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isGameId = (id: string): boolean => GAME_ID.test(id);
export const gameStream = (gameId: string): string => `game-${gameId}`;
export const secretsStream = (gameId: string): string => `game-${gameId}-secrets`;

/** The game id of a game stream; null for secrets streams and anything else. */
export function gameIdOfStream(streamId: string): string | null {
  if (!streamId.startsWith('game-')) return null;
  const id = streamId.slice('game-'.length);
  return isGameId(id) ? id : null;
}

/** GameCreated as viewers see it: the seats that exist, never their token hashes. */
export function publicGameCreated(data: GameCreatedData): Record<string, unknown> {
  const { seats, refereeTokenHash: _hidden, ...rest } = data;
  return { ...rest, seats: Object.keys(seats) };
}
