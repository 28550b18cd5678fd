import { seesSecretsOf, type Viewer } from '@pratzen/engine';
import { counterOf } from '../data/counters';
import type { Side } from '../vocabulary';

/**
 * A face-down counter: its public label and, hidden, the unit it is (X3.0 step 4 for the French;
 * N16.1 for the Allied set-up of step 6 under Fog of War). The label names its side.
 */
export interface HiddenCounter {
  readonly label: string;
  readonly unitId: string;
}

/** The Standard set-up's steps (X3.0 steps 3-6); null once play has started. */
export type SetupStep = 'prepare' | 'french' | 'scouting' | 'allied';

/**
 * X3.0 steps 4-7 and N16.1: the face-down counters (each hidden from the enemy seat and
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

/** The side a face-down counter belongs to (public: its label says it). */
export const sideOfHidden = (h: HiddenCounter): Side => counterOf(h.unitId)?.side ?? 'french';

/** N16.1: the face-down counters `viewer` may not see behind (the enemy's, or both for a spectator). */
export function unseenBy(
  state: { readonly fog: FogState },
  viewer: Viewer,
): readonly HiddenCounter[] {
  const hidden = state.fog.hidden;
  if (hidden.length === 0 || viewer.kind === 'referee') return [];
  return hidden.filter((h) => !seesSecretsOf(viewer, sideOfHidden(h)));
}

/** N16.1: the face-down counters of `side`'s enemy (what a command by `side` may name by label). */
export const enemyHidden = (
  state: { readonly fog: FogState },
  side: Side,
): readonly HiddenCounter[] =>
  state.fog.hidden.length === 0 ? [] : state.fog.hidden.filter((h) => sideOfHidden(h) !== side);
