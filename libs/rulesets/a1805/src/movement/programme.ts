import type { UnitSpec } from '../data/catalogue';
import type { UnitState } from '../state';
import type { Pose } from './pose';

/*
 * The shape of a move program (6): its legs and what it does. Apart from program.ts so that the
 * rules it consults (cost.ts, obstacles.ts) need not import the program back.
 */

/** One straight stretch of a move (the front centre's path), or a pivot on the centre. */
export type Leg =
  /** `length`: the distance commanded (what the allowance pays; the rounded end may differ by a tick). */
  | { readonly kind: 'slide'; readonly from: Pose; readonly to: Pose; readonly length: number }
  | { readonly kind: 'pivot'; readonly from: Pose; readonly to: Pose; readonly angle: number };

/** What a move program does, before the table is consulted for other units. */
export interface Programme {
  readonly unit: UnitState;
  readonly spec: UnitSpec;
  readonly legs: readonly Leg[];
  readonly final: Pose;
  /** Ticks spent, terrain included, and the limit they were checked against. */
  readonly spent: number;
  readonly limit: number;
  readonly attachTo: UnitState | null;
  readonly formationChanged: boolean;
  /** 13.1: the enemy unit the move closed on (an attack declared). */
  readonly closeOn: UnitState | null;
}
