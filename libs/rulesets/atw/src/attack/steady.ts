import { inDebt } from '../movement/debt';
import type { UnitState } from '../state';

/** The morale state of 6 (src/morale, src/damage keep it). */
export const moraleOf = (u: UnitState): string => u.morale;

/** 6; 12.10: a unit paying a movement debt is treated as shaken. */
export const isShaken = (u: UnitState): boolean => moraleOf(u) === 'shaken' || inDebt(u);

/** 9.1: steady = infantry or cavalry, good or halted, not disordered, not skirmishing; 18-2: never irregulars. */
export const isSteady = (u: UnitState): boolean =>
  u.arm !== 'artillery' &&
  u.irregular === undefined &&
  (moraleOf(u) === 'good' || moraleOf(u) === 'halted') &&
  !u.disordered &&
  u.formation !== 'skirmish';

/** 12.2, 13: close order (neither skirmishing nor artillery). */
export const isCloseOrder = (u: UnitState): boolean =>
  u.arm !== 'artillery' && u.formation !== 'skirmish';
