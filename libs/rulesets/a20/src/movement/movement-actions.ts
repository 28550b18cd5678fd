import { isViolation, type LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { A20Command } from '../commands';
import { movementAllowance, phasingOnMap } from '../queries';
import type { A20State } from '../state';
import { dueReinforcement, entryHexes } from './movement';
import { walk } from './walk';
import { halted } from '../deck/in-force';

type Action = LegalAction<A20Command>;

/** N6.0-N7.2: every hex a unit may reach, by its cheapest legal path (checked by `walk`). */
export function reach(
  state: A20State,
  unitId: string,
  from: string,
): Map<string, { path: string[]; cost: number }> {
  const out = new Map<string, { path: string[]; cost: number }>();
  const depth = Math.max(1, movementAllowance(state, unitId));
  const extend = (path: string[], at: string): void => {
    if (path.length >= depth) return;
    for (const n of BOARD.neighbors.get(at) ?? []) {
      if (n === from || path.includes(n)) continue;
      const next = [...path, n];
      const cost = walk(state, unitId, next);
      const ok = !isViolation(cost);
      if (ok) {
        const known = out.get(n);
        if (known === undefined || cost < known.cost) out.set(n, { path: next, cost });
      }
      // a path that breaks a rule only by where it ends (stacking) may still pass through
      if (ok || (isViolation(cost) && cost.code === 'STACKING')) extend(next, n);
    }
  };
  extend([], from);
  return out;
}

/** The Movement Phase's options: every unit's reachable hexes, and due reinforcements' entries. */
export function movementActions(state: A20State, unitId?: string): Action[] {
  const out: Action[] = [];
  for (const u of phasingOnMap(state)) {
    if (u.hex === null || state.marks.moved.includes(u.id) || halted(state, u.id)) continue;
    if (unitId !== undefined && u.id !== unitId) continue;
    for (const [, { path, cost }] of reach(state, u.id, u.hex))
      out.push({ command: { type: 'MoveUnit', unitId: u.id, path }, rule: 'N6.0', cost });
  }
  const hexes = entryHexes(state);
  for (const u of state.units) {
    if (!dueReinforcement(state, u.id) || (unitId !== undefined && u.id !== unitId)) continue;
    if (u.id === 'fr-iii' && state.marks.arrivalRolled) continue;
    for (const hex of hexes)
      out.push({ command: { type: 'EnterReinforcement', unitId: u.id, hex }, rule: 'X11.6' });
  }
  return out;
}
