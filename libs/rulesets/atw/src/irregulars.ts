import { IRREGULAR_ORDERS } from './army/army-schema';
import type { UnitState } from './state';
import type { Formation } from './vocabulary';

/**
 * 18 Irregulars: "Irregulars must be formed into either skirmishers or close-order massed units.
 * Irregular skirmishers may not form into close order; massed units may not skirmish. When in
 * fieldworks or town blocks however the skirmishers are treated as if in close order. 2. All
 * irregulars maneuver as if Grade D and are never considered to be steady. 3. Command Distance to
 * irregular units is always 4"." (18-1, grade A, is the army builder's: src/army.)
 */
export { IRREGULAR_ORDERS };
export type IrregularOrder = (typeof IRREGULAR_ORDERS)[number];

/** 18-3: command distance to irregular units, ticks (4"). */
export const IRREGULAR_COMMAND_DISTANCE = 4_000;

/** 18: why an irregular unit of this order may not stand in `formation`, or null. */
export function irregularFormationProblem(
  order: IrregularOrder,
  formation: Formation | string,
): string | null {
  // 18: in a town block (town order) both are at home
  if (formation === 'town-order') return null;
  if (order === 'skirmish' && formation !== 'skirmish')
    return `irregular skirmishers may not form into close order (${formation})`;
  if (order === 'massed' && formation === 'skirmish') return 'massed irregulars may not skirmish';
  return null;
}

/**
 * 18-2: the unit as it manoeuvres: irregulars as grade D (12.4-1 squares, 12.5 rates, 12.7 changes
 * and their disorder, 12.11-1 wheels); its own grade for everything else (tests, fire, combat).
 */
export const manoeuvring = <U extends Pick<UnitState, 'grade' | 'irregular'>>(u: U): U =>
  u.irregular === undefined ? u : { ...u, grade: 'D' };
