import type { GameSetup, SetupProblem, SetupResult } from '@pratzen/engine';
import { placeEach } from '@pratzen/rulesets/freeform-kit';
import scenarioJson from '../data/scenario-sokolnitz.json';
import { PLAYED_OPTIONAL_RULES } from './fire/optional';
import type { AtwState } from './state';
import { type PricedPosition, armyProblems } from './army/setup-armies';
import { readTable } from './table';
import { placeGenerals } from './generals/setup';
import { SIDES, type Side } from './vocabulary';
import { type Placement, groundProblems, oneOf, place } from './placement';
import { choosesArmies, readArmyChoice } from './armies/choice-setup';

export { type Placement, filesProblem } from './placement';

/**
 * Set-up (README "Set-up"): the Sokolnitz scenario (data/scenario-sokolnitz.json, a
 * reconstruction), or a custom position of the same shape (`GameSetup.position`: `units`, and
 * optionally `table`, `firstActive`, `turns`). Each unit is set down once, on the table, out of
 * impassable ground and overlapping no other; a problem names its path.
 */
export interface CustomPosition {
  /** Absent or empty with a `pointsLimit`: each side locks a hidden list (src/armies). */
  readonly units?: readonly Placement[];
  readonly table?: { readonly bbox?: unknown; readonly features?: unknown };
  readonly firstActive?: string;
  readonly turns?: number;
  /** 20: the points each side's army may cost (src/army/setup-armies.ts); absent: not priced. */
  readonly pointsLimit?: number;
  /** 7, 20: the generals, each with its `side` (the scenario's shape); priced with the armies. */
  readonly generals?: readonly unknown[];
  /** 20, hidden lists: each side's zone `[minX, minY, maxX, maxY]` (inches) its list is set down in. */
  readonly deploymentZones?: unknown;
}

export const SCENARIO_LIST = [{ id: scenarioJson.id, title: scenarioJson.name }] as const;
const SCENARIO_UNITS = scenarioJson.units as readonly Placement[];

export function initialState(setup: GameSetup): SetupResult<AtwState> {
  const problems: SetupProblem[] = [];
  const custom = (setup.position ?? null) as CustomPosition | null;
  if (custom === null && setup.scenarioId !== scenarioJson.id) {
    return {
      ok: false,
      problems: [{ code: 'UNKNOWN_SCENARIO', message: `no scenario ${setup.scenarioId}` }],
    };
  }
  // 1: optional rules; only those a module plays are accepted (src/fire: 16.15)
  const optional = setup.optionalRules ?? [];
  if (optional.some((id) => !PLAYED_OPTIONAL_RULES.includes(id))) {
    return {
      ok: false,
      problems: [
        {
          code: 'OPTIONAL_RULE_NOT_PLAYED',
          path: '/optionalRules',
          message: `optional rules played: ${PLAYED_OPTIONAL_RULES.join(', ')}`,
        },
      ],
    };
  }
  const table = readTable(custom?.table ?? scenarioJson.table, problems);
  if (table === null) return { ok: false, problems };
  // 20: a points limit and no units: the sides lock hidden lists first (src/armies)
  const choosing = custom !== null && choosesArmies(custom);
  const armyChoice = choosing ? readArmyChoice(custom, table, problems) : null;
  const units = placeEach(
    choosing ? [] : (custom?.units ?? SCENARIO_UNITS),
    (p, i, pr) => place(p, i, table, pr),
    problems,
  );
  groundProblems(units, table, problems);
  // 7: the generals (the scenario's, or the position's)
  const generals = placeGenerals(
    custom === null ? scenarioJson.generals : custom.generals,
    units,
    table,
    problems,
  );
  const first = custom?.firstActive ?? scenarioJson.firstActive;
  if (!oneOf<Side>(SIDES, first))
    problems.push({
      code: 'INVALID_SIDE',
      path: '/firstActive',
      message: 'firstActive is allied or french',
    });
  // 20: a position with a points limit is two armies bought by points (src/army/setup-armies.ts)
  if (problems.length === 0 && custom !== null && !choosing)
    problems.push(...armyProblems(custom as unknown as PricedPosition, setup.optionalRules ?? []));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    state: {
      rulesetId: 'atw',
      scenarioId: setup.scenarioId,
      turn: 1,
      lastTurn: custom?.turns ?? scenarioJson.turns.value,
      firstActive: first as Side,
      phase: 'rally',
      units,
      table,
      over: false,
      engagements: [],
      reaction: null,
      retreats: [],
      generals,
      commanded: generals.length > 0,
      confused: [],
      ...(optional.length > 0 ? { optionalRules: [...optional] } : {}),
      ...(armyChoice === null ? {} : { armyChoice }),
    },
  };
}
