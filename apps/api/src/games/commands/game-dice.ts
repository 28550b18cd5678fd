import { randomBytes } from 'node:crypto';
import { type DieRoll, hmacDie } from '@pratzen/audit';
import { type Dice, DiceUnavailableError } from '@pratzen/engine';

export { hmacDie, seedCommitment } from '@pratzen/audit';

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
    this.rolls.push({ index, face, sides, purpose });
    return face;
  }
}

export const newSeed = (): Buffer => randomBytes(32);

export const serverDice = (seed: Buffer, firstIndex: number): RecordingDice =>
  new RecordingDice((index, _purpose, sides) => hmacDie(seed, index, sides), firstIndex);

/**
 * Physical dice typed in with a command (manual mode). Knows when it ran out or was misfit.
 * Beyond the faces given it throws (`'throw'`), or (`'count'`: the command handler) goes on with
 * the highest face of each die asked for, so that one decision also counts the dice the command
 * needs (exact when that count does not depend on the faces beyond those given, as in SPI whose
 * commands roll a fixed number of dice; otherwise a lower bound).
 */
export class ManualDice extends RecordingDice {
  exhausted = false;
  /** A face the ruleset's die cannot show (a 5 on a d4), found while rolling. */
  misfit: { readonly position: number; readonly face: number; readonly sides: number } | null =
    null;

  constructor(faces: readonly number[], firstIndex: number, beyond: 'throw' | 'count' = 'throw') {
    super((index, purpose, sides) => {
      const position = index - firstIndex;
      const face = faces[position];
      if (face === undefined) {
        this.exhausted = true;
        if (beyond === 'count') return sides;
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
