/**
 * Segments between two points, and exact intersection tests by orientation (cross-product
 * signs). Segments are closed: their end points belong to them, so segments that only touch
 * *do* intersect (`segmentsIntersect`); `segmentsCross` is the strict version.
 */
import type { Point } from './point';
import { orientation } from './vector';

export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

export function segment(a: Point, b: Point): Segment {
  return { a, b };
}

function between(v: number, p: number, q: number): boolean {
  return (p <= v && v <= q) || (q <= v && v <= p);
}

/** True when p lies on the closed segment s (end points included). */
export function onSegment(p: Point, s: Segment): boolean {
  return orientation(s.a, s.b, p) === 0 && between(p.x, s.a.x, s.b.x) && between(p.y, s.a.y, s.b.y);
}

/** True when the closed segments share at least one point (touching and overlapping included). */
export function segmentsIntersect(s: Segment, t: Segment): boolean {
  const o1 = orientation(s.a, s.b, t.a);
  const o2 = orientation(s.a, s.b, t.b);
  const o3 = orientation(t.a, t.b, s.a);
  const o4 = orientation(t.a, t.b, s.b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  // Otherwise they meet only if an end point of one lies on the other.
  return onSegment(t.a, s) || onSegment(t.b, s) || onSegment(s.a, t) || onSegment(s.b, t);
}

/**
 * True when the segments cross properly: they meet in exactly one point interior to both
 * (no end point on the other segment, not collinear).
 */
export function segmentsCross(s: Segment, t: Segment): boolean {
  const o1 = orientation(s.a, s.b, t.a);
  const o2 = orientation(s.a, s.b, t.b);
  const o3 = orientation(t.a, t.b, s.a);
  const o4 = orientation(t.a, t.b, s.b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}
