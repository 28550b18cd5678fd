import { afterPhaseEnded, afterTurnLimit } from '@pratzen/engine';
import { unitsWith as unitsWithAt } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { counter } from './data/counters';
import type { CoreEvent } from './events';
import { PLOT_RESERVE_PENDING } from './pending';
import { NO_MARKS, type SpiState, type UnitState } from './state';
import type { Side } from './vocabulary';

/** The units array with one unit (by id) replaced by `f(unit)`; the other units are shared. */
export function unitsWith(
  state: SpiState,
  id: string,
  f: (u: UnitState) => UnitState,
): readonly UnitState[] {
  return unitsWithAt(state.units, counter(id).index, f);
}

/** Replace one unit (by id) with `f(unit)`. */
export function updateUnit(state: SpiState, id: string, f: (u: UnitState) => UnitState): SpiState {
  return { ...state, units: unitsWith(state, id, f) };
}

/** 14.3: victory-hex control once `side` has occupied or moved through `hexes`. */
export function controlAfter(
  control: SpiState['control'],
  side: Side,
  hexes: readonly string[],
): SpiState['control'] {
  let next = control;
  for (const h of hexes) {
    if (BOARD.victoryHexes.has(h) && next[h] !== side) next = { ...next, [h]: side };
  }
  return next;
}

export function touchHexes(state: SpiState, side: Side, hexes: readonly string[]): SpiState {
  const control = controlAfter(state.control, side, hexes);
  return control === state.control ? state : { ...state, control };
}

/**
 * Put a unit in the last hex of `path` (on the map) and mark the hexes it passed through (14.3);
 * `marks` lets a move record itself in the same new state (one new state per event: replay speed).
 */
export function placeUnit(
  state: SpiState,
  id: string,
  path: readonly string[],
  marks: SpiState['marks'] = state.marks,
): SpiState {
  const last = path[path.length - 1];
  if (last === undefined) return state;
  return {
    ...state,
    marks,
    units: unitsWith(state, id, (u) => ({ ...u, location: 'map', hex: last })),
    control: controlAfter(state.control, counter(id).side, path),
  };
}

/** 2.5 / 10.0: a CSP lost lowers the unit's strength and its army's morale by one. */
function loseStrength(state: SpiState, id: string, csp: number): SpiState {
  const c = counter(id);
  const u = state.units[c.index];
  if (u === undefined) return state;
  const lost = Math.min(csp, u.strength);
  return {
    ...state,
    units: unitsWith(state, id, (x) =>
      x.strength - lost <= 0
        ? { ...x, strength: 0, location: 'eliminated', hex: null, disrupted: false }
        : { ...x, strength: x.strength - lost },
    ),
    morale: { ...state.morale, [c.side]: state.morale[c.side] - lost },
    cspLost: { ...state.cspLost, [c.side]: state.cspLost[c.side] + lost },
  };
}

export function evolveCore(state: SpiState, e: CoreEvent): SpiState {
  switch (e.type) {
    case 'StrengthLost':
      return loseStrength(state, e.unitId, e.csp);
    case 'UnitDisrupted':
      return updateUnit(state, e.unitId, (u) => ({ ...u, disrupted: true }));
    case 'UnitRelocated':
      return placeUnit(state, e.unitId, e.path);
    case 'ArmyDemoralized':
      return { ...state, demoralized: { ...state.demoralized, [e.side]: true } };
    case 'ReserveDeploymentPlotted':
      return {
        ...state,
        reserve: { plotted: e.deployments, revealed: false },
        pending: state.pending?.type === PLOT_RESERVE_PENDING.type ? null : state.pending,
      };
    case 'ReserveDeploymentRevealed': {
      let s: SpiState = { ...state, reserve: { ...state.reserve, revealed: true } };
      for (const d of e.deployments) s = placeUnit(s, d.unitId, [d.hex]);
      return s;
    }
    case 'ReinforcementsChecked':
      return e.available ? { ...state, reinforcementsAvailable: true } : state;
    case 'CorpsRallyRolled': {
      let s: SpiState = {
        ...state,
        marks: { ...state.marks, ralliedCorps: [...state.marks.ralliedCorps, e.corps] },
      };
      for (const r of e.units)
        if (r.rallied) s = updateUnit(s, r.unitId, (u) => ({ ...u, disrupted: false }));
      return s;
    }
    case 'PhaseEnded':
      return afterPhaseEnded(state, e, NO_MARKS);
    case 'TurnLimitReached':
      return afterTurnLimit(state);
  }
}
