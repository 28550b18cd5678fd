/**
 * A segment against a polygon (closed, holes allowed — polygon.ts): where it lies inside,
 * whether it touches it, the first point where it enters, and the length inside.
 *
 * Exact method: the parameters t ∈ [0, 1] of P(t) = a + t·(b − a) where the segment meets the
 * line of any edge (and the ends of collinear overlaps) are exact rationals; between two
 * consecutive parameters the segment is wholly in or wholly out, decided by the exact
 * point-in-polygon test at the rational midpoint (bigint). A stretch running along the
 * boundary counts as inside (the polygon is closed).
 *
 * **Length.** The inside fraction F = Σ(t_hi − t_lo) is exact; the inside length in ticks is
 * √(F² · |b − a|²) rounded to the nearest tick, halves up, computed exactly in bigint
 * (exact.ts `roundSqrt`) — the only square root in the library, deterministic everywhere.
 */
import { roundDiv, roundSqrt, toSafe } from './exact';
import type { Point } from './point';
import { polygonEdges, type Location, type Polygon, type Ring } from './polygon';
import { compareRational, midRational, rational, subRational, type Rational } from './rational';
import type { Segment } from './segment';
import { big, INF, max, min } from './builtins';

export interface Interval {
  readonly from: Rational;
  readonly to: Rational;
}

const ZERO = rational(0n, 1n);
const ONE = rational(1n, 1n);

function cross(ax: bigint, ay: bigint, bx: bigint, by: bigint): bigint {
  return ax * by - ay * bx;
}

/**
 * The parameters along s where it meets an edge (and the ends of collinear overlaps), sorted
 * and distinct, with 0 and 1: the segment can only change between in and out at these.
 */
function breakpoints(s: Segment, polygon: Polygon): Rational[] {
  const ax = big(s.a.x);
  const ay = big(s.a.y);
  const rx = big(s.b.x) - ax;
  const ry = big(s.b.y) - ay;
  const rr = rx * rx + ry * ry;
  const ts: Rational[] = [ZERO, ONE];
  const keep = (t: Rational) => {
    if (compareRational(t, ZERO) > 0 && compareRational(t, ONE) < 0) ts.push(t);
  };
  if (rr === 0n) return ts;
  for (const e of polygonEdges(polygon)) {
    const qx = big(e.a.x) - ax;
    const qy = big(e.a.y) - ay;
    const sx = big(e.b.x) - big(e.a.x);
    const sy = big(e.b.y) - big(e.a.y);
    const den = cross(rx, ry, sx, sy);
    if (den !== 0n) {
      // only where the segment's line meets the edge itself (0 ≤ u ≤ 1)
      const u = cross(qx, qy, rx, ry);
      if (den > 0n ? u >= 0n && u <= den : u <= 0n && u >= den)
        keep(rational(cross(qx, qy, sx, sy), den));
    } else if (cross(qx, qy, rx, ry) === 0n) {
      // collinear: the projections of the edge's two ends
      keep(rational(qx * rx + qy * ry, rr));
      keep(rational((qx + sx) * rx + (qy + sy) * ry, rr));
    }
  }
  ts.sort(compareRational);
  return ts.filter((t, i) => i === 0 || compareRational(ts[i - 1]!, t) !== 0);
}

