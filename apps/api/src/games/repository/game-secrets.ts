import { randomBytes } from 'node:crypto';
import { COMMITMENT_SCHEME, commitKeyCommitment, commitmentSalt } from '@pratzen/audit';
import type { GameCreatedData, SaltOf } from '@pratzen/game';

/**
 * A game's secrets, in `game-<id>-secrets` (libs/game `secretsStream`), which no endpoint reads:
 * the dice seed, the hashes of its tokens and the commit key. GameCreated, the stream's first
 * event, is libs/game's.
 */

/** Secrets of a game: its dice seed and the hashes of its tokens. */
export const GAME_SECRETS_CREATED = 'GameSecretsCreated';
/** Legacy secrets event: the seed alone (token hashes were in GameCreated). */
export const DICE_SEED_CREATED = 'DiceSeedCreated';

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

/** The commitment salts of a game (libs/game viewOfEvent), from its commit key when it has one. */
export const saltsOf = (commitKey: Buffer | null | undefined): SaltOf | null =>
  commitKey == null ? null : (version) => commitmentSalt(commitKey, version).toString('hex');
