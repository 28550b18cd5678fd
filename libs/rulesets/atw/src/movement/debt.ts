import type { UnitState } from '../state';

/**
 * 12.10 movement debt. A formation or facing change may cost two moves (12.7: grade C or D,
 * doubled when disordered or shaken). It is made at once, as the unit's whole move (README I-15),
 * then the unit stands through its side's next active turn, treated as shaken meanwhile.
 * `debtUntil` is the last turn it stands (its side is active every other turn: the turn of the
 * change + 2); the debt is paid when that turn ends.
 */

/** Turns from the change to the end of the side's next active turn. */
export const DEBT_TURNS = 2;

/** 12.10: the unit stands paying a movement debt. */
export const inDebt = (u: Pick<UnitState, 'debtUntil'>): boolean => u.debtUntil !== undefined;

/** 12.10: the unit as the turn `turn` begins (a debt whose last turn has passed is paid). */
export function payDebt(u: UnitState, turn: number): UnitState {
  if (u.debtUntil === undefined || u.debtUntil >= turn) return u;
  const { debtUntil, ...paid } = u;
  void debtUntil;
  return paid;
}
