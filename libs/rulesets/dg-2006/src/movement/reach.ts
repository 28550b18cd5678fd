import { BOARD } from '../data/board';
import { mustStop, placementCost, placementHexes, stepCost, type Mover } from './mover';

/** One search's result: cheapest cost to each hex and the hex it came from (null at a source). */
export interface Reach {
  readonly cost: ReadonlyMap<string, number>;
  readonly prev: ReadonlyMap<string, string | null>;
}

/**
 * Dijkstra over the hexes (step costs are small positive integers) from the unit's hex, or from
 * every placement hex at its placement cost for a reinforcement (12.0 A). Infantry and artillery
 * do not go on from a hex in an enemy ZOC (6.0 D).
 */
export function reach(m: Mover): Reach {
  const cost = new Map<string, number>();
  const prev = new Map<string, string | null>();
  const buckets: string[][] = Array.from({ length: m.budget + 1 }, () => []);
  if (m.start !== null) {
    cost.set(m.start, 0);
    prev.set(m.start, null);
    buckets[0]?.push(m.start);
  } else {
    for (const h of placementHexes(m.state, m.side)) {
      const c = placementCost(m, h);
      if (c > m.budget) continue;
      cost.set(h, c);
      prev.set(h, null);
      buckets[c]?.push(h);
    }
  }
  for (let c = 0; c <= m.budget; c += 1) {
    for (const h of buckets[c] ?? []) {
      if (cost.get(h) !== c) continue;
      if (h !== m.start && mustStop(m, h)) continue;
      for (const to of BOARD.neighbors.get(h) ?? []) {
        const w = stepCost(m, h, to);
        if (w < 0) continue;
        const nc = c + w;
        const old = cost.get(to);
        if (nc > m.budget || (old !== undefined && old <= nc)) continue;
        cost.set(to, nc);
        prev.set(to, h);
        buckets[nc]?.push(to);
      }
    }
  }
  return { cost, prev };
}

/** The hexes entered on the cheapest path to `hex` (start excluded, a placement hex included). */
export function pathTo(m: Mover, r: Reach, hex: string): string[] {
  const path: string[] = [];
  for (let h: string | null | undefined = hex; h != null && h !== m.start; h = r.prev.get(h)) {
    path.push(h);
  }
  return path.reverse();
}

export type StopReason = 'zoc' | 'allowance' | 'terrain';

/** Why movement must end in `hex` reached at `cost`; undefined when it may go on. */
export function stopReason(m: Mover, hex: string, cost: number): StopReason | undefined {
  if (mustStop(m, hex)) return 'zoc';
  let any = false;
  for (const to of BOARD.neighbors.get(hex) ?? []) {
    const w = stepCost(m, hex, to);
    if (w < 0) continue;
    any = true;
    if (cost + w <= m.budget) return undefined;
  }
  return any ? 'allowance' : 'terrain';
}
