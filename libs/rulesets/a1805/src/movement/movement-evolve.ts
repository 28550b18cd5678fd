import type { UnitMoved } from '../events';
import type { A1805State, UnitState } from '../state';

/** Folds a move: the unit's pose, its attached HQ riding with it (7.1), control (17.1.1.6). */
export function afterUnitMoved(state: A1805State, e: UnitMoved): A1805State {
  const mover = state.units.find((u) => u.id === e.unitId);
  if (mover === undefined) return state;
  const units = state.units.map((u): UnitState => {
    if (u.id === e.unitId) {
      return {
        ...u,
        x: e.x,
        y: e.y,
        facing: e.facing,
        formation: e.formation,
        attachedTo: e.attachedTo ?? null,
      };
    }
    if (u.attachedTo === e.unitId) return { ...u, x: e.x, y: e.y, facing: e.facing };
    return u;
  });
  const control = { ...state.control };
  for (const id of e.passed) control[id] = mover.side;
  return { ...state, units, moved: [...state.moved, e.unitId], control };
}
