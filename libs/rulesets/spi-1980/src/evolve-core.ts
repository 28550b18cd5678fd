import { BOARD } from './data/board';
import { counter } from './data/counters';
import type { CoreEvent } from './events';
import { PLOT_RESERVE_PENDING } from './pending';
import { NO_MARKS, type SpiState, type UnitState } from './state';
import type { Side } from './vocabulary';

/** Replace one unit (by id) with `f(unit)`; the units array is copied, the rest shared. */
export function updateUnit(state: SpiState, id: string, f: (u: UnitState) => UnitState): SpiState {
  const i = counter(id).index;
  const u = state.units[i];
  if (u === undefined) return state;
  const units = state.units.slice();
  units[i] = f(u);
  return { ...state, units };
}

/** 14.3: the last side to occupy or move through a victory hex controls it. */
export function touchHexes(state: SpiState, side: Side, hexes: readonly string[]): SpiState {
  let control = state.control;
  for (const h of hexes) {
    if (BOARD.victoryHexes.has(h) && control[h] !== side) control = { ...control, [h]: side };
  }
  return control === state.control ? state : { ...state, control };
}

/** Put a unit in `hex` (on the map) and mark the hexes it passed through. */
export function placeUnit(state: SpiState, id: string, path: readonly string[]): SpiState {
  const last = path[path.length - 1];
  if (last === undefined) return state;
  const moved = updateUnit(state, id, (u) => ({ ...u, location: 'map', hex: last }));
  return touchHexes(moved, counter(id).side, path);
}

/** 2.5 / 10.0: a CSP lost lowers the unit's strength and its army's morale by one. */
function loseStrength(state: SpiState, id: string, csp: number): SpiState {
  const c = counter(id);
  const u = state.units[c.index];
  if (u === undefined) return state;
  const lost = Math.min(csp, u.strength);
  const next = updateUnit(state, id, (x) =>
    x.strength - lost <= 0
      ? { ...x, strength: 0, location: 'eliminated', hex: null, disrupted: false }
      : { ...x, strength: x.strength - lost },
  );
  return {
    ...next,
    morale: { ...next.morale, [c.side]: next.morale[c.side] - lost },
    cspLost: { ...next.cspLost, [c.side]: next.cspLost[c.side] + lost },
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
      return e.next === null
        ? { ...state, marks: NO_MARKS }
        : { ...state, turn: e.next.turn, side: e.next.side, phase: e.next.phase, marks: NO_MARKS };
    case 'GameEnded':
      return { ...state, over: true, pending: null };
  }
}
