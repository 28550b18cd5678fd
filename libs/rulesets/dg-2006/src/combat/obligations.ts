import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { occupancy, onMap, sideOf, unitsAt, zocExtends } from '../queries';
import type { DgState } from '../state';
import { enemyOf } from '../vocabulary';
import { attackerProblem, reachOf } from './attack-validation';

/**
 * 8.0 B-C at the beginning of the phasing player's Combat Phase: every phasing unit in an enemy
 * unit's Zone of Control must attack, and that enemy unit must be attacked. ZOCs do not extend
 * into towns, the Castle or the Abbey (6.0 I), so units there are not obliged. 8.0 K and the 1973
 * errata: demoralized units need not be attacked, so nothing is owed to a demoralized enemy.
 */
export function fixedObligations(state: DgState): { attackers: string[]; defenders: string[] } {
  const attackers = new Set<string>();
  const defenders = new Set<string>();
  const enemy = enemyOf(state.side);
  if (state.demoralized === enemy) return { attackers: [], defenders: [] };
  for (const [hex, units] of occupancy(state)) {
    const first = units[0];
    if (first === undefined || sideOf(first) !== state.side) continue;
    for (const n of BOARD.neighbors.get(hex) ?? []) {
      const there = unitsAt(state, n);
      const e = there[0];
      if (e === undefined || sideOf(e) !== enemy || !zocExtends(n, hex)) continue;
      for (const u of units) attackers.add(u.id);
      for (const u of there) defenders.add(u.id);
    }
  }
  return { attackers: [...attackers].sort(), defenders: [...defenders].sort() };
}

/** 8.0 K: the enemy units in the Zone of Control of units that attack from an adjacent hex. */
export function enemiesInZocOf(state: DgState, hexes: readonly string[]): string[] {
  const out = new Set<string>();
  const enemy = enemyOf(state.side);
  for (const hex of hexes) {
    for (const n of BOARD.neighbors.get(hex) ?? []) {
      if (!zocExtends(hex, n)) continue;
      for (const u of unitsAt(state, n)) if (sideOf(u) === enemy) out.add(u.id);
    }
  }
  return [...out].sort();
}

/** Can the hex be attacked (every unit in it not yet attacked, 8.0 D and the errata)? */
export function hexAttackable(state: DgState, hex: string): boolean {
  const here = unitsAt(state, hex);
  const first = here[0];
  return (
    first !== undefined &&
    sideOf(first) === enemyOf(state.side) &&
    here.every((u) => !state.marks.defended.includes(u.id))
  );
}

/** Can `attackerId` attack the units of `hex` on its own (adjacent, or bombarding at two)? */
export function canAttackHex(state: DgState, attackerId: string, hex: string): boolean {
  const u = onMap(state, attackerId);
  if (u === undefined || u.hex === null || attackerProblem(state, attackerId) !== null)
    return false;
  if (!hexAttackable(state, hex)) return false;
  const how = reachOf(u.hex, counter(attackerId).type === 'artillery', [hex]);
  return how === 'adjacent' || how === 'bombard';
}

/** The phasing units that could attack the units of `hex`. */
export function attackersOf(state: DgState, hex: string): string[] {
  if (!hexAttackable(state, hex)) return [];
  const out: string[] = [];
  for (const h of BOARD.neighbors.get(hex) ?? [])
    for (const u of unitsAt(state, h))
      if (sideOf(u) === state.side && canAttackHex(state, u.id, hex)) out.push(u.id);
  for (const h of BOARD.ring2.get(hex) ?? [])
    for (const u of unitsAt(state, h))
      if (
        sideOf(u) === state.side &&
        counter(u.id).type === 'artillery' &&
        canAttackHex(state, u.id, hex)
      )
        out.push(u.id);
  return out;
}
