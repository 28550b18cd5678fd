import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type Dice, DiceUnavailableError } from '@pratzen/engine';

/** One die as recorded in the first event of a command's batch (`meta.dice`). */
export interface DieRoll {
  /** Position of this die among every die rolled in the game (0-based). */
  readonly index: number;
  readonly face: number;
  readonly purpose: string;
}

type Source = (index: number, purpose: string, sides: number) => number;

/** A Dice that records every roll with its game-wide index. */
export class RecordingDice implements Dice {
  readonly rolls: DieRoll[] = [];

  constructor(
    private readonly source: Source,
    private readonly firstIndex: number,
  ) {}

  roll(purpose: string, sides = 6): number {
    const index = this.firstIndex + this.rolls.length;
    const face = this.source(index, purpose, sides);
    this.rolls.push({ index, face, purpose });
    return face;
  }
}

export const newSeed = (): Buffer => randomBytes(32);

/** Published at creation: SHA-256 (hex) of the seed, so the rolls can be checked once it is. */
export const seedCommitment = (seed: Buffer): string =>
  createHash('sha256').update(seed).digest('hex');

const TWO_32 = 0x1_0000_0000;

/**
 * The server's audited die: HMAC-SHA256(key = seed, message = roll index as a decimal string).
 * The first 4 bytes of the MAC, read as a big-endian uint32 n, give the face 1 + (n mod sides)
 * when n < the largest multiple of `sides` below 2^32 (rejection sampling: no modulo bias). A
 * rejected word (probability 4 in 2^32 for a d6) moves on to the MAC's next 4 bytes, then to
 * HMAC(seed, "<index>/1"), "<index>/2"... so anyone holding the seed can recompute every roll.
 */
export function hmacDie(seed: Buffer, index: number, sides: number): number {
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

export const serverDice = (seed: Buffer, firstIndex: number): RecordingDice =>
  new RecordingDice((index, _purpose, sides) => hmacDie(seed, index, sides), firstIndex);

/** Physical dice typed in with a command (manual mode). Knows when it ran out or was misfit. */
export class ManualDice extends RecordingDice {
  exhausted = false;
  /** A face the ruleset's die cannot show (a 5 on a d4), found while rolling. */
  misfit: { readonly position: number; readonly face: number; readonly sides: number } | null =
    null;

  constructor(faces: readonly number[], firstIndex: number) {
    super((index, purpose, sides) => {
      const position = index - firstIndex;
      const face = faces[position];
      if (face === undefined) {
        this.exhausted = true;
        throw new DiceUnavailableError(purpose, 'exhausted');
      }
      if (face > sides) {
        this.misfit = { position, face, sides };
        throw new DiceUnavailableError(purpose, 'not-allowed');
      }
      return face;
    }, firstIndex);
  }
}

/**
 * For commands/validate: never fails and never touches the server's sequence (every face is the
 * highest), while still counting the dice a command needs.
 */
export const validationDice = (firstIndex: number): RecordingDice =>
  new RecordingDice((_index, _purpose, sides) => sides, firstIndex);

/**
 * How many dice a command needs when `given` ran out: the given faces followed by as many as it
 * asks for. Exact when the count does not depend on the faces beyond those given (SPI's commands
 * roll a fixed number of dice); otherwise a lower bound.
 */
export function diceNeeded(decide: (dice: Dice) => unknown, given: readonly number[]): number {
  const dice = new RecordingDice((index, _p, sides) => Math.min(given[index] ?? sides, sides), 0);
  decide(dice);
  return dice.rolls.length;
}
