import type { StoredEvent } from '@pratzen/event-store';
import type { GameCreatedData, LegacySeats } from '@pratzen/game';
import { GAME_SECRETS_CREATED, type GameSecrets, type GameSecretsData } from './game-secrets';
import { CorruptGameError, type FoldedReissue } from './loaded-game';

/**
 * A game's secrets as read from its whole secrets stream: the first event (GameSecretsCreated,
 * or for older games DiceSeedCreated or nothing, the token hashes then in GameCreated), then
 * each seat token reissued since (SeatTokenReissued in the secrets stream, written before the
 * public SeatTokenReissued of the game's stream).
 */

/** Secrets stream event: a side's new token hash, for the public event at `atVersion`. */
export const SEAT_TOKEN_REISSUED_SECRET = 'SeatTokenReissued';

export interface SeatTokenReissuedSecretData {
  readonly side: string;
  /** SHA-256 (hex) of the new token. */
  readonly tokenHash: string;
  /** The version the public SeatTokenReissued has (or would have had) in the game's stream. */
  readonly atVersion: number;
  /**
   * The public event's `meta.commandId`: two reissues racing for the same version (two nodes,
   * two referees) both write an entry for it; only the one whose public event was appended
   * counts.
   */
  readonly commandId: string;
}

/** The secrets, and whether every reissue the game has folded was found among them. */
export interface ReadSecrets {
  readonly secrets: GameSecrets;
  readonly complete: boolean;
}

/**
 * The secrets from the secrets stream's events. `reissued`: for each side, the latest public
 * SeatTokenReissued the loaded game has folded; that side's hash is the one of the secrets
 * entry written for that version and command. An entry for no folded public event (a crash between
 * the two appends, or a reissue that lost the race for its version) changes nothing. A folded
 * reissue whose entry is not (yet) read locks that seat out (no token matches an empty hash)
 * and the result is not `complete`: not to be kept.
 */
export function secretsFromStream(
  created: GameCreatedData,
  events: readonly StoredEvent[],
  reissued: ReadonlyMap<string, FoldedReissue>,
): ReadSecrets {
  const base = secretsFrom(created, events[0]);
  if (reissued.size === 0) return { secrets: base, complete: true };
  const hashes: Record<string, string> = { ...base.seatTokenHashes };
  let complete = true;
  for (const [side, { version, commandId }] of reissued) {
    const entry = events.find((e) => {
      if (e.type !== SEAT_TOKEN_REISSUED_SECRET) return false;
      const data = e.data as Partial<SeatTokenReissuedSecretData>;
      return data.side === side && data.atVersion === version && data.commandId === commandId;
    });
    const tokenHash = (entry?.data as Partial<SeatTokenReissuedSecretData> | undefined)?.tokenHash;
    if (typeof tokenHash === 'string') hashes[side] = tokenHash;
    else {
      hashes[side] = '';
      complete = false;
    }
  }
  return { secrets: { ...base, seatTokenHashes: hashes }, complete };
}

/**
 * Secrets from the secrets stream's first event: GameSecretsCreated, or (games created before
 * it) DiceSeedCreated or nothing, with the token hashes then in GameCreated.
 */
function secretsFrom(created: GameCreatedData, event: StoredEvent | undefined): GameSecrets {
  const data = (event?.data ?? {}) as Partial<GameSecretsData>;
  const seed = typeof data.seed === 'string' ? Buffer.from(data.seed, 'hex') : null;
  if (event?.type === GAME_SECRETS_CREATED) {
    if (typeof data.refereeTokenHash !== 'string' || typeof data.seatTokenHashes !== 'object') {
      throw new CorruptGameError(`game ${created.gameId}: malformed secrets`);
    }
    return {
      seed,
      seatTokenHashes: data.seatTokenHashes,
      refereeTokenHash: data.refereeTokenHash,
      organiser: typeof data.organiser === 'string' ? data.organiser : null,
      commitKey: typeof data.commitKey === 'string' ? Buffer.from(data.commitKey, 'hex') : null,
    };
  }
  const legacy = Array.isArray(created.seats) ? {} : (created.seats as LegacySeats);
  return {
    seed,
    seatTokenHashes: Object.fromEntries(Object.entries(legacy).map(([s, v]) => [s, v.tokenHash])),
    refereeTokenHash: created.refereeTokenHash ?? '',
  };
}
