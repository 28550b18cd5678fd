import type { MoraleChanged, MoraleChecked, UnitEliminated, UnitRetreated } from '../events';
import type { A1805State, UnitState } from '../state';
import { withoutReactionsOf } from '../reactions/reactions-evolve';

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
    ...withoutReactionsOf(state, e.unitId),
    units,
    eliminated: [...state.eliminated, e.unitId],
    over: state.over || e.unitId === 'fr-napoleon',
  };
}

/** 12.10: a rally check marks the unit; 12.7.2.3: a nearby check is made once per routing unit. */
export function afterMoraleChecked(state: A1805State, e: MoraleChecked): A1805State {
  if (e.cause === 'rally') return { ...state, rallied: [...state.rallied, e.unitId] };
  if (e.for === undefined) return state;
  const cause = e.for;
  return {
    ...state,
    units: state.units.map((u) =>
      u.id === e.unitId ? { ...u, checkedFor: [...u.checkedFor, cause] } : u,
    ),
  };
}

/** A retreat moves the unit, and an HQ attached to it (7.1). */
export function afterUnitRetreated(state: A1805State, e: UnitRetreated): A1805State {
  return {
    ...state,
    units: state.units.map((u) =>
      u.id === e.unitId
        ? { ...u, x: e.x, y: e.y, facing: e.facing, formation: e.formation ?? u.formation }
        : u.attachedTo === e.unitId
          ? { ...u, x: e.x, y: e.y, facing: e.facing }
          : u,
    ),
  };
}
