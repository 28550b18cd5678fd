import type { AtwState } from '../state';
import { PHASES, type Phase, type Side, enemyOf } from '../vocabulary';

/**
 * 10: the turn sequence. The sides alternate active and passive each turn, the scenario's first
 * active side in turn 1; the active side acts in every phase (10-1a rally, 10-2a move, 10-3a
 * shoot, 10-5 combat: both fight, the active side ends it). The passive side's reactions (10-2b,
 * 10-3b) come with attacks and fire, which this session does not play yet.
 */
export const activeSideIn = (turn: number, first: Side): Side =>
  turn % 2 === 1 ? first : enemyOf(first);

export const activeSide = (s: AtwState): Side => activeSideIn(s.turn, s.firstActive);

/**
 * The side that must act now (15.1: the owner of a pending retreat; 10-2b: the side whose
 * reaction is awaited; 17.9: the owner of an awaited breakthrough); null when the game is over.
 */
export const sideToAct = (s: AtwState): Side | null =>
  s.over
    ? null
    : (retreatingSide(s) ?? s.reaction?.side ?? s.breakthroughs?.[0]?.side ?? activeSide(s));

/** 15.1: the side that must answer the first pending retreat, or null. */
export function retreatingSide(s: AtwState): Side | null {
  const head = s.retreats[0];
  return head === undefined ? null : (s.units.find((u) => u.id === head.unitId)?.side ?? null);
}

/** The phase after `phase`, and whether it begins a new turn. */
export function nextPhase(phase: Phase): { next: Phase; newTurn: boolean } {
  const i = PHASES.indexOf(phase);
  return i === PHASES.length - 1
    ? { next: PHASES[0], newTurn: true }
    : { next: PHASES[i + 1]!, newTurn: false };
}
