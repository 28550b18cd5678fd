import type { MoraleChanged, UnitEliminated } from '../events';
import type { A1805State, UnitState } from '../state';

export function afterMoraleChanged(state: A1805State, e: MoraleChanged): A1805State {
  const units = state.units.map((u): UnitState => {
    if (u.id !== e.unitId) return u;
    return {
      ...u,
      morale: e.to,
      bloodRage: e.bloodRage === 'gained' ? true : e.bloodRage === 'lost' ? false : u.bloodRage,
      x: e.x ?? u.x,
      y: e.y ?? u.y,
      facing: e.facing ?? u.facing,
      formation: e.formation ?? u.formation,
    };
  });
  return { ...state, units };
}

/**
 * A unit leaves play: an HQ attached to it is left where it stood, detached (it is not the
 * unit); the side's eliminated list grows (17.1.1.2, 17.1.4: Napoleon captured ends the game).
 */
export function afterUnitEliminated(state: A1805State, e: UnitEliminated): A1805State {
  const units = state.units
    .filter((u) => u.id !== e.unitId)
    .map((u): UnitState => (u.attachedTo === e.unitId ? { ...u, attachedTo: null } : u));
  return {
    ...state,
    units,
    eliminated: [...state.eliminated, e.unitId],
    over: state.over || e.unitId === 'fr-napoleon',
  };
}
