import type { LegalAction } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import type { SpiAction } from '../legal-action-schema';
import type { ReduceOverstackPending } from '../pending';
import { unit } from '../queries';
import type { SpiState } from '../state';

type Loss = { readonly unitId: string; readonly csp: number };

const PER_HEX = 12;
const MAX_OPTIONS = 64;

/** Every way to take `excess` CSP from units of the given strengths (each ≤ its strength). */
function allocations(units: readonly { id: string; strength: number }[], excess: number): Loss[][] {
  const out: Loss[][] = [];
  const rec = (i: number, left: number, acc: Loss[]): void => {
    if (out.length > PER_HEX) return;
    if (i === units.length) {
      if (left === 0) out.push(acc);
      return;
    }
    const u = units[i] as { id: string; strength: number };
    const rest = units.slice(i + 1).reduce((s, x) => s + x.strength, 0);
    for (let take = Math.min(u.strength, left); take >= Math.max(0, left - rest); take -= 1) {
      rec(i + 1, left - take, take > 0 ? [...acc, { unitId: u.id, csp: take }] : acc);
    }
  };
  rec(0, excess, []);
  return out;
}

/** Loss allocations that take as much as possible from one unit first, in each unit order. */
function concentrated(
  units: readonly { id: string; strength: number }[],
  excess: number,
): Loss[][] {
  const seen = new Set<string>();
  const out: Loss[][] = [];
  for (const first of units) {
    const order = [first, ...units.filter((u) => u !== first)];
    const losses: Loss[] = [];
    let left = excess;
    for (const u of order) {
      const take = Math.min(u.strength, left);
      if (take > 0) losses.push({ unitId: u.id, csp: take });
      left -= take;
    }
    const key = JSON.stringify([...losses].sort((a, b) => a.unitId.localeCompare(b.unitId)));
    if (left === 0 && !seen.has(key)) {
      seen.add(key);
      out.push(losses);
    }
  }
  return out;
}

/**
 * 4.4: options for the enemy's choice of losses: per hex every allocation when there are few,
 * else the "all from one unit first" allocations; combined across hexes (at most 64 options).
 */
export function overstackOptions(
  state: SpiState,
  p: ReduceOverstackPending,
): LegalAction<SpiCommand>[] {
  let combos: Loss[][] = [[]];
  for (const h of p.hexes) {
    const units = h.unitIds.flatMap((id) => {
      const u = unit(state, id);
      return u === undefined || u.hex !== h.hex ? [] : [{ id, strength: u.strength }];
    });
    const all = allocations(units, h.excess);
    const options = all.length > PER_HEX ? concentrated(units, h.excess) : all;
    combos = combos.flatMap((c) => options.map((o) => [...c, ...o])).slice(0, MAX_OPTIONS);
  }
  return combos.map((losses): SpiAction<'ReduceOverstack'> => ({
    command: { type: 'ReduceOverstack', losses },
    rule: '4.4',
    side: p.side,
    hexes: p.hexes,
  }));
}
