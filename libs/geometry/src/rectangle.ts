/**
 * Oriented rectangles: a unit's footprint on the table, given as the wire gives a pose —
 * `position` the centre of the front edge, `facing` (tenths, 0 = north, clockwise), `width`
 * along the front and `depth` to the rear, in ticks (positive integers).
 *
 * Corners are the front-centre plus the local offsets (±width/2 across, 0 or −depth along),
 * rotated by table (rotation.ts) in one rounding: each offset is rounded to the nearest tick,
 * halves away from zero — so an odd width at facing 0 grows by one tick, symmetrically. Use
 * even widths for exact footprints. Each corner moves by at most ½√2 tick, so footprints of
 * at least 10 ticks a side stay convex near-rectangles; a footprint of a tick or two may be
 * flattened by the rounding (it then has no interior and overlaps nothing).
 */
import { add } from './exact';
import type { Point } from './point';
import type { Ring } from './polygon';
import { rotateDivided } from './rotation';
import { isSafeInteger } from './builtins';

export interface Footprint {
  readonly position: Point;
  readonly facing: number;
  readonly width: number;
  readonly depth: number;
}

/** The four corners in order front-left, front-right, rear-right, rear-left (clockwise). */
export function footprintCorners(f: Footprint): [Point, Point, Point, Point] {
  if (!isSafeInteger(f.width) || !isSafeInteger(f.depth) || f.width <= 0 || f.depth <= 0) {
    throw new RangeError(`geometry: footprint needs positive integer width and depth`);
  }
  const at = (x2: number, y2: number): Point => {
    const v = rotateDivided({ x: x2, y: y2 }, f.facing, 2);
    return { x: add(f.position.x, v.x), y: add(f.position.y, v.y) };
  };
  const w = f.width;
  const d2 = 2 * f.depth;
  return [at(-w, 0), at(w, 0), at(w, -d2), at(-w, -d2)];
}

/** The footprint as a ring (clockwise), for polygon and overlap tests. */
export function footprintRing(f: Footprint): Ring {
  return footprintCorners(f);
}
