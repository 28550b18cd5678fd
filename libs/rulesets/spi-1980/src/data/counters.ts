import { loadCounterManifest } from '@pratzen/rulesets/hex-kit';
import countersJson from '../../data/counters.json';
import type { Side, UnitType } from '../vocabulary';

export type UnitSetup =
  | { readonly kind: 'hex'; readonly hex: string }
  | { readonly kind: 'reserve' }
  | { readonly kind: 'reinforcement'; readonly turn: number };

/** One counter of the manifest: the printed, unchanging facts of a unit. */
export interface Counter {
  readonly id: string;
  /** Position in `COUNTERS`: the index of the unit in `SpiState.units`. */
  readonly index: number;
  readonly side: Side;
  readonly nationality: string;
  readonly name: string;
  readonly printedName: string;
  readonly type: UnitType;
  readonly corps: string;
  readonly strength: number;
  readonly morale: number;
  readonly movement: number;
  readonly setup: UnitSetup;
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
