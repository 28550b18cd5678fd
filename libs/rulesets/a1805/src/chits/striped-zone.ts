import type { RuleViolation } from '@pratzen/engine';
import type { Ring } from '@pratzen/geometry';
import { STRIPED_ZONE } from '../data/strategic';
import type { UnitMoved } from '../events';
import { unitRing } from '../movement/pose';
import { ringMeetsPolygon } from '@pratzen/geometry';
import type { A1805State } from '../state';
import { refuse } from '../violations';
import type { Side } from '../vocabulary';

/** What an action space cannot express of 16.4.1.6 (named in its checks). */
export const STRIPED_ZONE_CHECK =
  'the historic sequence: no Allied unit or chit in or through the striped zone until the Pratzenberg assault';

const inZone = (ring: Ring): boolean => ringMeetsPolygon(ring, STRIPED_ZONE.polygon);

/**
 * 16.4.1.6: while the striped zone is closed (the historic sequence, until the Pratzenberg
 * assault), no Allied unit or chit is placed in it or passes through it: `rings` are the blocks
 * or markers a command would place or sweep.
 */
export function stripedZoneProblem(
  state: A1805State,
  side: Side,
  rings: readonly Ring[],
): RuleViolation | null {
  if (!state.fog.stripedZone || side !== 'allied' || !rings.some(inZone)) return null;
  return refuse(
    'STRIPED_ZONE',
    '16.4.1.6',
    'the Allies may neither place nor pass units in the striped zone until the Pratzenberg assault begins',
  );
}

/**
 * 16.4.1.6: the French "start the Pratzenberg assault with the divisions of Vandamme and
 * St-Hilaire" (our reading): a unit of either division, on the table, moves into the zone or
 * closes on a unit in it. Then the zone opens for good.
 */
export function afterAssaultBegun(state: A1805State, e: UnitMoved): A1805State {
  if (!state.fog.stripedZone) return state;
  if (!STRIPED_ZONE.divisions.some((d) => e.unitId.startsWith(`${d}-`))) return state;
  const mover = state.units.find((u) => u.id === e.unitId);
  const target = e.attacks === undefined ? undefined : state.units.find((u) => u.id === e.attacks);
  const begun =
    (mover !== undefined && inZone(unitRing(mover))) ||
    (target !== undefined && inZone(unitRing(target)));
  return begun ? { ...state, fog: { ...state.fog, stripedZone: false } } : state;
}
