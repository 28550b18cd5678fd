import { type GameSetup, type SetupProblem, type SetupResult } from '@pratzen/engine';
import { convexOverlap, within } from '@pratzen/geometry';
import { placeEach, readPose } from '@pratzen/rulesets/freeform-kit';
import { LOCATIONS, TABLE, UNITS, formationsOf, unitSpec } from './data/catalogue';
import { FREE_FORM, type Placement, type ReserveEntry, SCENARIOS } from './data/scenarios';
import { AREAS, CHITS, START_AREA } from './data/strategic';
import { ringAt } from './movement/pose';
import { notClearUnder, pondUnder } from './movement/terrain';
import type { A1805State, UnitState } from './state';
import { CHIT_DEPLOYMENT, LAST_FOG_TURN, LAST_TURN, type Side, type Weather } from './vocabulary';
import { eventsInUM } from './wire-units';

export const SCENARIO_LIST = [
  ...SCENARIOS.map((s) => ({ id: s.id, title: s.title })),
  { id: FREE_FORM.id, title: FREE_FORM.title },
];

/** 19–21: the advanced rules, optional (a game names those it plays). */
export const OPTIONAL_RULES = [
  { id: 'alternate-rout', title: 'Optional rout rule', rule: '19.0' },
  { id: 'allied-artillery', title: 'Allied artillery (ammunition)', rule: '20.0' },
  { id: 'grande-armee', title: "La Grande Armée d'Allemagne", rule: '21.0' },
];

function place(p: Placement, i: number, problems: SetupProblem[]): UnitState | null {
  const path = `/units/${i}`;
  const spec = unitSpec(String(p.id));
  if (spec === undefined) {
    problems.push({
      code: 'UNKNOWN_UNIT',
      path: `${path}/id`,
      message: `no unit ${String(p.id)} in the order of battle`,
    });
    return null;
  }
  const pose = readPose(p, path, problems);
  if (pose === null) return null;
  const formation = spec.kind === 'hq' ? 'none' : p.formation;
  if (spec.kind !== 'hq' && !formationsOf(spec.kind).includes(formation)) {
    problems.push({
      code: 'NO_SUCH_FORMATION',
      path: `${path}/formation`,
      rule: '5.1',
      message: `a ${spec.kind} unit cannot be in ${String(p.formation)}`,
    });
    return null;
  }
  return {
    id: spec.id,
    side: spec.side,
    kind: spec.kind,
    ...pose,
    formation,
    stepsLost: 0,
    morale: 'good',
    attachedTo: p.attachedTo ?? null,
    bloodRage: false,
    fired: false,
    checkedFor: [],
  };
}

/** Checks a deployment: known units once each, on the table, no overlap (7.1), no square off clear ground (5.2). */
export function deploy(placements: readonly Placement[]): {
  units: UnitState[];
  problems: SetupProblem[];
} {
  const problems: SetupProblem[] = [];
  const units = placeEach(placements, place, problems);
  const byId = new Map(units.map((u) => [u.id, u]));
  const attached = new Set<string>();
  for (const [i, u] of units.entries()) {
    if (u.attachedTo === null) continue;
    const host = byId.get(u.attachedTo);
    if (
      u.kind !== 'hq' ||
      host === undefined ||
      host.kind === 'hq' ||
      host.side !== u.side ||
      attached.has(host.id)
    ) {
      problems.push({
        code: 'BAD_ATTACHMENT',
        path: `/units/${i}/attachedTo`,
        rule: '7.1',
        message: `${u.id} cannot be attached to ${u.attachedTo}`,
      });
      continue;
    }
    attached.add(host.id);
    units[i] = { ...u, x: host.x, y: host.y, facing: host.facing };
  }
  const standing = units.filter((u) => u.attachedTo === null);
  for (const [i, u] of standing.entries()) {
    const ring = ringAt(u.kind, u);
    if (!within(ring, TABLE)) {
      problems.push({
        code: 'OFF_TABLE',
        rule: '3.1',
        message: `${u.id} is not wholly on the table`,
      });
    }
    if (pondUnder(ring) !== undefined)
      problems.push({ code: 'IMPASSABLE', rule: '6.7', message: `${u.id} stands in a pond` });
    if (u.formation === 'square' && notClearUnder(ring) !== undefined) {
      problems.push({
        code: 'SQUARE_NOT_CLEAR',
        rule: '5.2',
        message: `${u.id}: a square stands only in clear terrain`,
      });
    }
    for (const o of standing.slice(i + 1)) {
      if (convexOverlap(ring, ringAt(o.kind, o))) {
        problems.push({ code: 'UNITS_OVERLAP', rule: '7.1', message: `${u.id} overlaps ${o.id}` });
      }
    }
  }
  return { units, problems };
}

const initialControl = (): Record<string, Side> =>
  Object.fromEntries(
    LOCATIONS.flatMap((l) => (l.controlledAtStart === null ? [] : [[l.id, l.controlledAtStart]])),
  );

