import { boxOf, disjoint } from './box';
import { segmentIntersectsPolygon } from './clip';
import { type Polygon, type Ring, containsPoint } from './polygon';

/**
 * Whether a convex ring (a footprint or a sweep) meets a polygon, boundary included: an edge of
 * the ring meets the polygon, or the polygon lies wholly inside the ring. Boxes first.
 */
export function ringMeetsPolygon(ring: Ring, polygon: Polygon): boolean {
  if (disjoint(boxOf(ring), boxOf(polygon.outer))) return false;
  for (let i = 0; i < ring.length; i += 1) {
    const s = { a: ring[i]!, b: ring[(i + 1) % ring.length]! };
    if (segmentIntersectsPolygon(s, polygon)) return true;
  }
  const first = polygon.outer[0];
  return first !== undefined && ring.length >= 3 && containsPoint({ outer: ring }, first);
}
