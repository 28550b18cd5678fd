import { ENTRY_HEXES, HEX_COUNT, NEIGHBORS } from './hex-graph';
import { entryStackingOk } from './move-plan';
import { allowance, beginsInMarchOrder, type Mover } from './mover';
import { Block, entryWeight, exitWeight, stepWeight } from './step';

/** One search's result: cheapest weight to each hex (-1 unreached) and the hex it came from. */
export interface Search {
  readonly marchOrder: boolean;
  readonly limit: number;
  readonly cost: Int16Array;
  /** Previous hex on the cheapest path; -1 at the start (or at an entry hex). */
  readonly prev: Int32Array;
}

/**
 * Dijkstra with a bucket queue (weights are small integers ≥ 1) from the unit's hex, or from
 * every legal entry hex at weight 1 for a reinforcement. `marchOrder`: stay three or more hexes
 * from the enemy with three more MP (4.8). Steps are weighed by the shared step function.
 */
function search(m: Mover, marchOrder: boolean): Search {
  const limit = allowance(m, marchOrder);
  const cost = new Int16Array(HEX_COUNT).fill(-1);
  const prev = new Int32Array(HEX_COUNT).fill(-1);
  const buckets: number[][] = Array.from({ length: limit + 1 }, () => []);
  const grid = m.grid;
  if (m.start >= 0) {
    cost[m.start] = 0;
    buckets[0]?.push(m.start);
  } else {
    for (const e of ENTRY_HEXES) {
      if (entryWeight(m, e) < 0 || (marchOrder && grid.nearEnemy(e))) continue;
      cost[e] = 1;
      buckets[1]?.push(e);
    }
  }
  for (let c = 0; c <= limit; c += 1) {
    for (const h of buckets[c] ?? []) {
      if (cost[h] !== c) continue;
      const ns = NEIGHBORS[h] ?? [];
      for (let k = 0; k < ns.length; k += 1) {
        const to = ns[k] as number;
        if (marchOrder && grid.nearEnemy(to)) continue;
        const w = stepWeight(m, h, k);
        if (w < 0) continue;
        const nc = c + w;
        const old = cost[to] as number;
        if (nc > limit || (old >= 0 && old <= nc)) continue;
        cost[to] = nc;
        prev[to] = h;
        buckets[nc]?.push(to);
      }
    }
  }
  return { marchOrder, limit, cost, prev };
}

/** The searches a unit needs: plain, and March Order when it begins far enough from the enemy. */
export function searches(m: Mover): Search[] {
  m.grid.fill();
  const plain = search(m, false);
  const canMarch = m.start >= 0 ? beginsInMarchOrder(m, -1) : !m.disrupted;
  return canMarch ? [plain, search(m, true)] : [plain];
}

/** The hexes entered on the cheapest path to `hex` (the start hex excluded, an entry hex included). */
export function pathTo(m: Mover, s: Search, hex: number): number[] {
  const path: number[] = [];
  for (let h = hex; h >= 0 && h !== m.start; h = s.prev[h] ?? -1) path.push(h);
  return path.reverse();
}

export type StopReason = 'allowance' | 'disrupted' | 'terrain' | 'map-edge';

/**
 * Why movement must end in `hex` reached at `cost` (undefined when it may go on): a disrupted
 * unit that has used its two hexes or can go no further ('disrupted'); no onward step within
 * the allowance ('allowance'); every neighbour prohibited by terrain or enemy units ('terrain').
 */
export function stopReason(m: Mover, s: Search, hex: number, cost: number): StopReason | undefined {
  if (m.disrupted && cost >= s.limit) return 'disrupted';
  let overspent = false;
  const ns = NEIGHBORS[hex] ?? [];
  for (let k = 0; k < ns.length; k += 1) {
    const w = stepWeight(m, hex, k);
    if (w === Block.disruptedIntoZoc) overspent = true;
    if (w < 0) continue;
    const keepsMarch = s.marchOrder && !m.grid.nearEnemy(ns[k] as number);
    if (cost + w <= allowance(m, keepsMarch)) return undefined;
    overspent = true;
  }
  if (m.disrupted) return 'disrupted';
  return overspent ? 'allowance' : 'terrain';
}

/** Can the unit end its move in `hex` (9.2 for an entering reinforcement)? */
export function mayEndIn(m: Mover, hex: number): boolean {
  return hex !== m.start && (m.start >= 0 || entryStackingOk(m, hex));
}

/** The weight of leaving the map from `hex` after spending `cost` in search `s`, or -1. */
export function exitTotal(m: Mover, s: Search, hex: number, cost: number): number {
  if (cost < 0) return -1;
  const w = exitWeight(m, hex);
  return w >= 0 && cost + w <= s.limit ? cost + w : -1;
}
