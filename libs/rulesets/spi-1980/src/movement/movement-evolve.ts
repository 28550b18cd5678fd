import { counter } from '../data/counters';
import { controlAfter, placeUnit, unitsWith } from '../evolve-core';
import type { ReduceOverstackPending } from '../pending';
import type { SpiState } from '../state';
import { enemyOf } from '../vocabulary';
import type { MovementEvent } from './movement-events';

/** The phase marks with `unitId` among the units that have moved (4.1: one move each). */
function marksWithMoved(state: SpiState, unitId: string): SpiState['marks'] {
  const m = state.marks.continuing === null ? state.marks : { ...state.marks, continuing: null };
  if (m.moved.includes(unitId)) return m;
  return { ...m, moved: [...m.moved, unitId] };
}

function moved(state: SpiState, e: Extract<MovementEvent, { type: 'UnitMoved' }>): SpiState {
  const marks = marksWithMoved(state, e.unitId);
  if (!e.exited) return placeUnit(state, e.unitId, e.path, marks);
  return {
    ...state,
    marks,
    units: unitsWith(state, e.unitId, (u) => ({ ...u, location: 'exited', hex: null })),
    control: controlAfter(state.control, counter(e.unitId).side, e.path),
  };
}

function overstackPending(
  e: Extract<MovementEvent, { type: 'OverstackFound' }>,
): ReduceOverstackPending {
  const where = e.hexes.map((h) => `${h.hex} (${h.excess})`).join(', ');
  return {
    type: 'ReduceOverstack',
    side: enemyOf(e.owner),
    rule: '4.4',
    hexes: e.hexes,
    prompt: `Choose which ${e.owner} units lose the CSP over the stacking limit in ${where}.`,
  };
}

/**
 * Folds the movement events: moves (9.1 entry, 4.7 exit; a move ends any 4.6 continuation),
 * checks (no change), the 4.6 loss decision and its answer (which may let the unit go on), and
 * the 4.4 decision: OverstackFound with hexes makes it pending; the empty re-check settles it.
 */
export function evolveMovement(state: SpiState, e: MovementEvent): SpiState {
  switch (e.type) {
    case 'UnitMoved':
      return moved(state, e);
    case 'DisengagementChecked':
      return state;
    case 'DisengagementLossRequested':
      return { ...state, pending: e.decision };
    case 'DisengagementLossTaken':
      return {
        ...state,
        pending: state.pending?.type === 'TakeDisengagementLoss' ? null : state.pending,
        marks: {
          ...state.marks,
          continuing: e.mpLeft > 0 ? { unitId: e.unitId, mpLeft: e.mpLeft } : null,
        },
      };
    case 'OverstackFound':
      if (e.hexes.length > 0) return { ...state, pending: overstackPending(e) };
      return state.pending?.type === 'ReduceOverstack' ? { ...state, pending: null } : state;
  }
}
