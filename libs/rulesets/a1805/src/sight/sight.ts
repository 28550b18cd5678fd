import {
  type Point,
  type Segment,
  distanceSquared,
  pointAlong,
  withinDistance,
  withinGap,
} from '@pratzen/geometry';
import {
  type Sight as KitSight,
  type SightHit,
  exposedInside,
  featureBlocker,
  firstBlocker,
  levelAt as kitLevelAt,
  openStretch,
} from '@pratzen/rulesets/freeform-kit';
import { FEATURES, U } from '../data/catalogue';
import { FOG_SIGHT } from '../data/crt';
import { centreOf, unitRing } from '../movement/pose';
import { SIGHT_BLOCKING } from '../movement/terrain';
import type { A1805State, UnitState } from '../state';

/**
 * Line of sight (8.0): a straight line from the centre of the viewing unit to the centre of its
 * target (8.2), blocked by
 * - woods, farms and settlements (8.3) — but not where the line is within the viewer's or the
 *   target's own block: a unit at the border of such a feature sees and is seen;
 * - hills (8.6) higher than both ends; a viewer lower than a hill sees onto it only up to its
 *   crestline (its edge); a viewer on a hill sees a lower target beyond that hill's crestline
 *   only if the target is 1 UM or more beyond it (8.7);
 * - units in line or square (8.8), friend or foe, except artillery (never blocks) and attached
 *   HQs; artillery fires over a friendly unit on lower ground that is 1 UM or more from the target.
 * In fog nothing is seen farther than 16.2–16.3 allow (½, 1, 2 UM between blocks).
 * A unit's level is the level under its centre (8.4 asks for the level under most of the block:
 * the centre is our approximation).
 */
export type Sight = KitSight;

const HILLS = FEATURES.filter((f) => f.terrain === 'hill' && f.area !== null);
const LEVELS = HILLS.map((h) => ({ area: h.area!, level: h.level }));

/** 8.4: the level at a point: the highest hill containing it (ground 0). */
export const levelAt = (p: Point): number => kitLevelAt(p, LEVELS);

export function lineOfSight(
  state: A1805State,
  from: UnitState,
  to: UnitState,
  toPoint?: Point,
): Sight {
  // 16.2–16.3: in fog, nothing is seen beyond ½, 1 or 2 UM (between blocks)
  const range = FOG_SIGHT[state.weather];
  if (range !== undefined && !withinGap(unitRing(from), unitRing(to), range)) {
    return {
      clear: false,
      blockedBy: { kind: 'feature', id: 'fog', terrain: 'fog', name: state.weather },
      rule: state.weather === 'fog' ? '16.2' : '16.3',
    };
  }
  const a = centreOf(from.kind, from);
  const targetCentre = centreOf(to.kind, to);
  const b = toPoint ?? targetCentre;
  const line: Segment = { a, b };
  const open = openStretch(line, unitRing(from), unitRing(to));
  const found: SightHit[] = [];

  for (const f of SIGHT_BLOCKING) {
    const hit = exposedInside(line, f.area!, open)[0];
    if (hit !== undefined) found.push({ at: hit.from, blocker: featureBlocker(f), rule: '8.3' });
  }

  const lf = levelAt(a);
  const lt = levelAt(b);
  for (const h of HILLS) {
    if (h.level <= Math.min(lf, lt)) continue;
    const inside = exposedInside(line, h.area!, open);
    if (inside.length === 0) continue;
    if (h.level > lf && h.level > lt) {
      found.push({ at: inside[0]!.from, blocker: featureBlocker(h), rule: '8.6' });
    } else if (h.level > lf) {
      // viewer below, target on the hill: sight stops at the crestline (8.6)
      found.push({ at: inside[0]!.from, blocker: featureBlocker(h), rule: '8.6' });
    } else {
      // viewer on the hill, target below: 1 UM or more beyond the crestline (8.7)
      const exit = pointAlong(line, inside[inside.length - 1]!.to);
      if (!(distanceSquared(exit, b) >= U * U)) {
        found.push({ at: inside[inside.length - 1]!.to, blocker: featureBlocker(h), rule: '8.7' });
      }
    }
  }

  for (const u of state.units) {
    if (u.id === from.id || u.id === to.id || u.attachedTo !== null) continue;
    if (u.kind === 'artillery' || u.kind === 'hq') continue; // 8.8: artillery never blocks
    if (u.formation !== 'line' && u.formation !== 'square') continue;
    const hit = exposedInside(line, unitRing(u), open)[0];
    if (hit === undefined) continue;
    const c = centreOf(u.kind, u);
    // 8.8: the friend's distance is to the target unit (its centre, as the ruler's `distance`),
    // whatever point of the target this line is traced to (9.4's partial sight: a corner)
    const overhead =
      from.kind === 'artillery' &&
      u.side === from.side &&
      levelAt(c) < lf &&
      !withinDistance(c, targetCentre, U - 1);
    if (!overhead) found.push({ at: hit.from, blocker: { kind: 'unit', id: u.id }, rule: '8.8' });
  }

  return firstBlocker(found);
}

/**
 * The line of sight the rules use for `from` looking at `to` — and the ruler (`measure`) with
 * them, one code path: a battery needs only a portion of its target in sight (9.4, `partlyInSight`);
 * every other unit the line centre to centre (8.2).
 */
export const sightOf = (state: A1805State, from: UnitState, to: UnitState): Sight =>
  from.kind === 'artillery' ? partlyInSight(state, from, to) : lineOfSight(state, from, to);

/** 9.4: a gun may fire when at least a portion of its target is in sight: its centre or a corner. */
export function partlyInSight(state: A1805State, from: UnitState, to: UnitState): Sight {
  const first = lineOfSight(state, from, to);
  if (first.clear) return first;
  for (const corner of unitRing(to)) {
    if (lineOfSight(state, from, to, corner).clear) return { clear: true };
  }
  return first;
}
