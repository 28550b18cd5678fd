import type { SetupProblem } from '@pratzen/engine';
import { BOARD } from './data/board';
import { counterOf } from './data/counters';
import { terrainAllows } from './queries';
import type { CustomPosition } from './setup';
import { LAST_TURN, PHASES, SIDES, STACKING_LIMIT, type Side } from './vocabulary';

/** Checks of a custom position (api.md `setup`): every problem named, nothing thrown. */
const isUnitEntry = (u: unknown): u is CustomPosition['units'][number] =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as { unitId?: unknown }).unitId === 'string' &&
  typeof (u as { hex?: unknown }).hex === 'string';

/** Type checks of the optional members (a position comes from clients: nothing may throw). */
function shapeProblems(p: CustomPosition): SetupProblem[] {
  const out: SetupProblem[] = [];
  const bad = (path: string, message: string) => out.push({ code: 'BAD_POSITION', message, path });
  p.units.forEach((u, i) => {
    if (!isUnitEntry(u)) return;
    if (u.strength !== undefined && typeof u.strength !== 'number')
      bad(`units[${i}].strength`, 'strength must be a number');
    if (u.disrupted !== undefined && typeof u.disrupted !== 'boolean')
      bad(`units[${i}].disrupted`, 'disrupted must be true or false');
  });
  for (const side of SIDES) {
    const m = p.morale?.[side];
    if (m !== undefined && !Number.isInteger(m))
      bad(`morale.${side}`, 'army morale must be a whole number');
    const d = p.demoralized?.[side];
    if (d !== undefined && typeof d !== 'boolean')
      bad(`demoralized.${side}`, 'demoralized must be true or false');
  }
  if (p.morale !== undefined && (typeof p.morale !== 'object' || p.morale === null))
    bad('morale', 'morale must be an object by side');
  if (
    p.demoralized !== undefined &&
    (typeof p.demoralized !== 'object' || p.demoralized === null)
  ) {
    bad('demoralized', 'demoralized must be an object by side');
  }
  if (p.reinforcementsAvailable !== undefined && typeof p.reinforcementsAvailable !== 'boolean') {
    bad('reinforcementsAvailable', 'reinforcementsAvailable must be true or false');
  }
  return out;
}

export function checkPosition(p: CustomPosition): SetupProblem[] {
  const problems: SetupProblem[] = [];
  if (!Number.isInteger(p.turn) || p.turn < 1 || p.turn > LAST_TURN) {
    problems.push({ code: 'BAD_TURN', message: `turn must be 1..${LAST_TURN}`, path: 'turn' });
  }
  if (!PHASES.includes(p.phase))
    problems.push({
      code: 'BAD_PHASE',
      message: `phase must be one of ${PHASES.join(', ')}`,
      path: 'phase',
    });
  if (!SIDES.includes(p.activeSide))
    problems.push({
      code: 'BAD_SIDE',
      message: `activeSide must be one of ${SIDES.join(', ')}`,
      path: 'activeSide',
    });
  const seen = new Set<string>();
  const stacks = new Map<string, { total: number; count: number }>();
  const hexSide = new Map<string, Side>();
  problems.push(...shapeProblems(p));
  p.units.forEach((u, i) => {
    const path = `units[${i}]`;
    if (!isUnitEntry(u)) {
      problems.push({
        code: 'BAD_UNIT_ENTRY',
        message: 'each unit needs a string unitId and hex',
        path,
      });
      return;
    }
    const c = counterOf(u.unitId);
    if (c === undefined) {
      problems.push({
        code: 'UNKNOWN_UNIT',
        message: `no unit ${u.unitId} in this scenario`,
        path,
      });
      return;
    }
    if (seen.has(u.unitId))
      problems.push({
        code: 'DUPLICATE_UNIT',
        message: `${u.unitId} is listed twice (one counter each)`,
        path,
      });
    seen.add(u.unitId);
    if (!BOARD.has(u.hex)) {
      problems.push({
        code: 'UNKNOWN_HEX',
        message: `${u.hex} is not a hex of the map`,
        path: `${path}.hex`,
      });
      return;
    }
    if (!terrainAllows(u.hex, c.type)) {
      problems.push({
        code: 'PROHIBITED_TERRAIN',
        message: `${c.type} may not be in ${BOARD.terrain.get(u.hex)} (${u.hex})`,
        path: `${path}.hex`,
        rule: '8.0',
      });
    }
    const strength = u.strength ?? c.strength;
    if (!Number.isInteger(strength) || strength < 1 || strength > c.strength) {
      problems.push({
        code: 'BAD_STRENGTH',
        message: `${u.unitId} strength must be 1..${c.strength}`,
        path: `${path}.strength`,
      });
    }
    const st = stacks.get(u.hex) ?? { total: 0, count: 0 };
    stacks.set(u.hex, { total: st.total + strength, count: st.count + 1 });
    const other = hexSide.get(u.hex);
    if (other !== undefined && other !== c.side) {
      problems.push({
        code: 'ENEMY_IN_HEX',
        message: `${u.hex} holds units of both sides`,
        path: `${path}.hex`,
        rule: '4.3',
      });
    }
    hexSide.set(u.hex, c.side);
  });
  // 4.4: more than one unit may share a hex only while their total is at most 10 CSP.
  for (const [hex, { total, count }] of stacks) {
    if (count > 1 && total > STACKING_LIMIT) {
      problems.push({
        code: 'OVERSTACKED',
        message: `${hex} holds ${total} CSP, over the limit of ${STACKING_LIMIT}`,
        path: 'units',
        rule: '4.4',
      });
    }
  }
  return problems;
}
