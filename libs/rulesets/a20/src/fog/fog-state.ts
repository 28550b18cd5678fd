import type { Side } from '../vocabulary';

/** A face-down French counter: its public label and, hidden, the unit it is (X3.0 step 4). */
export interface HiddenCounter {
  readonly label: string;
  readonly unitId: string;
}

/** The Standard set-up's steps (X3.0 steps 3-6); null once play has started. */
export type SetupStep = 'prepare' | 'french' | 'scouting' | 'allied';

/**
 * X3.0 steps 4-7 and N16.1: the face-down French counters (hidden from the Allied seat and
 * spectators), the set-up step, and the scouting reveals left (X3.0 step 5).
 */
export interface FogState {
  readonly hidden: readonly HiddenCounter[];
  readonly step: SetupStep | null;
  readonly scoutsLeft: number;
  /** Who chooses the next scouting reveal (the French first, then alternately). */
  readonly scoutChooser: Side | null;
  /**
   * X3.0 step 4: the infantry unit set up as two Cadres (hidden from the Allied seat); its Cadres
   * recombine (16.7.2) with or without the optional rule, and give no Morale Point.
   */
  readonly brokenDown: string | null;
}

export const NO_FOG: FogState = {
  hidden: [],
  step: null,
  scoutsLeft: 0,
  scoutChooser: null,
  brokenDown: null,
};

/** The hidden counter a unit is, if it is face down. */
export const hiddenOf = (state: { readonly fog: FogState }, unitId: string) =>
  state.fog.hidden.find((h) => h.unitId === unitId);

/** The unit behind a public label, if it is still face down. */
export const byLabel = (state: { readonly fog: FogState }, label: string) =>
  state.fog.hidden.find((h) => h.label === label);
