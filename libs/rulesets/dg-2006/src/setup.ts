import {
  setupRequestProblems,
  setupStateOrThrow,
  type SetupProblem,
  type SetupRequest,
  type SetupResult,
} from '@pratzen/engine';
import { fixedObligations } from './combat/obligations';
import { BOARD } from './data/board';
import {
  positionPoint,
  positionUnits,
  type CustomPositionHead,
  type PositionEntry,
} from '@pratzen/rulesets/hex-kit';
import { COUNTERS, counterOf, type Counter } from './data/counters';
import { overstacked, occupancy, sideOf } from './queries';
import { NO_MARKS, type DgState, type UnitState } from './state';
import {
  LAST_TURN,
  PHASES,
  RULESET_ID,
  SIDES,
  sequenceIndex,
  type Phase,
  type Side,
} from './vocabulary';

export const SCENARIOS = [
  { id: 'historical', title: 'Austerlitz, 2 December 1805 (13 game-turns)' },
] as const;
export const OPTIONAL_RULES: readonly { id: string; title: string; rule: string }[] = [];

/** A custom position (api.md `setup`): scenario units not listed are not in play. */
export interface CustomPosition extends CustomPositionHead<Phase, Side, PositionEntry> {
  /** 11.0: losses so far (default 0). */
  readonly lost?: Partial<Record<Side, number>>;
  readonly demoralized?: Side | null;
}

function baseState(units: readonly UnitState[]): DgState {
  return {
    rulesetId: RULESET_ID,
    scenarioId: 'historical',
    custom: false,
    turn: 1,
    side: 'allied',
    phase: 'movement',
    units,
    lost: { allied: 0, french: 0 },
    demoralized: null,
    exited: { west: 0, east: 0 },
    marks: NO_MARKS,
    combat: null,
    pending: null,
    over: false,
  };
}

/** The printed start hexes; reinforcements wait off the map (12.0). */
function scenarioUnits(): UnitState[] {
  return COUNTERS.map((c) =>
    c.setup.kind === 'hex'
      ? { id: c.id, location: 'map', hex: c.setup.hex }
      : { id: c.id, location: 'awaiting', hex: null },
  );
}

/** Is a reinforcement of `side` still to come at this point of the sequence (12.0)? */
function stillToCome(
  turn: number,
  phase: Phase,
  activeSide: Side,
  side: Side,
  arrival: number,
): boolean {
  if (turn < arrival) return true;
  return turn === arrival && sequenceIndex(activeSide, phase) <= sequenceIndex(side, 'movement');
}

function checkPosition(p: CustomPosition): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const bad = (code: string, message: string, path: string, rule?: string): void => {
    problems.push(rule === undefined ? { code, message, path } : { code, message, path, rule });
  };
  if (!Number.isInteger(p.turn) || p.turn < 1 || p.turn > LAST_TURN)
    bad('BAD_TURN', `turn must be 1..${LAST_TURN}`, 'setup.turn', '4.0');
  if (!PHASES.includes(p.phase))
    bad('BAD_PHASE', `phase must be one of ${PHASES.join(', ')}`, 'setup.phase');
  if (!SIDES.includes(p.activeSide))
    bad('BAD_SIDE', `activeSide must be one of ${SIDES.join(', ')}`, 'setup.activeSide');
  if (p.demoralized !== undefined && p.demoralized !== null && !SIDES.includes(p.demoralized))
    bad('BAD_SIDE', 'demoralized must be a side or null', 'setup.demoralized');
  const seen = new Set<string>();
  p.units.forEach((u, i) => {
    const path = `setup.units[${i}]`;
    const c = typeof u?.unitId === 'string' ? counterOf(u.unitId) : undefined;
    if (c === undefined)
      return bad('UNKNOWN_UNIT', `no unit ${String(u?.unitId)}`, `${path}.unitId`);
    if (seen.has(c.id)) bad('DUPLICATE_UNIT', `${c.id} is listed twice`, `${path}.unitId`);
    seen.add(c.id);
    if (typeof u.hex !== 'string' || !BOARD.has(u.hex))
      bad('OFF_MAP', `${String(u.hex)} is not a hex of the map`, `${path}.hex`);
    else if (BOARD.terrain.get(u.hex) === 'lake')
      bad('PROHIBITED_TERRAIN', `${u.hex} is a lake`, `${path}.hex`, '5.0 C');
    if (u.strength !== undefined && u.strength !== c.strength)
      bad(
        'BAD_STRENGTH',
        `${c.id} has strength ${c.strength}: DG units have no steps (a unit is whole or eliminated, 9.0)`,
        `${path}.strength`,
      );
  });
  return problems;
}

function customState(p: CustomPosition): DgState | SetupProblem[] {
  const units = positionUnits<Counter, PositionEntry, UnitState>(
    COUNTERS,
    p.units,
    (c, u) => ({ id: c.id, location: 'map', hex: u.hex }),
    (c) => {
      const coming =
        c.setup.kind === 'reinforcement' &&
        stillToCome(p.turn, p.phase, p.activeSide, c.side, c.setup.turn);
      return { id: c.id, location: coming ? 'awaiting' : 'out', hex: null };
    },
  );
  let state: DgState = {
    ...baseState(units),
    ...positionPoint(p),
    lost: { allied: p.lost?.allied ?? 0, french: p.lost?.french ?? 0 },
    demoralized: p.demoralized ?? null,
  };
  const problems: SetupProblem[] = [];
  for (const [hex, here] of occupancy(state)) {
    if (new Set(here.map(sideOf)).size > 1)
      problems.push({
        code: 'BOTH_SIDES_IN_HEX',
        message: `${hex} holds units of both sides`,
        path: 'setup.units',
        rule: '5.0 E',
      });
    else if (overstacked(state, hex))
      problems.push({
        code: 'OVERSTACKED',
        message: `${hex} is over the stacking limit`,
        path: 'setup.units',
        rule: '7.0',
      });
  }
  if (problems.length > 0) return problems;
  if (state.phase === 'combat') {
    const o = fixedObligations(state);
    state = {
      ...state,
      marks: { ...state.marks, obligedAttackers: o.attackers, obligedDefenders: o.defenders },
    };
  }
  return state;
}

export function initialState(setup: SetupRequest): SetupResult<DgState> {
  const refused = setupRequestProblems(setup, SCENARIOS, OPTIONAL_RULES);
  if (refused.length > 0) return { ok: false, problems: refused };
  if (setup.position === undefined) return { ok: true, state: baseState(scenarioUnits()) };
  const p = setup.position as CustomPosition;
  const problems = checkPosition(p);
  if (problems.length > 0) return { ok: false, problems };
  const state = customState(p);
  return Array.isArray(state) ? { ok: false, problems: state } : { ok: true, state };
}

/** Test and tool helper: a custom position's state, throwing on a bad position. */
export function positionState(p: CustomPosition): DgState {
  return setupStateOrThrow(initialState({ scenarioId: 'historical', position: p }));
}
