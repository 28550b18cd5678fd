import { type Point, type Vector, facingVector, point, rotate } from '@pratzen/geometry';

/**
 * A unit's own frame: origin at its front centre, +y straight ahead, +x to its right. Its
 * footprint spans y ∈ [−depth, 0] behind the front edge. Exact: rotation by the committed table.
 */

/** Where a footprint stands: its front centre and facing (tenths of a degree). */
export interface Placed {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

/** `p` in the frame of a unit placed at `pose` (rounded to a tick by the rotation). */
export const localPoint = (p: Point, pose: Placed): Vector =>
  rotate({ x: p.x - pose.x, y: p.y - pose.y }, -pose.facing);

/**
 * Which side of a footprint of `depth` a point lies on: ahead of (or on) its front edge the
 * front, behind (or on) its rear edge the rear, alongside a flank.
 */
export function sideOf(p: Point, pose: Placed, depth: number): 'front' | 'flank' | 'rear' {
  const local = localPoint(p, pose);
  return local.y >= 0 ? 'front' : local.y <= -depth ? 'rear' : 'flank';
}

/** The centre of a footprint of `depth` at `pose`: half the depth behind the front centre. */
export function centreBehind(pose: Placed, depth: number): Point {
  const back = facingVector(pose.facing, depth);
  // halve the exact vector, rounding to a tick
  return point(pose.x - Math.round(back.x / 2), pose.y - Math.round(back.y / 2));
}

/** The front centre of a footprint of `depth` facing `facing` whose centre is `c`. */
export function frontAhead(c: Point, facing: number, depth: number): Point {
  const ahead = facingVector(facing, depth);
  return point(c.x + Math.round(ahead.x / 2), c.y + Math.round(ahead.y / 2));
}
