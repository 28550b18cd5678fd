import type { GameSetup, SetupProblem, SetupResult } from '@pratzen/engine';
import {
  positionPoint,
  positionUnits,
  type CustomPositionHead,
  type PositionEntry,
} from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { COUNTERS, counter, type Counter } from './data/counters';
import { TABLES } from './data/tables';
import { evolve } from './evolve';
import { NO_CARDS } from './deck/cards-state';
import { NO_FOG, type FogState } from './fog/fog-state';
import { NO_MARKS, type A20State, type UnitState } from './state';
import {
  SCENARIO_IDS,
  RULESET_ID,
  type BySide,
  type Phase,
  type ScenarioId,
  type Side,
} from './vocabulary';

/** The scenarios of the sheet, each played. */
export const SCENARIOS = [
  { id: 'standard', title: 'Standard Scenario (3.0)' },
  { id: 'historical', title: 'Historical Battle (17.0)' },
  { id: 'earlierBattle', title: 'The Earlier Battle (17.1)' },
] as const satisfies readonly { readonly id: ScenarioId; readonly title: string }[];

export const OPTIONAL_RULES: readonly {
  readonly id: string;
  readonly title: string;
  readonly rule: string;
}[] = [
  { id: 'weather', title: 'Weather: fog on Morning and Evening turns', rule: '16.8' },
  { id: 'cadres', title: 'Cadres: break units down and recombine them', rule: '16.7' },
  { id: 'fog-of-war', title: 'Fog of War: hidden units and Dummies', rule: '16.1' },
];

/** A custom position (specs and tools): the kit's head, Routed markers and morale. */
export interface CustomPosition extends CustomPositionHead<
  Phase,
  Side,
  PositionEntry & { readonly routed?: boolean }
> {
  readonly scenarioId?: ScenarioId;
  readonly morale?: BySide<number>;
  readonly optionalRules?: readonly string[];
}

const start = TABLES.morale.track.start;
const held = (): Record<string, Side | null> =>
  Object.fromEntries(
    [...BOARD.objectives.french, ...BOARD.objectives.allied].map((h) => [h, null]),
  );

function gameState(
  scenarioId: ScenarioId,
  units: readonly UnitState[],
  point: { turn: number; side: Side; phase: Phase; custom: boolean },
  morale: BySide<number>,
  optionalRules: readonly string[] = [],
  fog: FogState = NO_FOG,
): A20State {
  const s: A20State = {
    rulesetId: RULESET_ID,
    scenarioId,
    ...point,
    units,
    marks: NO_MARKS,
    combat: null,
    pending: null,
    over: false,
    optionalRules,
    morale,
    held: held(),
    alliedAttacked: false,
    cadreParents: cadreParents(scenarioId, units),
    ended: null,
    cards: NO_CARDS,
    fog,
  };
  const h = { ...s.held };
  for (const u of units) if (u.hex !== null && u.hex in h) h[u.hex] = counter(u.id).side;
  // a position opening a Reaction or Combat Phase opens it as PhaseEnded would (N8.0, N7.3)
  const here = { turn: point.turn, side: point.side, phase: point.phase };
  return evolve({ ...s, held: h }, { type: 'PhaseEnded', ...here, next: here });
}

/** N16.7 / X17.0: the Cadres on the map whose set-up names their parent (IV/2's three). */
function cadreParents(scenarioId: ScenarioId, units: readonly UnitState[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const u of units) {
    const s = counter(u.id).setup[scenarioId];
    if (u.location === 'map' && s.kind === 'hex' && s.parent !== undefined) out[u.id] = s.parent;
  }
  return out;
}

/** X17.0 steps 1-5: every unit at its printed hex, III awaiting Turn 6, Conditional units out. */
function scenarioUnit(c: Counter, scenarioId: ScenarioId): UnitState {
  const s = c.setup[scenarioId];
  const base = { id: c.id, routed: false, strength: c.strength };
  if (s.kind === 'hex') return { ...base, location: 'map', hex: s.hex };
  if (s.kind === 'reinforcement') return { ...base, location: 'awaiting', hex: null };
  return { ...base, location: 'out', hex: null };
}

/** A state from a custom position (specs, tools); unlisted units are out of play. */
export function positionState(p: CustomPosition): A20State {
  const units = positionUnits<Counter, CustomPosition['units'][number], UnitState>(
    COUNTERS,
    p.units,
    (c, e) => ({
      id: c.id,
      location: 'map',
      hex: e.hex,
      routed: e.routed ?? false,
      strength: e.strength ?? c.strength,
    }),
    (c) => ({ id: c.id, location: 'out', hex: null, routed: false, strength: c.strength }),
  );
  const { side, ...point } = positionPoint(p);
  return gameState(
    p.scenarioId ?? 'historical',
    units,
    { ...point, side },
    p.morale ?? { allied: start, french: start },
    p.optionalRules,
  );
}

const problem = (code: string, message: string, rule?: string): SetupResult<A20State> => ({
  ok: false,
  problems: [{ code, message, ...(rule !== undefined ? { rule } : {}) } satisfies SetupProblem],
});

/**
 * initialState(setup): the Standard (3.0), Historical (17.0) and Earlier Battle (17.1) scenarios.
 * The Standard and The Earlier Battle open with set-up steps (the French first: the cards, then
 * his set-up; X3.0 steps 3-6, X17.1 steps 3-4); the Historical with the Allied Movement Phase.
 */
export function initialState(setup: GameSetup): SetupResult<A20State> {
  const id = setup.scenarioId as ScenarioId;
  if (!SCENARIO_IDS.includes(id))
    return problem('UNKNOWN_SCENARIO', `no scenario ${setup.scenarioId}`);
  const options = [...new Set(setup.optionalRules ?? [])];
  const unknown = options.filter((r) => !OPTIONAL_RULES.some((o) => o.id === r));
  if (unknown.length > 0)
    return problem('UNKNOWN_OPTIONAL_RULE', `no optional rule ${unknown.join(', ')}`);
  if (setup.position !== undefined)
    return problem('CUSTOM_POSITION_UNSUPPORTED', 'a20 does not take custom positions yet');
  const units = COUNTERS.map((c) => scenarioUnit(c, id));
  const turn = TABLES.turnTrack.firstTurn[id];
  // X3.0, X17.1: the Standard game and The Earlier Battle open with their set-up steps (the
  // French first); X5.0: no Allied Random Events Phase on the first game turn, so the Allies
  // open with their Movement Phase
  const standard = id === 'standard' || id === 'earlierBattle';
  return {
    ok: true,
    state: gameState(
      id,
      units,
      {
        turn,
        side: standard ? 'french' : 'allied',
        phase: standard ? 'setup' : 'movement',
        custom: false,
      },
      { allied: start, french: start },
      options,
      standard ? { ...NO_FOG, step: 'prepare' } : NO_FOG,
    ),
  };
}
