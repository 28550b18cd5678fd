/**
 * The dice port. The engine never rolls by itself: `decide` receives a Dice and every face it
 * draws is written into the event that used it, so replaying events never rolls again.
 */
export interface Dice {
  /** One roll of a die with `sides` faces (1..sides). `purpose` says what the roll is for. */
  roll(purpose: string, sides?: number): number;
}

/** Thrown by a Dice that cannot supply a roll (manual dice exhausted, validation without dice). */
export class DiceUnavailableError extends Error {
  constructor(
    readonly purpose: string,
    readonly reason: 'exhausted' | 'not-allowed',
  ) {
    super(`no die available for ${purpose} (${reason})`);
    this.name = 'DiceUnavailableError';
  }
}

/** Faces given in advance (physical dice typed in, or fixed dice in tests). */
export function scriptedDice(faces: readonly number[]): Dice & { readonly used: number } {
  let next = 0;
  return {
    get used() {
      return next;
    },
    roll(purpose: string, sides = 6): number {
      const face = faces[next];
      if (face === undefined) throw new DiceUnavailableError(purpose, 'exhausted');
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new RangeError(`die face ${face} outside 1..${sides} for ${purpose}`);
      }
      next += 1;
      return face;
    },
  };
}

/** A Dice that refuses to roll: for validating a command without rolling anything. */
export const noDice: Dice = {
  roll(purpose: string): number {
    throw new DiceUnavailableError(purpose, 'not-allowed');
  },
};

/**
 * A small deterministic PRNG (mulberry32) for simulations and property tests. Not the
 * server's audited dice (those are HMAC-based and live outside the pure libraries).
 */
export function seededDice(seed: number): Dice {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    roll(_purpose: string, sides = 6): number {
      return 1 + Math.floor(next() * sides);
    },
  };
}
