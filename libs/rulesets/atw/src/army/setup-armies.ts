import type { SetupProblem } from '@pratzen/engine';
import { type ArmyUnit, CALIBRES, IRREGULAR_ORDERS, priceArmy } from './army';
import { UNIT_OPTIONS } from './cost-chart';
import { SIDES } from '../vocabulary';

/**
 * 20 at set-up: a custom position with a `pointsLimit` is two armies bought by points. Each
 * side's placed units (with their Cost Chart members: `options`, `irregular`, `limbers` — one by
 * default, 4.3 — and a horse battery's `calibre`) and its `generals` (the list of generals with
 * their side, as the scenario's) are priced by the army
 * builder; an illegal unit or a side over the limit refuses the set-up (INVALID_SETUP) with the
 * builder's code and case, at the unit's path. The lists are public here; a position with a
 * `pointsLimit` and no units has each side lock its list hidden instead (src/armies).
 * Called only once every unit was placed (its type, grade and figures already checked).
 */
export interface PricedPosition {
  readonly units: readonly Record<string, unknown>[];
  readonly pointsLimit?: unknown;
  readonly generals?: unknown;
}

const isArtillery = (type: unknown): boolean =>
  typeof type === 'string' && (type.endsWith('artillery') || type === 'howitzer');

const isCount = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

export function armyProblems(
  position: PricedPosition,
  optionalRules: readonly string[],
): SetupProblem[] {
  if (position.pointsLimit === undefined) return [];
  const limit = position.pointsLimit;
  if (!isCount(limit, 1_000_000))
    return [
      {
        code: 'INVALID_POINTS_LIMIT',
        path: '/pointsLimit',
        message: 'pointsLimit is a whole number of points from 0 to 1,000,000',
        rule: '20',
      },
    ];
  // the generals placed (the scenario's shape: [{id, side, position}]), 100 points each
  const generals = position.generals ?? [];
  if (!Array.isArray(generals))
    return [
      {
        code: 'INVALID_GENERALS',
        path: '/generals',
        message: 'generals is a list of generals, each with its side',
        rule: '20',
      },
    ];
  const problems: SetupProblem[] = [];
  for (const side of SIDES)
    problems.push(...priceSide(position, side, generals, optionalRules, limit).problems);
  return problems;
}

/**
 * 20: one side's placed units and generals priced against `limit`: the builder's problems at
 * the units' paths, and the side's total (0 when it has no unit). Also the hidden lists' check
 * (src/armies: a `LockArmy` prices its own side alone).
 */
export function priceSide(
  position: PricedPosition,
  side: string,
  generals: readonly unknown[],
  optionalRules: readonly string[],
  limit: number,
): { readonly problems: SetupProblem[]; readonly total: number } {
  const problems: SetupProblem[] = [];
  const count = generals.filter(
    (g: unknown) => (g as { side?: unknown } | null)?.side === side,
  ).length;
  const indices: number[] = [];
  const units: ArmyUnit[] = [];
  position.units.forEach((u, i) => {
    if (u['side'] !== side) return;
    const bad = memberProblem(u, i);
    if (bad !== null) {
      problems.push(bad);
      return;
    }
    indices.push(i);
    units.push(armyUnitOf(u));
  });
  if (units.length === 0) return { problems, total: 0 };
  const report = priceArmy({ units, generals: count }, { optionalRules, limit });
  for (const v of report.violations) {
    const m = /^\/units\/(\d+)(.*)$/.exec(v.path);
    const path = m === null ? '/pointsLimit' : `/units/${indices[Number(m[1])] ?? 0}${m[2] ?? ''}`;
    const message = m === null ? `${side}: ${v.message}` : v.message;
    problems.push({ code: v.code, path, message, rule: v.rule });
  }
  return { problems, total: report.points.total };
}

/** The army members of a placement, checked (a malformed one is a set-up problem, not a 500). */
function memberProblem(u: Record<string, unknown>, i: number): SetupProblem | null {
  const bad = (member: string, message: string): SetupProblem => ({
    code: 'INVALID_ARMY_MEMBER',
    path: `/units/${i}/${member}`,
    message: `${String(u['id'])}: ${message}`,
    rule: '20',
  });
  const options = u['options'];
  if (
    options !== undefined &&
    (!Array.isArray(options) ||
      options.length > UNIT_OPTIONS.length ||
      new Set(options).size !== options.length ||
      options.some((o) => !(UNIT_OPTIONS as readonly unknown[]).includes(o)))
  )
    return bad('options', `options are distinct ids among ${UNIT_OPTIONS.join(', ')}`);
  const irregular = u['irregular'];
  if (irregular !== undefined && !(IRREGULAR_ORDERS as readonly unknown[]).includes(irregular))
    return bad('irregular', 'irregular is skirmish or massed');
  const calibre = u['calibre'];
  if (calibre !== undefined && !(CALIBRES as readonly unknown[]).includes(calibre))
    return bad('calibre', `calibre is one of ${CALIBRES.join(', ')}`);
  if (u['limbers'] !== undefined && !isCount(u['limbers'], 1))
    return bad('limbers', 'limbers is 0 or 1');
  if (isArtillery(u['type']) && !isCount(u['gunners'], 1000))
    return bad('gunners', 'a battery names its gunners (a whole number) to be priced');
  return null;
}

function armyUnitOf(u: Record<string, unknown>): ArmyUnit {
  const type = String(u['type']);
  const artillery = isArtillery(type);
  const pick = <K extends string>(k: K) => (u[k] === undefined ? {} : { [k]: u[k] });
  return {
    id: String(u['id']),
    type,
    grade: u['grade'] as ArmyUnit['grade'],
    ...(artillery
      ? {
          gunModels: u['gunModels'] as number,
          gunners: u['gunners'] as number,
          limbers: (u['limbers'] as number | undefined) ?? 1,
          ...pick('calibre'),
        }
      : { figures: u['figures'] as number }),
    ...pick('options'),
    ...pick('irregular'),
  } as ArmyUnit;
}
