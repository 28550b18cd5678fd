import { BOARD } from '../data/board';
import { counterOf } from '../data/counters';
import type { A20State, UnitState } from '../state';

/** X17.1 step 4 folded into the state (apart from deployment/earlier-battle.ts: evolve imports it). */
type Placement = { readonly unitId: string; readonly hex: string };

const OBJECTIVES: ReadonlySet<string> = new Set([
  ...BOARD.objectives.french,
  ...BOARD.objectives.allied,
]);

/** X17.1 step 4: the French units placed face up, with the objective hexes they hold (X14.0). */
export function evolveFrenchSetUp(state: A20State, placements: readonly Placement[]): A20State {
  const at = new Map(placements.map((p) => [p.unitId, p.hex]));
  const units = state.units.map((u): UnitState => {
    const hex = at.get(u.id);
    return hex === undefined ? u : { ...u, location: 'map', hex };
  });
  const held = { ...state.held };
  for (const p of placements)
    if (OBJECTIVES.has(p.hex)) held[p.hex] = counterOf(p.unitId)?.side ?? null;
  return { ...state, units, held, fog: { ...state.fog, step: null } };
}
