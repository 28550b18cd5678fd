import type { Formation, Phase, Side } from './vocabulary';

/** Events hold integers and strings only (ticks, tenths): a record re-decides byte for byte. */
export interface UnitMoved {
  readonly type: 'UnitMoved';
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  /** Ticks of allowance spent (terrain included). */
  readonly spent: number;
  /** The HQ's host after the move; absent when it is attached to nothing (moved off its host). */
  readonly attachedTo?: string;
  /** 17.1.1.6: red locations the unit passed through (their control changes). */
  readonly passed: readonly string[];
}

export interface PhaseEnded {
  readonly type: 'PhaseEnded';
  readonly side: Side;
  readonly phase: Phase;
}

export type A1805Event = UnitMoved | PhaseEnded;
