/** Folding the morale events of 6, 9.2.1 and 11: halted, good again, reformed. */
import type { UnitHalted, UnitRecovered, UnitReformed } from '../events';
import type { AtwState, UnitState } from '../state';

const change = (u: UnitState, e: UnitHalted | UnitRecovered | UnitReformed, turn: number) => {
  if (e.type === 'UnitHalted')
    return u.morale === 'good' ? { ...u, morale: 'halted' as const, haltedSince: turn } : u;
  if (e.type === 'UnitRecovered') return { ...u, morale: 'good' as const, haltedSince: 0 };
  return { ...u, disordered: false };
};

export const evolveMorale = (
  state: AtwState,
  e: UnitHalted | UnitRecovered | UnitReformed,
): AtwState => ({
  ...state,
  units: state.units.map((u) => (u.id === e.unitId ? change(u, e, state.turn) : u)),
});
