import type { DisengagementLossPending } from '../pending';
import type { Side } from '../vocabulary';
import type { DisengagementLoss } from './movement-commands';

export type MovementEvent =
  | {
      readonly type: 'UnitMoved';
      readonly unitId: string;
      /**
       * Hexes entered, in order (for an entering reinforcement, the first is its entry hex). A
       * move interrupted by a Disengagement Check is recorded as several UnitMoved legs (see
       * move-execute.ts); a leg that only leaves the map (4.7) has an empty path.
       */
      readonly path: readonly string[];
      readonly mpSpent: number;
      /** 4.8: the unit moved in March Order. */
      readonly marchOrder: boolean;
      /** 9.1: the unit entered the map with this move. */
      readonly entered: boolean;
      /** 4.7: the unit left the map at the end of this move. */
      readonly exited: boolean;
    }
  | {
      /** 4.6: a Disengagement Check made on leaving `hex`. */
      readonly type: 'DisengagementChecked';
      readonly unitId: string;
      readonly hex: string;
      readonly die: number;
      readonly modifier: number;
      readonly modified: number;
      /** 'loss': a modified "1" — the unit must lose a CSP or become disrupted. */
      readonly outcome: 'none' | 'loss';
    }
  | {
      /** 4.6: the phasing player must choose how the loss of a Disengagement Check is taken. */
      readonly type: 'DisengagementLossRequested';
      readonly decision: DisengagementLossPending;
    }
  | {
      /**
       * 4.6: the loss is taken as `loss` (StrengthLost or UnitDisrupted follows); the unit may go
       * on moving with `mpLeft` MP (0: its move is over).
       */
      readonly type: 'DisengagementLossTaken';
      readonly unitId: string;
      readonly loss: DisengagementLoss;
      readonly mpLeft: number;
    }
  | {
      /**
       * 4.4: hexes over the stacking limit at the end of the Movement Phase; the enemy must choose
       * losses. Emitted again after ReduceOverstack as the re-check: empty `hexes` settles it.
       */
      readonly type: 'OverstackFound';
      readonly owner: Side;
      readonly hexes: readonly {
        readonly hex: string;
        readonly excess: number;
        readonly unitIds: readonly string[];
      }[];
    };

const TYPES: Readonly<Record<MovementEvent['type'], true>> = {
  UnitMoved: true,
  DisengagementChecked: true,
  DisengagementLossRequested: true,
  DisengagementLossTaken: true,
  OverstackFound: true,
};

/** Every movement event type, for the evolve dispatcher (evolve.ts). */
export const MOVEMENT_EVENT_TYPES: readonly MovementEvent['type'][] = Object.keys(
  TYPES,
) as MovementEvent['type'][];
