import type { SequencePoint } from '@pratzen/engine';
import { LAST_TURN, PHASES, type Phase, type Side } from '../vocabulary';

export type PhasePoint = SequencePoint<Side, Phase>;

/** 3.0: Allied Rally, Movement, Combat, then French Rally, Movement, Combat; 11 Game-Turns. */
export function nextPhase(p: PhasePoint): PhasePoint | null {
  const i = PHASES.indexOf(p.phase);
  const following = PHASES[i + 1];
  if (following !== undefined) return { turn: p.turn, side: p.side, phase: following };
  if (p.side === 'allied') return { turn: p.turn, side: 'french', phase: 'rally' };
  if (p.turn >= LAST_TURN) return null;
  return { turn: p.turn + 1, side: 'allied', phase: 'rally' };
}
