import { loadCounterManifest } from '@pratzen/rulesets/hex-kit';
import countersJson from '../../data/counters.json';
import type { ScenarioId, Side, UnitType } from '../vocabulary';

/** Where a unit starts in one scenario (data/counters.json `setup`). */
export type UnitSetup =
  | { readonly kind: 'hex'; readonly hex: string; readonly parent?: string }
  | { readonly kind: 'reinforcement'; readonly turn: number; readonly arrivalRoll?: string }
  | { readonly kind: 'hidden-deployment' | 'zone' | 'conditional' | 'absent' }
  | { readonly kind: 'broken-down'; readonly into: readonly string[] }
  | { readonly kind: 'optional-breakdown' };

/** One counter: the printed, unchanging facts of a unit (combat-movement ratings, N2.0). */
export interface Counter {
  readonly id: string;
  /** Position in `COUNTERS`: the index of the unit in the state's `units`. */
  readonly index: number;
  readonly side: Side;
  /** The nation of the formation (mixed formations reconstructed, counters.json `notes`). */
  readonly nationality: string;
  readonly name: string;
  readonly printedName: string;
  readonly type: UnitType;
  readonly strength: number;
  readonly movement: number;
  /** Whether the two ratings are printed in a text we hold, and what they rest on. */
  readonly ratingsProvenance: 'published' | 'reconstruction';
  readonly ratingsSource: string;
  /** X11.6: III Corps' lower rating. */
  readonly reducedStrength?: number;
  readonly reducedMovement?: number;
  /** X3.0, X17.0: a Conditional unit, released by this event card (N5.0). */
  readonly conditionalCard?: string;
  /** N16.7: a Cadre counter (X17.0's IV/2, X3.0 step 4's two). */
  readonly cadre?: boolean;
  /** X3.0 step 4, N16.1: a Dummy counter. */
  readonly dummy?: boolean;
  /** X2.0: Elite for the rout and rally modifiers, and for the morale fluctuation. */
  readonly elite: {
    readonly rout: boolean;
    readonly rally: boolean;
    readonly moraleFluctuation: boolean;
  };
  readonly setup: Readonly<Record<ScenarioId, UnitSetup>>;
}

/**
 * data/counters.json as `Counter`s (hex kit): `COUNTERS` in manifest order, `counterOf` for an id
 * from outside (undefined when unknown), `counter` for a unit known to exist.
 */
export const COUNTER_MANIFEST = loadCounterManifest<Counter>(countersJson);
export const COUNTERS = COUNTER_MANIFEST.counters;
export const { of: counterOf, get: counter } = COUNTER_MANIFEST;
