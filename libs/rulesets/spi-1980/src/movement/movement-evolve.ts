import { counter } from '../data/counters';
import { controlAfter, placeUnit, unitsWith } from '../evolve-core';
import type { ReduceOverstackPending } from '../pending';
import type { SpiState } from '../state';
import { enemyOf } from '../vocabulary';
import type { MovementEvent } from './movement-events';

/** The phase marks with `unitId` among the units that have moved (4.1: one move each). */
function marksWithMoved(state: SpiState, unitId: string): SpiState['marks'] {
  if (state.marks.moved.includes(unitId)) return state.marks;
  return { ...state.marks, moved: [...state.marks.moved, unitId] };
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
 * Folds the movement events: moves (9.1 entry, 4.7 exit), checks (no change), and the 4.4
 * decision: OverstackFound with hexes makes it pending; the empty re-check settles it.
 */
export function evolveMovement(state: SpiState, e: MovementEvent): SpiState {
  switch (e.type) {
    case 'UnitMoved':
      return moved(state, e);
    case 'DisengagementChecked':
      return state;
    case 'OverstackFound':
      if (e.hexes.length > 0) return { ...state, pending: overstackPending(e) };
      return state.pending?.type === 'ReduceOverstack' ? { ...state, pending: null } : state;
  }
}
