import type { PendingDecision } from '@pratzen/engine';
import type { Side } from './vocabulary';
import type { CombatPending } from './combat/combat-state';
import type { DisengagementLoss } from './movement/movement-commands';

/** 12.0: the French player writes down the reserve's deployment before the first Allied move. */
export interface PlotReservePending extends PendingDecision {
  readonly type: 'PlotReserveDeployment';
  readonly side: 'french';
  readonly rule: '12.0';
}

/** 4.4: a hex over the stacking limit at the end of a Movement Phase; the enemy picks the losses. */
export interface ReduceOverstackPending extends PendingDecision {
  readonly type: 'ReduceOverstack';
  readonly side: Side;
  readonly rule: '4.4';
  readonly hexes: readonly {
    readonly hex: string;
    readonly excess: number;
    readonly unitIds: readonly string[];
  }[];
}

/**
 * 4.6: a Disengagement Check rolled a "1"; the phasing player chooses how the unit, now in `hex`
 * (null: it left the map), satisfies the loss. `mpLeft`: what it may still spend if it loses a CSP.
 */
export interface DisengagementLossPending extends PendingDecision {
  readonly type: 'TakeDisengagementLoss';
  readonly side: Side;
  readonly rule: '4.6';
  readonly unitId: string;
  readonly hex: string | null;
  readonly mpLeft: number;
  readonly options: readonly DisengagementLoss[];
}

export type SpiPending =
  PlotReservePending | ReduceOverstackPending | DisengagementLossPending | CombatPending;

export const PLOT_RESERVE_PENDING: PlotReservePending = {
  type: 'PlotReserveDeployment',
  side: 'french',
  rule: '12.0',
  prompt:
    'Write down the hexes of the 13 reserve units (north of the French Reserve Deployment Line).',
};