/** Exact location of the rational point (X/D, Y/D) relative to a ring (as polygon.ts). */
function locateScaledInRing(X: bigint, Y: bigint, D: bigint, ring: Ring): Location {
  let inside = false;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const ax = big(a.x) * D;
    const ay = big(a.y) * D;
    const bx = big(b.x) * D;
    const by = big(b.y) * D;
    const o = cross(bx - ax, by - ay, X - ax, Y - ay);
    const inBox = (ax <= X ? X <= bx : bx <= X) && (ay <= Y ? Y <= by : by <= Y);
    if (o === 0n && inBox) return 'boundary';
    if (ay > Y !== by > Y && (by > ay ? o > 0n : o < 0n)) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/** Quick rejection: do the bounding boxes of the segment and the outer ring meet? */
function boxesMeet(s: Segment, ring: Ring): boolean {
  let minX = INF;
  let minY = INF;
  let maxX = -INF;
  let maxY = -INF;
  for (const q of ring) {
    minX = min(minX, q.x);
    maxX = max(maxX, q.x);
    minY = min(minY, q.y);
    maxY = max(maxY, q.y);
  }
  return (
    max(s.a.x, s.b.x) >= minX &&
    min(s.a.x, s.b.x) <= maxX &&
    max(s.a.y, s.b.y) >= minY &&
    min(s.a.y, s.b.y) <= maxY
  );
}

function containsAt(s: Segment, t: Rational, polygon: Polygon): boolean {
  const D = t.den;
  const X = big(s.a.x) * D + t.num * (big(s.b.x) - big(s.a.x));
  const Y = big(s.a.y) * D + t.num * (big(s.b.y) - big(s.a.y));
  const outer = locateScaledInRing(X, Y, D, polygon.outer);
  if (outer === 'outside') return false;
  if (outer === 'boundary') return true;
  return (polygon.holes ?? []).every((h) => locateScaledInRing(X, Y, D, h) !== 'inside');
}

/**
 * The closed stretches of s inside the closed polygon, as parameter intervals along s
 * (0 = s.a, 1 = s.b), in order. A segment only touching the polygon at a point gives a
 * zero-length interval.
 */
export function segmentIntervalsInPolygon(s: Segment, polygon: Polygon): Interval[] {
  if (!boxesMeet(s, polygon.outer)) return [];
  const ts = breakpoints(s, polygon);
  const out: Interval[] = [];
  let open: Rational | undefined;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]!;
    const atT = containsAt(s, t, polygon);
    if (atT && open === undefined) open = t;
    if (!atT && open !== undefined) throw new Error('geometry: clip invariant broken'); // closed set
    const next = ts[i + 1];
    const midIn = next !== undefined && atT && containsAt(s, midRational(t, next), polygon);
    if (open !== undefined && !midIn) {
      out.push({ from: open, to: t });
      open = undefined;
    }
  }
  return out;
}

/** True when the segment and the closed polygon share at least one point. */
export function segmentIntersectsPolygon(s: Segment, polygon: Polygon): boolean {
  return segmentIntervalsInPolygon(s, polygon).length > 0;
}

/** The parameter of the first point of s in the polygon (0 if s.a is in it), or undefined. */
export function firstEntry(s: Segment, polygon: Polygon): Rational | undefined {
  return segmentIntervalsInPolygon(s, polygon)[0]?.from;
}

/** The point at parameter t along s, rounded to the nearest tick (halves away from zero). */
export function pointAlong(s: Segment, t: Rational): Point {
  const at = (a: number, b: number) => {
    const n = big(a) * t.den + t.num * (big(b) - big(a));
    return toSafe(roundDiv(n, t.den));
  };
  return { x: at(s.a.x, s.b.x), y: at(s.a.y, s.b.y) };
}

/** The exact fraction of s inside the polygon. */
export function insideFraction(s: Segment, polygon: Polygon): Rational {
  let f = ZERO;
  for (const { from, to } of segmentIntervalsInPolygon(s, polygon)) {
    const d = subRational(to, from);
    f = { num: f.num * d.den + d.num * f.den, den: f.den * d.den };
  }
  return f;
}

/** The length of s inside the polygon, in ticks, rounded to the nearest tick (halves up). */
export function lengthInsidePolygon(s: Segment, polygon: Polygon): number {
  const f = insideFraction(s, polygon);
  const dx = big(s.b.x - s.a.x);
  const dy = big(s.b.y - s.a.y);
  return toSafe(roundSqrt(f.num * f.num * (dx * dx + dy * dy), f.den * f.den));
}

/** Whether the rational point (X/D, Y/D) is strictly inside the polygon (not on its boundary, not in a hole). */
function strictlyInsideAt(s: Segment, t: Rational, polygon: Polygon): boolean {
  const D = t.den;
  const X = big(s.a.x) * D + t.num * (big(s.b.x) - big(s.a.x));
  const Y = big(s.a.y) * D + t.num * (big(s.b.y) - big(s.a.y));
  if (locateScaledInRing(X, Y, D, polygon.outer) !== 'inside') return false;
  return (polygon.holes ?? []).every((h) => locateScaledInRing(X, Y, D, h) === 'outside');
}

/**
 * True when some stretch of s of positive length lies in the polygon's open interior; a segment
 * that only touches the boundary, or runs along an edge, does not pass through. Exact: between
 * two consecutive breakpoints the segment is wholly inside, on the boundary or outside, decided at
 * the rational midpoint. For paths traced around obstacles (shortest paths touch their corners).
 */
export function segmentPassesThrough(s: Segment, polygon: Polygon): boolean {
  if (!boxesMeet(s, polygon.outer)) return false;
  const ts = breakpoints(s, polygon);
  for (let i = 0; i + 1 < ts.length; i++) {
    if (strictlyInsideAt(s, midRational(ts[i]!, ts[i + 1]!), polygon)) return true;
  }
  return false;
}
