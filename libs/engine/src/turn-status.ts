import type { GameStatus } from './contract';
import type { PendingDecision } from './messages';

/** What every sequenced game's state holds: the turn, the phase, whose phase, a pending choice. */
export interface TurnState<Side extends string = string> {
  readonly turn: number;
  readonly phase: string;
  /** The phasing side. */
  readonly side: Side;
  /** A choice one side must make before play goes on. */
  readonly pending: PendingDecision | null;
  readonly over: boolean;
}

/** The side that must act now: the owner of a pending decision, else the phasing side. */
export function sideToAct<Side extends string>(
  state: Pick<TurnState<Side>, 'side' | 'pending' | 'over'>,
): Side | null {
  if (state.over) return null;
  return state.pending !== null ? (state.pending.side as Side) : state.side;
}

/** The status header a game summary shows (the contract's `status`). */
export function statusHeader(state: TurnState): GameStatus {
  return {
    turn: state.turn,
    phase: state.phase,
    activeSide: state.side,
    pendingDecision: state.pending,
    over: state.over,
  };
}
