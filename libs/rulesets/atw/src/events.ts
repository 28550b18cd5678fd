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
  /** 9.2, 12.7: the unit's order after the move (a grade D formation change disorders). */
  readonly order: 'steady' | 'disordered';
  readonly rule: string;
}

/** 10: a phase ended; the next begins (in a new turn, the other side active). */
export interface PhaseEnded {
  readonly type: 'PhaseEnded';
  readonly phase: Phase;
  readonly next: Phase;
  readonly turn: number;
  readonly activeSide: Side;
}

/** The scenario's last turn is over. */
export interface GameEnded {
  readonly type: 'GameEnded';
  readonly turn: number;
}

export type AtwEvent = UnitMoved | PhaseEnded | GameEnded;
