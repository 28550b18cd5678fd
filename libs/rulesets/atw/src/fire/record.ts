import type { FigurePose } from '../movement/pose';

/** A unit's footprint where a move began or ended (16.10: did it advance 4"?). */
export type MovePose = FigurePose;

/**
 * What section 16 remembers between events (kept in `AtwState.fire`, absent until the first
 * move or shot): this turn's moves (16.4, 16.7-6), each unit's most recent move (16.10: did it
 * advance 4"?), and the shooting hits suffered this turn and by whom (16.10's test, 10-3b).
 */
export interface FireRecord {
  /** 16.4, 16.7-6: parts of its allowance (out of MOVE) each unit used this turn; attackers. */
  readonly movedThisTurn: Readonly<Record<string, number>>;
  readonly attackedThisTurn: readonly string[];
  /** 16.10: each unit's most recent move (cleared by a retreat: a retreat is no advance). */
  readonly lastMove: Readonly<Record<string, { readonly from: MovePose; readonly to: MovePose }>>;
  /** 16.10: shooting hits suffered this turn, not yet tested, and the units that scored them. */
  readonly hits: Readonly<
    Record<string, { readonly hits: number; readonly by: readonly string[] }>
  >;
  /** 16.16: batteries fired on by enemy artillery this turn and last turn, and by which. */
  readonly gunsShotThisTurn?: Readonly<Record<string, readonly string[]>>;
  readonly gunsShotLastTurn?: Readonly<Record<string, readonly string[]>>;
  /** 16.16: bound batteries and the battery each must fire back at this phase. */
  readonly duel?: Readonly<Record<string, string>>;
  /** 19.3, 19.4: units that fired this turn and last turn (seen in woods at any distance). */
  readonly firedThisTurn?: readonly string[];
  readonly firedLastTurn?: readonly string[];
  /** 16.13: dice fired through each gap (`a|b`, gaps.ts) this turn, by every unit. */
  readonly gapDice?: Readonly<Record<string, number>>;
  /** 19.7: medium/heavy ballshot and shell hits each town block's garrisons took (whole game). */
  readonly blockHits?: Readonly<
    Record<string, { readonly ballshot: number; readonly shell: number }>
  >;
  /** 19.7: the ruined town blocks (one class of cover less, ruin.ts). */
  readonly ruined?: readonly string[];
}

export const EMPTY_FIRE: FireRecord = {
  movedThisTurn: {},
  attackedThisTurn: [],
  lastMove: {},
  hits: {},
};
