import { type Viewer, seesSecretsOf } from '@pratzen/engine';

/**
 * Sealed choices: each side locks one secret choice (an army list, a plot), in any order; a
 * locked choice is never changed; once every side has locked, all are revealed together. Until
 * then a side's choice is seen whole by that side and the referee only: the other sides and
 * spectators learn that it is locked, never what it is. The choice travels in the locking
 * event, which the ruleset redacts for those viewers (`sealedEventSeenBy`); the API then hashes
 * the event's public form with a salted commitment in place of the choice (libs/audit "Hidden
 * information"), so nobody can test guesses against the chain. Pure.
 */
export interface SealedChoices<T> {
  /** Each side's locked choice, null while it has not locked. */
  readonly locked: Readonly<Record<string, T | null>>;
  /** Every side locked, and the choices were revealed. */
  readonly revealed: boolean;
}

/** No side has chosen yet. */
export const openChoices = <T>(sides: readonly string[]): SealedChoices<T> => ({
  locked: Object.fromEntries(sides.map((s) => [s, null])),
  revealed: false,
});

/** Whether `side` may still lock (a side of the choices, not locked, nothing revealed yet). */
export const mayLock = <T>(choices: SealedChoices<T>, side: string): boolean =>
  !choices.revealed && Object.hasOwn(choices.locked, side) && choices.locked[side] === null;

/** Whether every side but `side` has locked (so `side`'s lock reveals them all). */
export const othersLocked = <T>(choices: SealedChoices<T>, side: string): boolean =>
  Object.entries(choices.locked).every(([s, c]) => s === side || c !== null);

/** `side`'s choice locked (a side already locked keeps its choice: a lock is final). */
export function lockChoice<T>(
  choices: SealedChoices<T>,
  side: string,
  choice: T,
): SealedChoices<T> {
  if (!mayLock(choices, side)) return choices;
  return { ...choices, locked: { ...choices.locked, [side]: choice } };
}

/** Every choice revealed (once all are locked; else unchanged). */
export const revealChoices = <T>(choices: SealedChoices<T>): SealedChoices<T> =>
  Object.values(choices.locked).every((c) => c !== null) ? { ...choices, revealed: true } : choices;

/** The sides still to lock, in the choices' order (public: who has locked is no secret). */
export const unlockedSides = <T>(choices: SealedChoices<T>): string[] =>
  choices.revealed
    ? []
    : Object.entries(choices.locked)
        .filter(([, c]) => c === null)
        .map(([s]) => s);

/** One side's entry as a viewer sees it: locked or not, and the choice only where it may. */
export interface SealedSeen<T> {
  readonly locked: boolean;
  readonly choice: T | null;
}

/**
 * The choices as `viewer` sees them: every side's `locked`; its `choice` when revealed or when
 * the viewer sees that side's secrets (its own seat, the referee), else null.
 */
export function choicesSeenBy<T>(
  choices: SealedChoices<T>,
  viewer: Viewer,
): Readonly<Record<string, SealedSeen<T>>> {
  return Object.fromEntries(
    Object.entries(choices.locked).map(([side, c]) => [
      side,
      {
        locked: c !== null,
        choice: c !== null && (choices.revealed || seesSecretsOf(viewer, side)) ? c : null,
      },
    ]),
  );
}

/**
 * A locking event as `viewer` sees it: whole for its side and the referee, else `sealed(event)`
 * (the same event type with the choice left out, so the others see that the side locked).
 */
export const sealedEventSeenBy = <E extends { readonly side: string }>(
  event: E,
  viewer: Viewer,
  sealed: (event: E) => E,
): E => (seesSecretsOf(viewer, event.side) ? event : sealed(event));
