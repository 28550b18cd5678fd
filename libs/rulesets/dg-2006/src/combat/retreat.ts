import { BOARD } from '../data/board';
import {
  inEnemyZoc,
  onMap,
  passable,
  printed,
  sideAt,
  sideOf,
  stackingAllows,
  unitsAt,
} from '../queries';
import type { DgState } from '../state';
import { enemyOf } from '../vocabulary';

export interface RetreatOption {
  readonly hex: string;
  /** 9.32: friendly units pushed out of `hex` (empty for a plain retreat). */
  readonly displaces: readonly string[];
}

/** The chain of displacements is followed this deep at most (each link adds a hex to `avoid`). */
const MAX_CHAIN = 4;

/** 9.31: hexes a unit retreating from `from` may enter, before stacking. */
function safeHexes(
  state: DgState,
  unitId: string,
  from: string,
  avoid: readonly string[],
): string[] {
  const u = onMap(state, unitId);
  if (u === undefined) return [];
  const side = sideOf(u);
  return (BOARD.neighbors.get(from) ?? []).filter(
    (h) =>
      !avoid.includes(h) &&
      passable(from, h) && // no lake hex, no lake hexside
      sideAt(state, h) !== enemyOf(side) &&
      !inEnemyZoc(state, side, h, 'movement'), // 11.0: demoralized units have no ZOC here
  );
}

/**
 * 9.31 / 9.32: where the victor may retreat `unitId` one hex. Plain retreats into hexes the stacking
 * limit allows come first; only when there is none may friendly units be displaced, and only those
 * that can themselves retreat (possibly by displacing others, a chain). Empty: the unit is
 * eliminated.
 */
export function retreatOptions(
  state: DgState,
  unitId: string,
  avoid: readonly string[] = [],
  depth = 0,
): RetreatOption[] {
  const u = onMap(state, unitId);
  if (u === undefined || u.hex === null) return [];
  const from = u.hex;
  const side = sideOf(u);
  const safe = safeHexes(state, unitId, from, avoid);
  const open = safe.filter((h) => stackingAllows(state, side, h, printed(u)));
  if (open.length > 0) return open.map((hex) => ({ hex, displaces: [] }));
  if (depth >= MAX_CHAIN) return [];
  const out: RetreatOption[] = [];
  for (const hex of safe) {
    const displaced = unitsAt(state, hex).map((x) => x.id);
    const next = [...avoid, from, hex];
    if (displaced.every((id) => retreatOptions(state, id, next, depth + 1).length > 0))
      out.push({ hex, displaces: displaced });
  }
  return out;
}
