import pointsJson from '../../data/points.json';
import type { Grade } from '../vocabulary';

/**
 * Section 20's Cost Chart (data/points.json, published; the few reconstructed values are marked
 * there), read once into typed tables. A missing price is a bug in a committed file: loading throws.
 */

const need = (v: number | undefined, what: string): number => {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new Error(`data/points.json: ${what}`);
  return v;
};

const byGrade = (
  t: Readonly<Record<string, number>>,
  what: string,
): Readonly<Record<Grade, number>> => ({
  A: need(t.A, `${what} A`),
  B: need(t.B, `${what} B`),
  C: need(t.C, `${what} C`),
  D: need(t.D, `${what} D`),
});

const option = (list: readonly { id: string; points: number }[], id: string): number =>
  need(list.find((o) => o.id === id)?.points, `option ${id}`);

const inf = pointsJson.infantry.options;
const cav = pointsJson.cavalry.options;

/** 20: points per figure, model or unit. */
export const COST = {
  command: {
    infantry: need(pointsJson.unitCommand.infantry, 'command infantry'),
    artillery: need(pointsJson.unitCommand.artillery, 'command artillery'),
    cavalry: need(pointsJson.unitCommand.cavalry, 'command cavalry'),
  },
  infantry: byGrade(pointsJson.infantry.byGrade, 'infantry'),
  infantryOptions: {
    'screen-capable': option(inf, 'screen-capable'),
    'battalion-masse': option(inf, 'battalion-masse'),
    light: option(inf, 'light'),
    rifles: option(inf, 'rifles'),
    irregular: option(inf, 'irregular'),
    fanatic: option(inf, 'fanatic'),
    'heavy-weapons': option(inf, 'heavy-weapons'),
  },
  cavalry: {
    light: byGrade(pointsJson.cavalry.byTypeAndGrade.light, 'light cavalry'),
    medium: byGrade(pointsJson.cavalry.byTypeAndGrade.medium, 'medium cavalry'),
    heavy: byGrade(pointsJson.cavalry.byTypeAndGrade.heavy, 'heavy cavalry'),
  },
  cavalryOptions: {
    'dismount-capable': option(cav, 'dismount-capable'),
    lancers: option(cav, 'lancers'),
    irregular: option(cav, 'irregular'),
  },
  gunner: byGrade(pointsJson.artillery.gunner.byGrade, 'gunner'),
  horseGunner: need(pointsJson.artillery.horseGunner.points, 'horse gunner'),
  gunModel: {
    light: need(pointsJson.artillery.gunModels.light, 'light gun'),
    medium: need(pointsJson.artillery.gunModels.medium, 'medium gun'),
    howitzer: need(pointsJson.artillery.gunModels.howitzer, 'howitzer'),
    heavy: need(pointsJson.artillery.gunModels.heavy, 'heavy gun'),
  },
  limber: {
    foot: need(pointsJson.artillery.limber.foot, 'foot limber'),
    horse: need(pointsJson.artillery.limber.horse, 'horse limber'),
  },
  general: need(pointsJson.general.points, 'general'),
} as const;

/** The option ids of each arm's column of the chart. */
export const INFANTRY_OPTIONS = Object.keys(COST.infantryOptions).filter(
  (o) => o !== 'light',
) as readonly (
  'screen-capable' | 'battalion-masse' | 'rifles' | 'irregular' | 'fanatic' | 'heavy-weapons'
)[];
export const CAVALRY_OPTIONS = Object.keys(COST.cavalryOptions) as readonly (
  'dismount-capable' | 'lancers' | 'irregular'
)[];
export const UNIT_OPTIONS = [...new Set([...INFANTRY_OPTIONS, ...CAVALRY_OPTIONS])];
export type UnitOption = (typeof UNIT_OPTIONS)[number];

/** 4.1 (reconstruction, data/points.json): the smallest close-order infantry unit. */
export const INFANTRY_MIN_FIGURES = need(
  pointsJson.unitRules.infantryMinFigures.value,
  'infantry min figures',
);
/** 4.2: "most cavalry units should be 12-16 figures strong" (a warning). */
export const CAVALRY_TYPICAL = {
  min: need(pointsJson.unitRules.cavalryTypicalFigures.min, 'cavalry typical min'),
  max: need(pointsJson.unitRules.cavalryTypicalFigures.max, 'cavalry typical max'),
};
/** 16.3: gunners a gun model needs to shoot (a warning when fewer). */
export const GUNNERS_PER_GUN = need(pointsJson.unitRules.gunnersPerGun.min, 'gunners per gun');
