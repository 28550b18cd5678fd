import type { Formation, Phase, Side } from './vocabulary';

/**
 * Events, decided in the rules' integers and put on the wire in inches and degrees (wire.ts):
 * `UnitMoved` gives the unit's whole new pose and footprint, so a client draws it from the
 * event alone.
 */
export interface UnitMoved {
  readonly type: 'UnitMoved';
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  readonly files: number;
  readonly ranks: number;
  readonly width: number;
  readonly depth: number;
  /** Ticks of front-centre travel (the legs' lengths, before rates and terrain). */
  readonly travelled: number;
  /** 12.7: a grade D unit disordered by its formation change. */
  readonly disordered: boolean;
  readonly rule: string;
}

/** 10: a phase ended; the next begins (a new turn, its active side, or the game's end). */
export interface PhaseEnded {
  readonly type: 'PhaseEnded';
  readonly phase: Phase;
  readonly next: Phase;
  readonly turn: number;
  readonly activeSide: Side;
  readonly over: boolean;
}

export type AtwEvent = UnitMoved | PhaseEnded;
