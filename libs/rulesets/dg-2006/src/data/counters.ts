import { loadCounterManifest } from '@pratzen/rulesets/hex-kit';
import countersJson from '../../data/counters.json';
import type { Side, UnitType } from '../vocabulary';

export type UnitSetup =
  | { readonly kind: 'hex'; readonly hex: string }
  | { readonly kind: 'reinforcement'; readonly turn: number; readonly edge: 'east' | 'west' };

/** One counter: the printed, unchanging facts of a unit (strength-movement, 2.0 style). */
export interface Counter {
  readonly id: string;
  /** Position in `COUNTERS`: the index of the unit in `DgState.units`. */
  readonly index: number;
  readonly side: Side;
  readonly name: string;
  readonly formation: string;
  readonly type: UnitType;
  readonly strength: number;
  readonly movement: number;
  readonly setup: UnitSetup;
  readonly note?: string;
}

/** The manifest as loaded (counters, lookups, provenance). */
export const COUNTER_MANIFEST = loadCounterManifest<Counter>(countersJson);

/**
 * The counters in manifest order; a counter by id from outside (`counterOf`) or of a unit known
 * to exist (`counter`, internal use after validation); the manifest's provenance.
 */
export const {
  counters: COUNTERS,
  of: counterOf,
  get: counter,
  provenance: COUNTERS_PROVENANCE,
} = COUNTER_MANIFEST;
