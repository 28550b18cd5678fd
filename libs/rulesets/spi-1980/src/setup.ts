import {
  setupRequestProblems,
  setupStateOrThrow,
  type SetupRequest,
  type SetupResult,
} from '@pratzen/engine';
import { BOARD } from './data/board';
import {
  positionPoint,
  positionUnits,
  type CustomPositionHead,
  type PositionEntry,
} from '@pratzen/rulesets/hex-kit';
import { COUNTERS, type Counter } from './data/counters';
import { PLOT_RESERVE_PENDING } from './pending';
import { checkPosition } from './setup-checks';
import { NO_MARKS, type SpiState, type UnitState } from './state';
import { STARTING_MORALE, type Phase, type Side } from './vocabulary';

export const SCENARIOS = [
  { id: 'historical', title: 'The Battle of Austerlitz, 2 December 1805 (11 turns)' },
] as const;
export const OPTIONAL_RULES = [
  { id: 'corps-integrity', title: 'Corps Integrity', rule: '11.0' },
] as const;

/** A custom position (api.md `setup`): scenario units not listed are not in play. */
export interface CustomPosition extends CustomPositionHead<
  Phase,
  Side,
  PositionEntry & { readonly disrupted?: boolean }
> {
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

function customState(scenarioId: string, options: readonly string[], p: CustomPosition): SpiState {
  const units = positionUnits<Counter, CustomPosition['units'][number], UnitState>(
    COUNTERS,
    p.units,
    (c, u) => ({
      id: c.id,
      location: 'map',
      hex: u.hex,
      strength: u.strength ?? c.strength,
      disrupted: u.disrupted ?? false,
    }),
    (c) => ({ id: c.id, location: 'eliminated', hex: null, strength: 0, disrupted: false }),
  );
  const base = baseState(scenarioId, options, units);
  return {
    ...base,
    ...positionPoint(p),
    morale: { ...base.morale, ...p.morale },
    demoralized: { ...base.demoralized, ...p.demoralized },
    reinforcementsAvailable: p.reinforcementsAvailable ?? false,
    reserve: { plotted: [], revealed: true },
    pending: null,
  };
}

export function initialState(setup: SetupRequest): SetupResult<SpiState> {
  const refused = setupRequestProblems(setup, SCENARIOS, OPTIONAL_RULES);
  if (refused.length > 0) return { ok: false, problems: refused };
  const options = setup.optionalRules ?? [];
  if (setup.position === undefined)
    return { ok: true, state: baseState(setup.scenarioId, options, scenarioUnits()) };
  const p = setup.position as CustomPosition;
  const problems = checkPosition(p);
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, state: customState(setup.scenarioId, options, p) };
}

/** Test and tool helper: a custom position's state, throwing on a bad position. */
export function positionState(p: CustomPosition, optionalRules: readonly string[] = []): SpiState {
  return setupStateOrThrow(initialState({ scenarioId: 'historical', optionalRules, position: p }));
}
