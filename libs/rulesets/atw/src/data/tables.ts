import { TICKS_PER_UNIT } from '@pratzen/geometry';
import basesJson from '../../data/bases.json';
import movementJson from '../../data/movement.json';
import type { Formation, Grade, TroopType } from '../vocabulary';

/**
 * The rulebook's tables this session reads (data/*.json, published unless marked), turned into
 * integers once at import: a data error is a bug in a committed file, so loading throws.
 */

/** 12.1: the chart's row key for a troop type (infantry rows serve line and light infantry). */
const chartType = (type: TroopType): string => (type.endsWith('infantry') ? 'infantry' : type);

const ALLOWANCE = new Map<string, number>();
for (const row of movementJson.chart.rows) {
  if (typeof row.move === 'number') {
    ALLOWANCE.set(`${row.type}/${row.formation}`, row.move * TICKS_PER_UNIT);
  }
}

/** 12.1 (12.4-1: grade D squares do not move): a unit's allowance in ticks, null if it has none. */
export function allowanceOf(type: TroopType, formation: Formation, grade: Grade): number | null {
  if (formation === 'square' && grade === 'D') return 0;
  return ALLOWANCE.get(`${chartType(type)}/${formation}`) ?? null;
}

/** 12.2: the width in files a close-order formation takes, per arm (null: no upper bound). */
export interface FileRange {
  readonly min: number;
  readonly max: number | null;
}
export function filesFor(formation: Formation, cavalry: boolean): FileRange | null {
  const f = movementJson.formations.list.find((x) => x.id === formation) as
    { infantryFiles?: FileRange; cavalryFiles?: FileRange } | undefined;
  const r = cavalry ? f?.cavalryFiles : f?.infantryFiles;
  return r === undefined ? null : { min: r.min, max: r.max };
}

/** 12.7: a formation or facing change costs this many halves of a move by grade. */
export function changeHalves(grade: Grade): number {
  return movementJson.formationChange.costInMoves[grade] * 2;
}

/** 12.5, 12.11: the rate factors (full ×1, half ×2, quarter ×4). */
export const RATE = movementJson.rates.factor;

/** 12.5: the widest shallow oblique at full speed, in tenths of a degree (22.5° = 225). */
export const SHALLOW_OBLIQUE = Math.round(movementJson.rates.shallowObliqueMaxDegrees * 10);

/** 4.1–4.3 (defaults reconstructed, data/bases.json): mm per figure or model. */
export const BASES = {
  infantry: basesJson.infantry.default,
  infantrySkirmish: basesJson.infantry.skirmish,
  cavalryDepth: basesJson.cavalry.defaultDepth.value,
  cavalryFrontage: basesJson.cavalry.usualFrontage as Readonly<Record<string, number>>,
  cavalrySkirmishDepth: basesJson.cavalry.skirmishDepth.value,
  skirmishSpacing: basesJson.skirmishSpacingInches,
  gun: basesJson.gunModel.default,
  limber: basesJson.limber.size,
  minRanksCloseOrder: basesJson.infantry.minRanksCloseOrder,
} as const;
