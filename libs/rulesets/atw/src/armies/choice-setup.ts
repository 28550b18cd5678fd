import type { SetupProblem } from '@pratzen/engine';
import { type Box, disjoint, parseTicks, within } from '@pratzen/geometry';
import { openChoices } from '@pratzen/rulesets/freeform-kit';
import type { AtwTable } from '../state';
import { SIDES, type Side } from '../vocabulary';
import type { ArmyChoice, LockedArmy } from './types';

/**
 * 20 at set-up: a custom position with a `pointsLimit` and no units (absent or empty) opens with
 * the sides choosing their armies in play (README "Hidden army lists"). It names each side's
 * deployment zone, `deploymentZones: {allied: [minX, minY, maxX, maxY], french: [...]}` in
 * inches, on the table and apart from each other (so lists set down in them never overlap,
 * whatever the other side chose), and no generals (each list brings its own).
 */
export interface ChoosingPosition {
  readonly units?: readonly unknown[];
  readonly pointsLimit?: unknown;
  readonly generals?: unknown;
  readonly deploymentZones?: unknown;
}

export const choosesArmies = (position: ChoosingPosition): boolean =>
  position.pointsLimit !== undefined &&
  (position.units === undefined || (Array.isArray(position.units) && position.units.length === 0));

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A zone `[minX, minY, maxX, maxY]` in inches, on the table, as a box in ticks; or null. */
function zoneOf(value: unknown, side: Side, table: AtwTable, problems: SetupProblem[]): Box | null {
  const path = `/deploymentZones/${side}`;
  const nums = Array.isArray(value) && value.length === 4 ? value.map((v) => parseTicks(v)) : [];
  const [minX, minY, maxX, maxY] = nums.map((r) => (r.ok ? r.value : 0));
  if (nums.length !== 4 || nums.some((r) => !r.ok) || minX! >= maxX! || minY! >= maxY!) {
    problems.push({
      code: 'INVALID_DEPLOYMENT_ZONE',
      path,
      message: `${side}: a zone is [minX, minY, maxX, maxY] in inches, min below max`,
      rule: '20',
    });
    return null;
  }
  const box = { minX: minX!, minY: minY!, maxX: maxX!, maxY: maxY! };
  const corners = [
    { x: box.minX, y: box.minY },
    { x: box.maxX, y: box.maxY },
  ];
  if (!within(corners, table.bbox)) {
    problems.push({
      code: 'INVALID_DEPLOYMENT_ZONE',
      path,
      message: `${side}: the zone is not wholly on the table`,
      rule: '20',
    });
    return null;
  }
  return box;
}

/** The choosing of the armies a position opens with, or null (its problems pushed). */
export function readArmyChoice(
  position: ChoosingPosition,
  table: AtwTable,
  problems: SetupProblem[],
): ArmyChoice | null {
  const limit = position.pointsLimit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1_000_000) {
    problems.push({
      code: 'INVALID_POINTS_LIMIT',
      path: '/pointsLimit',
      message: 'pointsLimit is a whole number of points from 1 to 1,000,000',
      rule: '20',
    });
    return null;
  }
  if (position.generals !== undefined) {
    problems.push({
      code: 'INVALID_GENERALS',
      path: '/generals',
      message: 'armies chosen in play bring their own generals (LockArmy): none at set-up',
      rule: '20',
    });
    return null;
  }
  const given = position.deploymentZones;
  if (!isRecord(given)) {
    problems.push({
      code: 'INVALID_DEPLOYMENT_ZONE',
      path: '/deploymentZones',
      message: 'armies chosen in play need deploymentZones: {allied: [...], french: [...]}',
      rule: '20',
    });
    return null;
  }
  const [allied, french] = SIDES.map((side) => zoneOf(given[side], side, table, problems));
  if (allied == null || french == null) return null;
  if (!disjoint(allied, french)) {
    problems.push({
      code: 'INVALID_DEPLOYMENT_ZONE',
      path: '/deploymentZones',
      message: 'the two deployment zones must not meet',
      rule: '20',
    });
    return null;
  }
  return { pointsLimit: limit, zones: { allied, french }, lists: openChoices<LockedArmy>(SIDES) };
}
