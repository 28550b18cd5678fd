import { isViolation } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { planAttack } from '../combat/attack-validation';
import { enemiesInZocOf, hexAttackable } from '../combat/obligations';
import { occupancy, onMap, sideOf, unitsAt } from '../queries';
import type { DgState } from '../state';
import { enemyOf } from '../vocabulary';

/**
 * A brute-force check of 8.0 B-D / K for the property test, sharing nothing with the search but
 * the Attack command's own validation (planAttack): from a position between attacks it tries
 * every set of attackers against every set of enemy hexes (no combat results), adding 8.0 K's
 * obligations as attacks are made, and returns the fewest obligations that must stay unmet. The
 * obligations counted are those of `root` (an obliged unit with some legal attack, an owed unit
 * in a hex that can be attacked) and those 8.0 K adds. Null when the position is too big to try.
 */
export interface OracleMarks {
  readonly attacked: readonly string[];
  readonly defended: readonly string[];
  readonly owed: readonly string[];
}

/**
 * Every non-empty subset, of any size: 8.0 F lets one unit attack every enemy hex it is adjacent
 * to (up to six), and 10.0 D artillery "as many units as they are adjacent to". (A cap of three
 * hexes once made the oracle wrong, seeds 602 and 1659: obligation-oracle.spec.ts.)
 */
const subsets = <T>(xs: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let m = 1; m < 1 << xs.length; m += 1) out.push(xs.filter((_, k) => (m >> k) & 1));
  return out;
};

const withMarks = (root: DgState, m: OracleMarks): DgState => ({
  ...root,
  marks: { ...root.marks, attacked: m.attacked, defended: m.defended, obligedDefenders: m.owed },
});

export interface Front {
  readonly attackers: readonly string[];
  readonly enemyHexes: readonly string[];
}

/**
 * The fronts of a position: phasing units and attackable enemy hexes joined when within two hexes
 * of each other (no attack, and no 8.0 K obligation, reaches further), so each front's
 * obligations are independent of the others'.
 */
export function frontsOf(root: DgState): Front[] {
  const enemy = enemyOf(root.side);
  const enemyHexes = [...occupancy(root).keys()].filter(
    (h) => sideOf(unitsAt(root, h)[0] as { id: string }) === enemy && hexAttackable(root, h),
  );
  const mine = root.units.filter(
    (u) => u.location === 'map' && u.hex !== null && sideOf(u) === root.side,
  );
  const seen = new Set<string>();
  const fronts: Front[] = [];
  for (const start of enemyHexes) {
    if (seen.has(start)) continue;
    const hexes: string[] = [];
    const attackers: string[] = [];
    const todo = [start];
    seen.add(start);
    while (todo.length > 0) {
      const h = todo.pop() as string;
      hexes.push(h);
      for (const u of mine) {
        if (attackers.includes(u.id) || BOARD.distance(u.hex as string, h) > 2) continue;
        attackers.push(u.id);
        for (const e of enemyHexes)
          if (!seen.has(e) && BOARD.distance(u.hex as string, e) <= 2) {
            seen.add(e);
            todo.push(e);
          }
      }
    }
    if (attackers.length > 0) fronts.push({ attackers, enemyHexes: hexes });
  }
  return fronts;
}

export function bruteMinUnmet(
  root: DgState,
  start: OracleMarks,
  front: Front,
  limit = 5,
): { best: number; now: number } | null {
  const s0 = withMarks(root, {
    ...start,
    attacked: root.marks.attacked,
    defended: root.marks.defended,
  });
  const { enemyHexes } = front;
  const attackers = front.attackers.filter((id) => !root.marks.attacked.includes(id));
  if (attackers.length === 0 || attackers.length > limit || enemyHexes.length > limit + 1)
    return null;
  const can = (s: DgState, ids: string[], hexes: string[]): boolean =>
    !isViolation(
      planAttack(s, {
        type: 'Attack',
        attackers: ids,
        defenders: hexes.flatMap((h) => unitsAt(root, h).map((u) => u.id)),
      }),
    );
  const countable = attackers.filter(
    (id) => root.marks.obligedAttackers.includes(id) && enemyHexes.some((h) => can(s0, [id], [h])),
  );
  const attackable = new Set(enemyHexes.flatMap((h) => unitsAt(root, h).map((u) => u.id)));
  const unmet = (m: OracleMarks): number =>
    countable.filter((id) => !m.attacked.includes(id)).length +
    m.owed.filter((id) => attackable.has(id) && !m.defended.includes(id)).length;
  const memo = new Map<string, number>();
  const walk = (m: OracleMarks): number => {
    const key = [m.attacked, m.defended, m.owed].map((xs) => [...xs].sort().join(',')).join('|');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = unmet(m);
    const s = withMarks(root, m);
    const free = attackers.filter((id) => !m.attacked.includes(id));
    const open = enemyHexes.filter((h) => hexAttackable(s, h));
    for (const hexes of subsets(open)) {
      // a cheap filter before planAttack: adjacent to every hex, or artillery two hexes from one
      const reach = free.filter((id) =>
        hexes.every((h) => {
          const d = BOARD.distance(onMap(root, id)?.hex ?? '', h);
          return d === 1 || (d === 2 && hexes.length === 1 && counter(id).type === 'artillery');
        }),
      );
      if (reach.length === 0) continue;
      for (const ids of subsets(reach)) {
        if (!can(s, ids, hexes)) continue;
        const adjacent = ids
          .map((id) => onMap(root, id)?.hex ?? '')
          .filter((h) => hexes.every((d) => BOARD.distance(h, d) === 1));
        const defenders = hexes.flatMap((h) => unitsAt(root, h).map((u) => u.id));
        const k = enemiesInZocOf(s, adjacent).filter(
          (id) => !m.defended.includes(id) && !defenders.includes(id),
        );
        best = Math.min(
          best,
          walk({
            attacked: [...m.attacked, ...ids],
            defended: [...m.defended, ...defenders],
            owed: [...new Set([...m.owed, ...k])],
          }),
        );
      }
    }
    memo.set(key, best);
    return best;
  };
  return { best: walk(start), now: unmet(start) };
}
