import { BOARD } from '../data/board';
import { counterOf } from '../data/counters';
import type { A20Event } from '../events';
import type { A20State, UnitState } from '../state';
import { enemyOf } from '../vocabulary';
import { CADRES } from '../deployment/zones';

type FogEvent = Extract<
  A20Event,
  {
    type:
      | 'FrenchDeployed'
      | 'ScoutingRolled'
      | 'CounterRevealed'
      | 'AlliedDeployed'
      | 'HiddenUnitMoved';
  }
>;

const OBJECTIVES: ReadonlySet<string> = new Set([
  ...BOARD.objectives.french,
  ...BOARD.objectives.allied,
]);

/** Units placed at set-up (X3.0 steps 4 and 6), with the objective hexes they hold (X14.0). */
function place(state: A20State, placements: readonly { unitId: string; hex: string }[]): A20State {
  const at = new Map(placements.map((p) => [p.unitId, p.hex]));
  const units = state.units.map((u): UnitState => {
    const hex = at.get(u.id);
    return hex === undefined ? u : { ...u, location: 'map', hex };
  });
  const held = { ...state.held };
  for (const p of placements)
    if (OBJECTIVES.has(p.hex)) held[p.hex] = counterOf(p.unitId)?.side ?? null;
  return { ...state, units, held };
}

/** X3.0 steps 4-7 and N16.1: the face-down counters' events folded into the state. */
export function evolveFog(state: A20State, event: FogEvent): A20State {
  const fog = state.fog;
  switch (event.type) {
    case 'FrenchDeployed': {
      const placed = place(state, event.placements);
      const hidden = event.placements.map((p) => ({ label: p.label, unitId: p.unitId }));
      const brokenDown = event.breakDown;
      // X3.0 step 4 with 16.7.2: the two Cadres set up for a unit are its Cadres
      const cadreParents = { ...placed.cadreParents };
      if (brokenDown !== null)
        for (const c of CADRES) if (counterOf(c)?.type !== 'dummy') cadreParents[c] = brokenDown;
      return { ...placed, cadreParents, fog: { ...fog, hidden, step: 'scouting', brokenDown } };
    }
    case 'ScoutingRolled':
      return {
        ...state,
        side: 'french',
        fog: {
          ...fog,
          scoutsLeft: Math.min(event.reveals, fog.hidden.length),
          scoutChooser: 'french',
        },
      };
    case 'CounterRevealed': {
      const hidden = fog.hidden.filter((h) => h.unitId !== event.unitId);
      const units = event.dummy
        ? state.units.map((u): UnitState =>
            u.id === event.unitId ? { ...u, location: 'out', hex: null } : u,
          )
        : state.units;
      if (event.rule !== 'X3.0 step 5') return { ...state, units, fog: { ...fog, hidden } };
      const left = fog.scoutsLeft - 1;
      const chooser = enemyOf(fog.scoutChooser ?? 'french');
      const done = left <= 0 || hidden.length === 0;
      return {
        ...state,
        units,
        side: done ? 'allied' : chooser,
        fog: {
          ...fog,
          hidden,
          scoutsLeft: done ? 0 : left,
          scoutChooser: done ? null : chooser,
          step: done ? 'allied' : 'scouting',
        },
      };
    }
    case 'AlliedDeployed': {
      // N16.1 under Fog of War: the Allied counters set up with labels are face down to the French
      const faceDown = event.placements.flatMap((p) =>
        p.label === undefined ? [] : [{ label: p.label, unitId: p.unitId }],
      );
      const hidden = faceDown.length === 0 ? fog.hidden : [...fog.hidden, ...faceDown];
      return { ...place(state, event.placements), fog: { ...fog, hidden, step: null } };
    }
    case 'HiddenUnitMoved':
      return state; // evolve.ts moves it as UnitMoved
  }
}
