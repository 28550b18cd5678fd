import { type GameSetup, type SetupResult, setupStateOrThrow } from '@pratzen/engine';

/**
 * Compact positions for a free-form ruleset's rule specs: `at(id, x, y, facing, formation)` in
 * wire units (the ruleset's distance unit and degrees), and a `position` built from the ruleset's
 * own set-up (a custom position through its `initialState`, so a spec's units are checked as a
 * game's are).
 */

/** A unit placed in wire units, with any extra members the ruleset's placements have. */
export type At<F extends string, X extends object = object> = {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: F;
} & X;

export function at<F extends string, X extends object = object>(
  id: string,
  x: number,
  y: number,
  facing: number,
  formation: F,
  extra?: X,
): At<F, X> {
  return { id, x, y, facing, formation, ...extra } as At<F, X>;
}

export interface PositionParts<S, P, O> {
  /** The ruleset's set-up (its `initialState`). */
  readonly initialState: (setup: GameSetup) => SetupResult<S>;
  /** The custom set-up placing `units` (scenario id, position, rules version). */
  readonly setupOf: (units: readonly P[], options: O) => GameSetup;
  /** What the spec's options change after set-up (the phase, morale...). */
  readonly after?: (state: S, options: O) => S;
}

/** A `position(units, options)` for a ruleset's specs; throws the set-up's problems. */
export const positionBuilder =
  <S, P, O extends object>(parts: PositionParts<S, P, O>) =>
  (units: readonly P[], options: O = {} as O): S => {
    const s = setupStateOrThrow(parts.initialState(parts.setupOf(units, options)));
    return parts.after === undefined ? s : parts.after(s, options);
  };
