import { catalogue } from '@pratzen/engine';
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

interface RawCounter extends Omit<Counter, 'index' | 'setup' | 'side' | 'type'> {
  readonly side: string;
  readonly type: string;
  readonly setup: { readonly kind: string };
}

export const COUNTERS: readonly Counter[] = (countersJson.units as readonly RawCounter[]).map(
  (u, index) => ({
    ...u,
    index,
    side: u.side as Side,
    type: u.type as UnitType,
    setup: u.setup as UnitSetup,
  }),
);

const units = catalogue(COUNTERS, 'unit');

export const counterOf = units.of;

/** The counter of a unit known to exist (internal use after validation). */
export const counter = units.get;

export const COUNTERS_PROVENANCE = {
  provenance: countersJson.provenance,
  source: countersJson.source,
  notes: countersJson.notes,
} as const;
