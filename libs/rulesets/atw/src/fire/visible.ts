/**
 * 19.9 visibility between two units, for the rules that ask whether an enemy is "visible" (6, 11,
 * 12.4-2, 12.16, 16-a). `sees(state, viewer, target)`: some firing point of the viewer (16.2;
 * a garrison's block-side points, 19.7) has a line of sight to the nearest point of the target
 * that is within 60" (19.9), crosses no town block other than theirs and no `blocksSight`
 * feature (19.7, 19.9), no wood or crestline that blocks it (19.1, 19.3, 19.4: sight.ts), and no
 * close-order unit — artillery included, skirmishers never — unless the viewer stands at least
 * one contour above that unit's highest ground (19.9). Generals do not block sight
 * (data/terrain.json `generalsBlock`); 7.3-1's obstacle is for fire only.
 *
 * Unlike a line of fire (16.7-5), a viewer a contour up sees over units. The one sight code of
 * the rules that say "visible": 6 (morale/advance.ts), 11 and I-12 (morale/threat.ts), 12.4-2
 * (movement/square-near-enemy.ts), 12.16 (attack/reactions.ts) and the ruler (measure).
 */
import { levelAt } from '@pratzen/rulesets/freeform-kit';
import type { AtwState, UnitState } from '../state';
import { pointsOf } from './garrison';
import { ringOf, sighting, terrainBlocking } from './lines';
import { hillLevels, segmentMeetsRing, sightBlocked, withinSight } from './sight';

/** 19.9: whether `viewer` sees `target` (see the file's head). */
export function sees(state: AtwState, viewer: UnitState, target: UnitState): boolean {
  const ring = ringOf(state, target);
  const levels = hillLevels(state);
  const points = pointsOf(state, viewer);
  const from = points.length > 0 ? points.map((p) => p.at) : [{ x: viewer.x, y: viewer.y }];
  return from.some((p) => {
    const seen = sighting(p, ring);
    const q = seen.nearest;
    if (!withinSight(seen.range2)) return false;
    if (terrainBlocking(state, viewer, target, p, q) !== null) return false;
    const rings = { viewer: ringOf(state, viewer), target: ring };
    // I-56: a viewer a contour above a wood's top sees over it
    if (sightBlocked(state, target, p, q, rings, 'sight') !== null) return false;
    const eye = levelAt(p, levels);
    return state.units.every((o) => {
      if (o.id === viewer.id || o.id === target.id || o.formation === 'skirmish') return true;
      const other = ringOf(state, o);
      if (!segmentMeetsRing(p, q, other)) return true;
      const ground = other.reduce((lv, v) => Math.max(lv, levelAt(v, levels)), 0);
      return eye > ground;
    });
  });
}
