import { createHash, createHmac } from 'node:crypto';

/** The name of the server dice scheme below, as a game record states it. */
export const DICE_SCHEME = 'pratzen-hmac-sha256/1';

/** One die as recorded in the first event of a command's batch (`meta.dice`). */
export interface DieRoll {
  /** Position of this die among every die rolled in the game (0-based, no gaps). */
  readonly index: number;
  readonly face: number;
  /** Faces of the die (absent in events recorded before it was stored: those are d6). */
  readonly sides: number;
  /** What the ruleset rolled it for. */
  readonly purpose: string;
}

/** Sides of a die as recorded: events written before `sides` was stored rolled d6 only. */
export const DEFAULT_SIDES = 6;

/** Published at creation: SHA-256 (hex) of the raw seed bytes. */
export const seedCommitment = (seed: Buffer): string =>
  createHash('sha256').update(seed).digest('hex');

const TWO_32 = 0x1_0000_0000;

/**
 * The server's audited die (scheme `pratzen-hmac-sha256/1`, README "Dice"): HMAC-SHA256 with
 * key = the seed's raw bytes and message = the roll index in decimal ASCII ("0", "1", ...).
 * The MAC's 32 bytes are 8 big-endian uint32 words; the first word n below
 * limit = floor(2^32 / sides) * sides gives the face 1 + (n mod sides). If all 8 are rejected
 * the next MACs are of "<index>/1", "<index>/2"... (rejection sampling: no modulo bias).
 */
export function hmacDie(seed: Buffer, index: number, sides: number): number {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`die index must be a non-negative integer, not ${index}`);
  }
  if (!Number.isInteger(sides) || sides < 1 || sides > TWO_32) {
    throw new RangeError(`a die has 1..2^32 sides, not ${sides}`);
  }
  const limit = Math.floor(TWO_32 / sides) * sides;
  for (let round = 0; ; round++) {
    const message = round === 0 ? String(index) : `${index}/${round}`;
    const mac = createHmac('sha256', seed).update(message, 'utf8').digest();
    for (let offset = 0; offset + 4 <= mac.length; offset += 4) {
      const n = mac.readUInt32BE(offset);
      if (n < limit) return 1 + (n % sides);
    }
  }
}
