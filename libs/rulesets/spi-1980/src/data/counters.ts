import { catalogue } from '@pratzen/engine';
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

interface RawCounter extends Omit<Counter, 'index' | 'setup' | 'side' | 'type'> {
  readonly side: string;
  readonly type: string;
  readonly setup: { readonly kind: string; readonly hex?: string; readonly turn?: number };
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
