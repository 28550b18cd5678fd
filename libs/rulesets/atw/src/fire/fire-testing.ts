/** Test helpers of section 16's specs: a shot's events folded, and the turn ended. */
import { evolve } from '../evolve';
import type { AtwEvent } from '../events';
import type { AtwState } from '../state';

/** `events` folded onto `s`. */
export const folded = (s: AtwState, events: readonly AtwEvent[]): AtwState =>
  events.reduce((x: AtwState, e: AtwEvent) => evolve(x, e), s);

/** The turn of `s` ended: its combat phase over, the next turn's rally begun. */
export const nextTurn = (s: AtwState): AtwState =>
  evolve(s, {
    type: 'PhaseEnded',
    phase: 'combat',
    next: 'rally',
    turn: s.turn + 1,
    activeSide: 'french',
  });
