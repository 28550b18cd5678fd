import type { SetupProblem, SetupResult } from '@pratzen/engine';
import { BOARD } from './data/board';
import { COUNTERS, counterOf } from './data/counters';
import { PLOT_RESERVE_PENDING } from './pending';
import { NO_MARKS, type SpiState, type UnitState } from './state';
import {
  PHASES,
  SIDES,
  STACKING_LIMIT,
  STARTING_MORALE,
  LAST_TURN,
  type Phase,
  type Side,
} from './vocabulary';
import { terrainAllows } from './queries';

export const SCENARIOS = [
  { id: 'historical', title: 'The Battle of Austerlitz, 2 December 1805 (11 turns)' },
] as const;
export const OPTIONAL_RULES = [
  { id: 'corps-integrity', title: 'Corps Integrity', rule: '11.0' },
] as const;

/** A custom position (api.md `setup`): scenario units not listed are not in play. */
export interface CustomPosition {
  readonly turn: number;
  readonly phase: Phase;
  readonly activeSide: Side;
  readonly units: readonly {
    readonly unitId: string;
    readonly hex: string;
    readonly strength?: number;
    readonly disrupted?: boolean;
  }[];
  readonly morale?: Partial<Record<Side, number>>;
  readonly demoralized?: Partial<Record<Side, boolean>>;
  readonly reinforcementsAvailable?: boolean;
}

function initialControl(): Record<string, Side> {
  const control: Record<string, Side> = {};
  for (const v of BOARD.victoryHexes.values()) control[v.label] = v.initialControl;
  return control;
}

function baseState(
  scenarioId: string,
  options: readonly string[],
  units: readonly UnitState[],
): SpiState {
  return {
    rulesetId: 'spi-1980',
    scenarioId,
    custom: false,
    options: { corpsIntegrity: options.includes('corps-integrity') },
    turn: 1,
    side: 'allied',
    phase: 'rally',
    units,
    morale: STARTING_MORALE,
    demoralized: { allied: false, french: false },
    cspLost: { allied: 0, french: 0 },
    control: initialControl(),
    reinforcementsAvailable: false,
    reserve: { plotted: null, revealed: false },
    marks: NO_MARKS,
    combat: null,
    pending: PLOT_RESERVE_PENDING,
    over: false,
  };
}

/** 1.0: the printed start hexes, the reserve set aside (12.0), reinforcements off map (9.0). */
function scenarioUnits(): UnitState[] {
  return COUNTERS.map((c) => {
    const base = { id: c.id, strength: c.strength, disrupted: false };
    if (c.setup.kind === 'hex') return { ...base, location: 'map', hex: c.setup.hex };
    return { ...base, location: c.setup.kind === 'reserve' ? 'reserve' : 'awaiting', hex: null };
  });
}

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

function checkPosition(p: CustomPosition): SetupProblem[] {
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

function customState(scenarioId: string, options: readonly string[], p: CustomPosition): SpiState {
  const listed = new Map(p.units.map((u) => [u.unitId, u]));
  const units: UnitState[] = COUNTERS.map((c) => {
    const u = listed.get(c.id);
    if (u === undefined)
      return { id: c.id, location: 'eliminated', hex: null, strength: 0, disrupted: false };
    return {
      id: c.id,
      location: 'map',
      hex: u.hex,
      strength: u.strength ?? c.strength,
      disrupted: u.disrupted ?? false,
    };
  });
  const base = baseState(scenarioId, options, units);
  return {
    ...base,
    custom: true,
    turn: p.turn,
    phase: p.phase,
    side: p.activeSide,
    morale: { ...base.morale, ...p.morale },
    demoralized: { ...base.demoralized, ...p.demoralized },
    reinforcementsAvailable: p.reinforcementsAvailable ?? false,
    reserve: { plotted: [], revealed: true },
    pending: null,
  };
}

export function initialState(setup: {
  readonly scenarioId: string;
  readonly optionalRules?: readonly string[];
  readonly position?: unknown;
}): SetupResult<SpiState> {
  if (!SCENARIOS.some((s) => s.id === setup.scenarioId)) {
    return {
      ok: false,
      problems: [
        {
          code: 'UNKNOWN_SCENARIO',
          message: `no scenario ${setup.scenarioId}`,
          path: 'scenarioId',
        },
      ],
    };
  }
  const options = setup.optionalRules ?? [];
  const unknown = options.filter((o) => !OPTIONAL_RULES.some((r) => r.id === o));
  if (unknown.length > 0) {
    return {
      ok: false,
      problems: unknown.map((o) => ({
        code: 'UNKNOWN_OPTION',
        message: `no optional rule ${o}`,
        path: 'optionalRules',
      })),
    };
  }
  if (setup.position === undefined)
    return { ok: true, state: baseState(setup.scenarioId, options, scenarioUnits()) };
  const p = setup.position as CustomPosition;
  if (typeof p !== 'object' || p === null || !Array.isArray(p.units)) {
    return {
      ok: false,
      problems: [
        {
          code: 'BAD_POSITION',
          message: 'setup needs turn, phase, activeSide and units[]',
          path: 'setup',
        },
      ],
    };
  }
  const problems = checkPosition(p);
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, state: customState(setup.scenarioId, options, p) };
}

/** Test and tool helper: a custom position's state, throwing on a bad position. */
export function positionState(p: CustomPosition, optionalRules: readonly string[] = []): SpiState {
  const r = initialState({ scenarioId: 'historical', optionalRules, position: p });
  if (!r.ok) throw new Error(r.problems.map((x) => x.message).join('; '));
  return r.state;
}
