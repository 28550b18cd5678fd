import type { Side } from '../vocabulary';

/**
 * Section 7: a general is a point (his head, 4.4): he overlaps nothing and is measured from.
 * Lone, he stands at `x`, `y` (ticks); attached (7.1), he is with `attachedTo` and stands at its
 * front centre (his `x`, `y` are then where he last stood alone).
 */
export interface GeneralState {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly x: number;
  readonly y: number;
  /** 7.1: the unit he is attached to, else null. */
  readonly attachedTo: string | null;
  /** 7.1: he has made his move (up to 36") this turn. */
  readonly moved: boolean;
  /** 7.3-2 (README I-10): damage hits his unit suffered this phase. */
  readonly hits: number;
}
