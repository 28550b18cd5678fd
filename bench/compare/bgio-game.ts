/**
 * The boardgame.io game of the comparison: a move as comparable to a Pratzen command as a few
 * lines allow — validated by a small reachability search, then applied. Two players, eight units
 * each on a 16×16 grid of terrain costs (1–3, fixed); `march(unit, to)` searches the unit's
 * reach within 6 movement points (Dijkstra over the 4-neighbour grid, other units block) and
 * refuses a destination outside it. One move a turn, so every accepted move ends the turn, as
 * an EndPhase ends a phase. The game never ends.
 */
import { INVALID_MOVE } from 'boardgame.io/core';

export const SIZE = 16;
export const ALLOWANCE = 6;
const UNITS = 8;

export interface MarchState {
  /** Per player, each unit's cell (row × SIZE + column). */
  readonly units: Record<string, number[]>;
}

/** Terrain cost of a cell: 1–3, fixed (a small deterministic hash). */
export const costOf = (cell: number): number => 1 + (((cell * 2654435761) >>> 29) % 3);

/** Cell → movement points spent to reach it, for `unit` of `player` (start included, at 0). */
export function reach(G: MarchState, player: string, unit: number): Map<number, number> {
  const start = G.units[player]?.[unit] ?? 0;
  const blocked = new Set(Object.values(G.units).flat());
  const best = new Map<number, number>([[start, 0]]);
  const open: [number, number][] = [[0, start]];
  while (open.length > 0) {
    open.sort((a, b) => b[0] - a[0]);
    const [spent, cell] = open.pop() as [number, number];
    if (spent > (best.get(cell) ?? Infinity)) continue;
    const r = Math.floor(cell / SIZE);
    const c = cell % SIZE;
    const next = [r > 0 ? cell - SIZE : -1, r < SIZE - 1 ? cell + SIZE : -1];
    next.push(c > 0 ? cell - 1 : -1, c < SIZE - 1 ? cell + 1 : -1);
    for (const n of next) {
      if (n < 0 || blocked.has(n)) continue;
      const total = spent + costOf(n);
      if (total <= ALLOWANCE && total < (best.get(n) ?? Infinity)) {
        best.set(n, total);
        open.push([total, n]);
      }
    }
  }
  return best;
}

export const MarchGame = {
  name: 'march',
  setup: (): MarchState => ({
    units: {
      '0': Array.from({ length: UNITS }, (_, i) => i * 2),
      '1': Array.from({ length: UNITS }, (_, i) => (SIZE - 1) * SIZE + i * 2),
    },
  }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    march: ({ G, playerID }: { G: MarchState; playerID: string }, unit: number, to: number) => {
      const mine = G.units[playerID];
      if (mine === undefined || !Number.isInteger(unit) || mine[unit] === undefined) {
        return INVALID_MOVE;
      }
      if (to === mine[unit] || !reach(G, playerID, unit).has(to)) return INVALID_MOVE;
      mine[unit] = to;
      return undefined;
    },
  },
};
