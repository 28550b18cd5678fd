/**
 * A disc drawn as a regular polygon: vertices at `radius` from `centre`, every 360°/sides,
 * starting north, placed by the trig table (rotation.ts) — exact and replayable. For the
 * approximate `reach` of an action space and for drawing ranges; rules compare distances
 * exactly (distance.ts), never against this polygon.
 */
import type { Point } from './point';
import { point } from './point';
import type { Polygon } from './polygon';
import { facingVector } from './rotation';
import { isSafeInteger } from './builtins';

export function disc(centre: Point, radius: number, sides = 16): Polygon {
  if (!isSafeInteger(sides) || sides < 3 || 3600 % sides !== 0) {
    throw new RangeError(`geometry: a disc needs 3+ sides dividing 3600 tenths, not ${sides}`);
  }
  const outer: Point[] = [];
  for (let k = 0; k < sides; k += 1) {
    const v = facingVector((k * 3600) / sides, radius);
    outer.push(point(centre.x + v.x, centre.y + v.y));
  }
  return { outer };
}
