/** A point of the sequence of play: a game-turn, the phasing side, its phase. */
export interface SequencePoint<Side extends string = string, Phase extends string = string> {
  readonly turn: number;
  readonly side: Side;
  readonly phase: Phase;
}

/** A phase ended; `next` is the phase that begins, null when the game ends with it. */
export interface PhaseEnded<
  Side extends string = string,
  Phase extends string = string,
> extends SequencePoint<Side, Phase> {
  readonly type: 'PhaseEnded';
  readonly next: SequencePoint<Side, Phase> | null;
}

/** The last game-turn ended: the game is over with this result. */
export interface TurnLimitReached<Side extends string = string> {
  readonly type: 'TurnLimitReached';
  readonly reason: 'turn-limit';
  readonly result: {
    readonly winner: Side | null;
    readonly level: string;
    readonly margin: number;
  };
}

/**
 * The state after a PhaseEnded: the next phase begins with fresh phase bookkeeping (`noMarks`);
 * when there is no next phase only the bookkeeping is cleared.
 */
export function afterPhaseEnded<S extends SequencePoint & { readonly marks: M }, M>(
  state: S,
  event: Pick<PhaseEnded<S['side'], S['phase']>, 'next'>,
  noMarks: M,
): S {
  return event.next === null
    ? { ...state, marks: noMarks }
    : {
        ...state,
        turn: event.next.turn,
        side: event.next.side,
        phase: event.next.phase,
        marks: noMarks,
      };
}

/** The state after TurnLimitReached: over, nothing pending. */
export function afterTurnLimit<S extends { readonly over: boolean; readonly pending: unknown }>(
  state: S,
): S {
  return { ...state, over: true, pending: null };
}
