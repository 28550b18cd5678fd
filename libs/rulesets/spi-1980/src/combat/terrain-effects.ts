import type { HexsideInfo } from '../data/board';
import { TEC, type HexsideKind } from '../data/tables';
import type { Terrain, UnitType } from '../vocabulary';

/**
 * 8.0: the combat columns of the Terrain Effects Chart as pure functions of unit type, terrain
 * and hexside, so that every cell can be tested without a map.
 */

/** The TEC hexside kinds on a hexside. A bridge does not negate a stream in combat (8.0). */
export function hexsideKinds(side: HexsideInfo): HexsideKind[] {
  const kinds: HexsideKind[] = [];
  if (side.upslope) kinds.push('upslope');
  if (side.downslope) kinds.push('downslope');
  if (side.road) kinds.push('road');
  if (side.stream) kinds.push('stream');
  if (side.lake) kinds.push('lake');
  return kinds;
}

/** 8.0 D / T: the defender is doubled or tripled by the hex it occupies. */
export function defenceMultiplier(type: UnitType, terrain: Terrain): number {
  const cell = TEC.hex[terrain].combat[type];
  return cell === 'T' ? 3 : cell === 'D' ? 2 : 1;
}

/**
 * 8.0 H / P: how many times an attacking unit is halved — once when its own hex halves it
 * ("attacking out of"), once for each hexside kind that halves it among the hexsides it attacks
 * through (5.4: cumulative over all the hexsides of one attack; a kind met twice halves once).
 * Null when the attack is prohibited (P), e.g. cavalry across a lake hexside.
 */
export function attackHalvings(
  type: UnitType,
  ownTerrain: Terrain,
  sides: readonly HexsideInfo[],
): number | null {
  const own = TEC.hex[ownTerrain].combat[type];
  if (own === 'P') return null;
  let n = own === 'H' ? 1 : 0;
  for (const kind of new Set(sides.flatMap(hexsideKinds))) {
    const cell = TEC.hexside[kind].combat[type];
    if (cell === 'P') return null;
    if (cell === 'H') n += 1;
  }
  return n;
}

/** 8.0: halve `times` times, dropping fractions, never below 1. */
export function halve(strength: number, times: number): number {
  let s = strength;
  for (let i = 0; i < times; i += 1) s = Math.max(1, Math.floor(s / 2));
  return s;
}

/** 5.9 / 8.0: only cavalry charges (the asterisks are in the Cav column alone, not Drg). */
export const chargesAsCavalry = (type: UnitType): boolean => type === 'cavalry';

/** 5.9: attacking cavalry may charge only through clear or slope hexsides (TEC asterisks). */
export function chargeThrough(side: HexsideInfo): boolean {
  return hexsideKinds(side).every((k) => TEC.hexside[k].cavalryCharge);
}

/** 5.9: defending cavalry may charge only from clear, slope or lake hexes (TEC asterisks). */
export function chargeFrom(terrain: Terrain): boolean {
  return TEC.hex[terrain].cavalryCharge;
}
