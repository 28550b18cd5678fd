/** What the state view of every hex ruleset's game starts with (its own facts follow). */
export interface GameHead {
  readonly rulesetId: string;
  readonly scenarioId: string;
  readonly custom: boolean;
  readonly turn: number;
  readonly side: string;
  readonly phase: string;
  readonly over: boolean;
}

/** The members `viewHead` copies from the state, with the state's own (narrower) types. */
export type ViewHead<S extends GameHead> = {
  readonly rulesetId: S['rulesetId'];
  readonly scenarioId: S['scenarioId'];
  readonly custom: S['custom'];
  readonly turn: S['turn'];
  readonly activeSide: S['side'];
  readonly phase: S['phase'];
  readonly over: S['over'];
};

/**
 * The head of a game's view: ruleset, scenario, custom or not, then (after the ruleset's
 * `between`, e.g. its options) turn, active side, phase and whether it is over.
 */
export function viewHead<S extends GameHead, B extends object>(
  state: S,
  between: B,
): ViewHead<S> & B {
  return {
    rulesetId: state.rulesetId,
    scenarioId: state.scenarioId,
    custom: state.custom,
    ...between,
    turn: state.turn,
    activeSide: state.side,
    phase: state.phase,
    over: state.over,
  };
}

/** The tail of a game's view: phase bookkeeping, the attack being resolved, a pending decision. */
export function viewTail<M, C, P>(state: {
  readonly marks: M;
  readonly combat: C;
  readonly pending: P;
}) {
  return { marks: state.marks, combat: state.combat, pendingDecision: state.pending };
}
