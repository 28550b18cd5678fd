import type { ShapeType } from '@pratzen/engine';
import type { PENDING_DECISION_SCHEMA } from './view-schema';

/** A decision one side must make before play goes on (view-schema.ts: PENDING_VARIANTS). */
export type SpiPending = ShapeType<typeof PENDING_DECISION_SCHEMA>;
export type PendingOf<T extends SpiPending['type']> = Extract<SpiPending, { readonly type: T }>;

/** 12.0: the French player writes down the reserve's deployment before the first Allied move. */
export type PlotReservePending = PendingOf<'PlotReserveDeployment'>;
/** 4.4: a hex over the stacking limit at the end of a Movement Phase; the enemy picks the losses. */
export type ReduceOverstackPending = PendingOf<'ReduceOverstack'>;
/**
 * 4.6: a Disengagement Check rolled a "1"; the phasing player chooses how the unit, now in `hex`
 * (null: it left the map), satisfies the loss. `mpLeft`: what it may still spend if it loses a CSP.
 */
export type DisengagementLossPending = PendingOf<'TakeDisengagementLoss'>;

export const PLOT_RESERVE_PENDING: PlotReservePending = {
  type: 'PlotReserveDeployment',
  side: 'french',
  rule: '12.0',
  prompt:
    'Write down the hexes of the 13 reserve units (north of the French Reserve Deployment Line).',
};
