import type { VictoryReport } from '@pratzen/engine';
import { BOARD } from './data/board';
import { counter } from './data/counters';
import { enemyZoc, passable, sideAt } from './queries';
import type { DgState } from './state';

/**
 * Victory (published game, 14.1-14.2; the rulebook text we hold stops before it). Each side scores
 * one VP per enemy strength point eliminated; Allied units that cannot trace a line to an arrow
 * hex count as eliminated; Allied units exited off the west edge score 3 VP and off the east edge
 * 1 VP per strength point, counting only the edge that scores more.
 */

/**
 * Allied units on the map that cannot trace a line of hexes to an arrow hex: the line may not
 * enter French-occupied hexes, lakes or cross lake hexsides, nor hexes in a French ZOC unless an
 * Allied unit occupies them (interpretation; demoralized French units exert no ZOC, 11.0).
 */
export function cutOffUnits(state: DgState): string[] {
  const zoc = enemyZoc(state, 'allied', 'movement');
  const open = (h: string): boolean =>
    sideAt(state, h) !== 'french' &&
    BOARD.terrain.get(h) !== 'lake' &&
    (!zoc.has(h) || sideAt(state, h) === 'allied');
  const seen = new Set<string>();
  const queue = [...BOARD.arrowHexes].filter(open);
  for (const h of queue) seen.add(h);
  while (queue.length > 0) {
    const h = queue.shift() as string;
    for (const n of BOARD.neighbors.get(h) ?? []) {
      if (seen.has(n) || !open(n) || !passable(h, n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return state.units
    .filter(
      (u) =>
        u.location === 'map' &&
        u.hex !== null &&
        counter(u.id).side === 'allied' &&
        !seen.has(u.hex),
    )
    .map((u) => u.id);
}

export function victoryPoints(state: DgState): {
  allied: Record<string, number>;
  french: Record<string, number>;
} {
  const cut = cutOffUnits(state).reduce((a, id) => a + counter(id).strength, 0);
  const west = 3 * state.exited.west;
  const east = state.exited.east;
  return {
    allied: {
      '14.1 French strength points eliminated': state.lost.french,
      '14.2 Allied exits (greater edge: west x3 or east x1)': Math.max(west, east),
    },
    french: {
      '14.1 Allied strength points eliminated': state.lost.allied,
      '14.1 Allied strength points cut off from the arrow hexes': cut,
    },
  };
}

/**
 * 14.2 levels by the ratio of Allied to French VP: below 1:3 French decisive, below 1:2 French
 * substantive, below 2:3 French marginal, up to 1:1 Allied marginal, up to 2:1 Allied substantive,
 * above 2:1 Allied decisive. Exactly 1:1 (including 0:0) is an Allied marginal victory
 * (interpretation: "below 1:1" and "above 1:1" leave it open).
 */
export function victoryLevel(
  allied: number,
  french: number,
): { winner: 'allied' | 'french'; level: string } {
  const a = allied;
  const f = french;
  if (3 * a < f) return { winner: 'french', level: 'decisive' };
  if (2 * a < f) return { winner: 'french', level: 'substantive' };
  if (3 * a < 2 * f) return { winner: 'french', level: 'marginal' };
  if (a <= f) return { winner: 'allied', level: 'marginal' };
  if (a <= 2 * f) return { winner: 'allied', level: 'substantive' };
  return { winner: 'allied', level: 'decisive' };
}

export function victory(state: DgState): VictoryReport {
  const vp = victoryPoints(state);
  const total = (b: Record<string, number>): number => Object.values(b).reduce((x, y) => x + y, 0);
  const a = total(vp.allied);
  const f = total(vp.french);
  const sides = {
    allied: { points: a, breakdown: vp.allied },
    french: { points: f, breakdown: vp.french },
  };
  if (!state.over) return { sides, result: null };
  const { winner, level } = victoryLevel(a, f);
  return { sides, result: { winner, level, margin: Math.abs(a - f) } };
}