export function initialState(setup: GameSetup): SetupResult<A1805State> {
  const scenario = SCENARIOS.find((s) => s.id === setup.scenarioId);
  let placements: readonly Placement[];
  let firstSide: Side = 'allied';
  let turn = 1;
  let weather: Weather | undefined;
  let reserveEntries: readonly ReserveEntry[] = [];
  if (scenario !== undefined) {
    if (setup.position !== undefined) {
      return {
        ok: false,
        problems: [
          {
            code: 'POSITION_NOT_ALLOWED',
            message: `${scenario.id} has its own deployment; use free-form`,
          },
        ],
      };
    }
    placements = scenario.placements;
    firstSide = scenario.firstSide;
    turn = scenario.turn;
    weather = scenario.weather;
    reserveEntries =
      scenario.reserve === 'order-of-battle'
        ? UNITS.filter((u) => !placements.some((p) => p.id === u.id)).map((u) => ({ id: u.id }))
        : (scenario.reserve ?? []);
  } else if (setup.scenarioId === FREE_FORM.id) {
    const pos = setup.position as
      | {
          units?: Placement[];
          firstSide?: Side;
          turn?: number;
          weather?: Weather;
          reserve?: ReserveEntry[];
        }
      | undefined;
    if (pos?.units === undefined) {
      return {
        ok: false,
        problems: [
          {
            code: 'POSITION_REQUIRED',
            rule: '18.1.2',
            message: 'free form needs a position: the units and where they stand',
          },
        ],
      };
    }
    placements = pos.units;
    reserveEntries = pos.reserve ?? [];
    firstSide = pos.firstSide ?? 'allied';
    turn = pos.turn ?? 1;
    weather = pos.weather;
  } else {
    return {
      ok: false,
      problems: [{ code: 'UNKNOWN_SCENARIO', message: `no scenario ${setup.scenarioId}` }],
    };
  }
  const { units, problems } = deploy(placements);
  const reserve = reserveOf(reserveEntries, units, problems);
  if (problems.length > 0) return { ok: false, problems };
  const fogTurn = (weather ?? (turn <= LAST_FOG_TURN ? 'fog' : 'clear')) === 'fog';
  const usesChits = reserve.length > 0;
  return {
    ok: true,
    state: {
      scenarioId: setup.scenarioId,
      optionalRules: [...(setup.optionalRules ?? [])],
      turn,
      lastTurn: LAST_TURN,
      firstSide,
      attacker: firstSide,
      phase: usesChits && fogTurn ? CHIT_DEPLOYMENT : 'rally',
      deploying: usesChits && fogTurn ? firstSide : null,
      reaction: null,
      laterReactions: [],
      returning: [],
      units,
      moved: [],
      control: initialControl(),
      over: false,
      eliminated: [],
      rallied: [],
      musketry: [],
      combats: [],
      held: { side: null, turns: 0 },
      disengaged: [],
      charges: [],
      weather: weather ?? (turn <= LAST_FOG_TURN ? 'fog' : 'clear'),
      automatic: null,
      fog: {
        usesChits,
        reserve,
        chits: [],
        // 16.4.2.2: 4 French and 5 Allied chits at the start (also for a set-up starting later)
        allowance: { ...CHITS.atStart },
        decoys: { french: CHITS.decoys, allied: CHITS.decoys },
        deployed: 0,
        placing: [],
        revealed: [],
        combatStarted: false,
        stripedZone: setup.scenarioId === 'historical',
        corpsMoved: [],
        columns: CHITS.alliedColumnsAtStart,
      },
      // the form of the game's events, by the version it was created under (wire-units.ts)
      ...(eventsInUM(setup.rulesVersion) ? { eventUnits: 'UM' as const } : {}),
    },
  };
}

/** 16.4.1: the units on the strategic maps, each once, not also on the table, in an area of its side. */
function reserveOf(
  entries: readonly ReserveEntry[],
  placed: readonly UnitState[],
  problems: SetupProblem[],
): A1805State['fog']['reserve'] {
  const out: A1805State['fog']['reserve'][number][] = [];
  entries.forEach((e, i) => {
    const spec = unitSpec(String(e.id));
    const path = `/reserve/${i}`;
    if (spec === undefined) {
      problems.push({
        code: 'UNKNOWN_UNIT',
        path: `${path}/id`,
        message: `no unit ${String(e.id)} in the order of battle`,
      });
      return;
    }
    if (placed.some((u) => u.id === spec.id) || out.some((u) => u.id === spec.id)) {
      problems.push({
        code: 'DUPLICATE_UNIT',
        path: `${path}/id`,
        message: `${spec.id} is placed twice`,
      });
      return;
    }
    const areaId = e.area ?? START_AREA[spec.formation];
    const area = AREAS.find((a) => a.id === areaId);
    if (area === undefined || area.side !== spec.side) {
      problems.push({
        code: 'BAD_AREA',
        path: `${path}/area`,
        rule: '16.4.1',
        message: `${spec.id} cannot start in ${String(areaId)}`,
      });
      return;
    }
    out.push({
      id: spec.id,
      side: spec.side,
      kind: spec.kind,
      stepsLost: 0,
      morale: 'good',
      area: area.id,
    });
  });
  return out;
}
