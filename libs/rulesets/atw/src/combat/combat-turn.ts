import type { AtwState, UnitState } from '../state';

/** 17.4, 17.9: the combat hits and breakthroughs `u` has had this turn. */
export const combatTurnOf = (s: AtwState, u: UnitState) =>
  u.combatTurn?.turn === s.turn ? u.combatTurn : { turn: s.turn, hits: 0, breakthroughs: 0 };
