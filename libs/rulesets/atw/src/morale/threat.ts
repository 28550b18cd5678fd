/**
 * README I-12: an enemy "able to attack" a unit (11 rally, 14.2.1 exposed flank, 15.2 the way a
 * voluntary retreat goes). API: `threatsTo(state, unit)` → the enemies that may make attack moves
 * (14.4-1: not artillery, not shaken or shattered, not in square) and have the unit within their
 * full allowance, measured as the gap between the footprints (exact, `withinGap`), and that the
 * unit sees (19.9, `sees`: the one sight code the ruler and shooting use); nearest first.
 */
import { ringGap, withinGap } from '@pratzen/geometry';
import { allowanceOf } from '../data/tables';
import { unitRing } from '../footprint';
import { sees } from '../fire/visible';
import type { AtwState, UnitState } from '../state';

/** 14.4-1: whether `u` may make attack moves at all. */
export const mayAttack = (u: UnitState): boolean =>
  u.arm !== 'artillery' &&
  (u.morale === 'good' || u.morale === 'halted') &&
  u.formation !== 'square' &&
  u.formation !== 'town-order';

export function threatsTo(state: AtwState, target: UnitState): UnitState[] {
  const ring = unitRing(state.table, target);
  const near: { e: UnitState; gap: number }[] = [];
  for (const e of state.units) {
    if (e.side === target.side || !mayAttack(e)) continue;
    const reach = allowanceOf(e.type, e.formation, e.grade) ?? 0;
    const r = unitRing(state.table, e);
    if (reach > 0 && withinGap(r, ring, reach) && sees(state, target, e))
      near.push({ e, gap: ringGap(r, ring) });
  }
  near.sort((a, b) => a.gap - b.gap || (a.e.id < b.e.id ? -1 : 1));
  return near.map((n) => n.e);
}
