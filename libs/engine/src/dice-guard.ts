import { DiceUnavailableError } from './dice';

/** How a ruleset turns a missing die into its own refusal (a DecisionKit's `reject` fits). */
export type DiceRefusal<D> = (
  code: 'DICE_REQUIRED' | 'DICE_EXHAUSTED',
  rule: null,
  message: string,
  details: { readonly purpose: string },
) => D;

/**
 * Runs one command's rules; a die the Dice port cannot supply (validation without dice, manual
 * dice used up) becomes a refusal instead of an exception, so `decide` never throws for it:
 * DICE_REQUIRED when no die may be rolled, DICE_EXHAUSTED when the faces given ran out. Any other
 * exception is a bug and goes on up.
 */
export function guardDice<D>(run: () => D, refuse: DiceRefusal<D>): D {
  try {
    return run();
  } catch (e) {
    if (!(e instanceof DiceUnavailableError)) throw e;
    return refuse(
      e.reason === 'exhausted' ? 'DICE_EXHAUSTED' : 'DICE_REQUIRED',
      null,
      `this command needs a die roll (${e.purpose})`,
      { purpose: e.purpose },
    );
  }
}
