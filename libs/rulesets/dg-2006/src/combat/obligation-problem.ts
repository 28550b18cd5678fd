import type { AttackGroup, ObligationProblem } from '@pratzen/rulesets/hex-kit';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { occupancy, sideOf, zocExtends } from '../queries';
import type { DgState } from '../state';
import { enemyOf } from '../vocabulary';
import { canAttackHex, hexAttackable } from './obligations';

/**
 * 8.0 B-C and K as the hex kit's ObligationSearch problem. The targets are the enemy hexes (a
 * stack is attacked whole, errata), weighing their owed units (8.0 B, K so far) and, once owed
 * under 8.0 K, all their units; the attackers are the phasing units that could attack one: any
 * set of adjacent hexes it could attack one by one (8.0 F), and artillery one hex two hexes away
 * (10.0, `distant`). Obliged: the units marked so (8.0 C). Under 8.0 K an attack from an adjacent
 * hex makes every enemy hex in the attacker's ZOC owed (`owes`), so obligations grow with the
 * attacks chosen. Every attacker may lead. An attacker's groups are listed in the order they
 * first appear over all attackers (the order the search tries them in).
 */
export function obligationProblem(state: DgState): ObligationProblem {
  const enemy = enemyOf(state.side);
  const targets: { id: string; weight: number; owedWeight: number }[] = [];
  for (const [hex, units] of occupancy(state)) {
    const first = units[0];
    if (first === undefined || sideOf(first) !== enemy || !hexAttackable(state, hex)) continue;
    const owed = units.filter((u) => state.marks.obligedDefenders.includes(u.id)).length;
    targets.push({ id: hex, weight: owed, owedWeight: units.length });
  }
  const index = new Set(targets.map((t) => t.id));
  const seen = new Map<string, number>();
  const place = (g: AttackGroup): number => {
    const key = [...g.targets].sort().join(',');
    if (!seen.has(key)) seen.set(key, seen.size);
    return seen.get(key) as number;
  };
  const attackers: ObligationProblem['attackers'][number][] = [];
  for (const u of state.units) {
    if (u.location !== 'map' || u.hex === null || sideOf(u) !== state.side) continue;
    const from = u.hex;
    const attackable = (h: string): boolean => index.has(h) && canAttackHex(state, u.id, h);
    const near = (BOARD.neighbors.get(from) ?? []).filter(attackable);
    const far =
      counter(u.id).type === 'artillery' ? (BOARD.ring2.get(from) ?? []).filter(attackable) : [];
    if (near.length + far.length === 0) continue;
    const groups: AttackGroup[] = [
      ...subsets(near).map((hexes) => ({ targets: hexes, leads: true })),
      ...far.map((h) => ({ targets: [h], leads: true, distant: true })),
    ];
    const order = groups.map((g) => place(g));
    attackers.push({
      id: u.id,
      obliged: state.marks.obligedAttackers.includes(u.id),
      groups: groups
        .map((g, n) => ({ g, at: order[n] as number }))
        .sort((x, y) => x.at - y.at)
        .map((x) => x.g),
      owes: (BOARD.neighbors.get(from) ?? []).filter((n) => index.has(n) && zocExtends(from, n)),
    });
  }
  return { attackers, targets };
}

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << xs.length; m += 1) out.push(xs.filter((_, k) => (m >> k) & 1));
  return out;
}
