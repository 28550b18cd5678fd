import type { VictoryReport } from '@pratzen/engine';

/**
 * How a position looks to `side`: the victory tally (its points minus the best enemy's) plus
 * material (the strength of its units in its view minus the enemy's). Material reads the view's
 * `units` generically: a unit with a `side` counts its `strength` (hex rulesets) or its `steps`
 * (a1805), else 1, unless its `location` says it is off the board for good. A unit the view
 * hides is not in it and counts nothing. A game won is worth WIN more than any tally.
 */
export const WIN = 1_000_000;

const GONE = new Set(['eliminated', 'broken', 'out', 'exited', 'dead']);

export function material(view: unknown, side: string): { own: number; enemy: number } {
  const units = (view as { units?: unknown } | null)?.units;
  let own = 0;
  let enemy = 0;
  if (!Array.isArray(units)) return { own, enemy };
  for (const u of units as Record<string, unknown>[]) {
    if (typeof u?.['side'] !== 'string') continue;
    if (typeof u['location'] === 'string' && GONE.has(u['location'])) continue;
    const value =
      typeof u['strength'] === 'number'
        ? u['strength']
        : typeof u['steps'] === 'number'
          ? u['steps']
          : 1;
    if (u['side'] === side) own += value;
    else enemy += value;
  }
  return { own, enemy };
}

export function tally(victory: VictoryReport, side: string): number {
  let mine = 0;
  let best = 0;
  for (const [s, v] of Object.entries(victory.sides)) {
    if (s === side) mine = v.points;
    else best = Math.max(best, v.points);
  }
  return mine - best;
}

export function outcome(victory: VictoryReport, side: string): number {
  const r = victory.result;
  if (r === null || r.winner === null) return 0;
  return r.winner === side ? WIN : -WIN;
}

export interface Score {
  readonly total: number;
  readonly tally: number;
  readonly material: number;
}

export function scorePosition(victory: VictoryReport, view: unknown, side: string): Score {
  const m = material(view, side);
  const t = tally(victory, side);
  return {
    total: outcome(victory, side) + t + m.own - m.enemy,
    tally: t,
    material: m.own - m.enemy,
  };
}
