import { BOARD } from '../data/board';
import { inEnemyZoc, sideOf } from '../queries';
import type { SpiState, UnitState } from '../state';
import { FOG_TURNS } from '../vocabulary';

/** 13.0: no bombardment and no charge on the fog turns. */
export const isFogTurn = (state: SpiState): boolean => FOG_TURNS.includes(state.turn);

const BLOCKING = new Set(['town', 'woods']);

/**
 * 5.6: the hex between bombarding artillery and its target (two hexes away) may not be a town or
 * woods hex. When the target is off the hex rows, two hexes lie between and the fire runs along
 * their common hexside: Pratzen blocks it only when both are town or woods (either hex gives a
 * clear line). Null when `target` is not two hexes from `from`.
 */
export function lineOfFireClear(from: string, target: string): boolean | null {
  if (BOARD.distance(from, target) !== 2) return null;
  const near = new Set(BOARD.neighbors.get(target) ?? []);
  const between = (BOARD.neighbors.get(from) ?? []).filter((h) => near.has(h));
  return between.length === 0 || between.some((h) => !BLOCKING.has(BOARD.terrain.get(h) ?? ''));
}

/** 5.6: an undisrupted artillery unit on the map, not in an Enemy ZOC, outside the fog turns. */
export function mayBombard(state: SpiState, u: UnitState): boolean {
  return (
    u.location === 'map' &&
    u.hex !== null &&
    !u.disrupted &&
    !isFogTurn(state) &&
    !inEnemyZoc(state, sideOf(u), u.hex)
  );
}

/** 5.6: hexes among `targets` that `from` can bombard (two hexes away, line not blocked). */
export function bombardableHexes(from: string, targets: readonly string[]): string[] {
  return targets.filter((t) => lineOfFireClear(from, t) === true);
}
