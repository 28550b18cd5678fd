import { type Point, distanceSquared, facingOf, withinGap } from '@pratzen/geometry';
import { U } from '../data/catalogue';
import { centreOf, ringAt, unitRing } from '../movement/pose';
import { type RetreatOutcome, planRetreat } from '../movement/retreat';
import { lastClear } from '../movement/search';
import { SIGHT_BLOCKING, ringMeetsPolygon } from '../movement/terrain';
import type { A1805State, UnitState } from '../state';

/** 12.5.3.1: a routed unit in cover flees again when an enemy comes within 2 UM. */
export const FLIGHT_TRIGGER = 2 * U;

/** 12.5.3: the cover a routed unit seeks: woods and settlements. */
const COVER = SIGHT_BLOCKING.filter((f) => f.terrain === 'woods' || f.terrain === 'settlement');

/** The cover (woods or settlement) the unit's block is in, if any. */
export const coverOf = (u: UnitState) => COVER.find((f) => ringMeetsPolygon(unitRing(u), f.area!));

/**
 * 12.5.3, 12.5.3.1 (our reading of "towards the closest woods or settlement"): the corner of a
 * woods' or settlement's outline nearest the unit's centre — of any but the cover it is leaving.
 */
function nearestCover(u: UnitState, leaving: string | undefined): Point | null {
  const c = centreOf(u.kind, u);
  let best: Point | null = null;
  let bestD = Infinity;
  for (const f of COVER) {
    if (f.id === leaving) continue;
    for (const p of f.area!.outer) {
      const d = distanceSquared(c, p);
      if (d < bestD) {
        bestD = d;
        best = p;
      }
    }
  }
  return best;
}

/**
 * 12.5.3.1–12.5.3.2: a routed unit flees 1 UM towards the nearest other cover, its back to the
 * enemy, stopping as soon as it reaches the cover (and, as every retreat, at a friend: 13.11.1).
 * Null when there is no cover to seek.
 */
export function flightToCover(state: A1805State, u: UnitState): RetreatOutcome | null {
  const leaving = coverOf(u)?.id;
  const target = nearestCover(u, leaving);
  if (target === null) return null;
  const c = centreOf(u.kind, u);
  if (target.x === c.x && target.y === c.y) return null;
  const heading = facingOf({ x: target.x - c.x, y: target.y - c.y });
  const reached = COVER.filter((f) => f.id !== leaving);
  // how far until the block first meets the cover sought (at most 1 UM)
  const probe = planRetreat(state, u, c, true, U, undefined, heading);
  if (probe.kind === 'blocked') return probe;
  const meets = (d: number): boolean => {
    const plan = planRetreat(state, u, c, true, d, undefined, heading);
    return (
      plan.kind !== 'blocked' &&
      reached.some((f) => ringMeetsPolygon(ringAt(u.kind, plan.pose), f.area!))
    );
  };
  if (!meets(probe.distance)) return probe;
  const stop = Math.max(1, lastClear(meets, probe.distance) + 1);
  return planRetreat(state, u, c, true, stop, undefined, heading);
}

/** 12.5.3.1: routed units of the phasing player in cover with an enemy within 2 UM: they flee again. */
export const threatenedInCover = (state: A1805State): UnitState[] =>
  state.units.filter(
    (u) =>
      u.side === state.attacker &&
      u.morale === 'routed' &&
      u.attachedTo === null &&
      coverOf(u) !== undefined &&
      state.units.some(
        (e) =>
          e.side !== u.side &&
          e.attachedTo === null &&
          withinGap(unitRing(e), unitRing(u), FLIGHT_TRIGGER),
      ),
  );
