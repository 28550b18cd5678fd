import { randomBytes } from 'node:crypto';
import { COMMITMENT_SCHEME, commitKeyCommitment } from '@pratzen/audit';
import type { DiceMode } from './games.contract';

/**
 * The first event of every game stream (`game-<id>`). It is the API's own event, not the
 * ruleset's: everything needed to rebuild the initial state (ruleset, scenario, options, custom
 * position), the seats and the dice commitment — public, and part of every game record. The
 * dice seed and the token hashes are NOT here: they live in `game-<id>-secrets`, which no
 * endpoint reads (games created before that kept the token hashes here: `LegacySeats`).
 */
export const GAME_CREATED = 'GameCreated';
/** Secrets of a game: its dice seed and the hashes of its tokens. */
export const GAME_SECRETS_CREATED = 'GameSecretsCreated';
/** Legacy secrets event: the seed alone (token hashes were in GameCreated). */
export const DICE_SEED_CREATED = 'DiceSeedCreated';

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

/** Secrets stream payload (GameSecretsCreated; DiceSeedCreated had the seed alone). */
export interface GameSecretsData {
  /** The server dice seed (hex); null in manual mode. */
  readonly seed: string | null;
  /** SHA-256 (hex) of each seat's bearer token, by side, and of the referee's. */
  readonly seatTokenHashes: Readonly<Record<string, string>>;
  readonly refereeTokenHash: string;
  /** The organiser (ORGANISER_TOKENS id) who created the game: its token is a referee's too. */
  readonly organiser?: string;
  /** The commit key (hex, 32 bytes) of the commitments to hidden parts; absent in older games. */
  readonly commitKey?: string;
}

/** What the API keeps of a game's secrets in memory. */
export interface GameSecrets {
  readonly seed: Buffer | null;
  readonly seatTokenHashes: Readonly<Record<string, string>>;
  readonly refereeTokenHash: string;
  /** The organiser who created the game (absent: created anonymously, or before organisers). */
  readonly organiser?: string | null;
  /** The commit key (32 bytes); null or absent: a game created before commitments (format 1). */
  readonly commitKey?: Buffer | null;
}

/** A new game's commit key: 32 random bytes, kept in the secrets stream. */
export const newCommitKey = (): Buffer => randomBytes(32);

/** GameCreated announcing the commitment scheme and the key's commitment (format 2). */
export const withCommitments = (created: GameCreatedData, key: Buffer): GameCreatedData => ({
  ...created,
  commitments: { scheme: COMMITMENT_SCHEME, keyCommitment: commitKeyCommitment(key) },
});

/** The sides of a game, whatever the GameCreated format. */
export const seatsOf = (created: GameCreatedData): readonly string[] =>
  Array.isArray(created.seats) ? created.seats : Object.keys(created.seats);

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

/** GameCreated as viewers see it: legacy games' token hashes are hidden. */
export function publicGameCreated(data: GameCreatedData): GameCreatedData {
  if (Array.isArray(data.seats)) return data;
  const { refereeTokenHash: _hidden, ...rest } = data;
  return { ...rest, seats: seatsOf(data) };
}
