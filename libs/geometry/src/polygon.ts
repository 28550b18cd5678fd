/**
 * Polygons: an outer ring and optional holes. A ring is its vertices in order (either
 * orientation), at least three, the first NOT repeated at the end (GeoJSON repeats it; convert
 * at the edge). Rings should be simple (`isSimpleRing`); results on self-intersecting rings
 * follow the even-odd rule.
 *
 * **Boundary rule.** `locatePoint` tells 'inside', 'boundary' or 'outside' exactly. Polygons
 * are closed: `containsPoint` counts the boundary (the outer ring and the rim of every hole) as
 * inside. A point strictly inside a hole is outside the polygon.
 */
import { add, mul, sub } from './exact';
import type { Point } from './point';
import { onSegment, segment, segmentsIntersect } from './segment';

export type Ring = readonly Point[];

export interface Polygon {
  readonly outer: Ring;
  readonly holes?: readonly Ring[];
}

export type Location = 'inside' | 'boundary' | 'outside';

/** The ring's edges, closing edge last. */
export function ringEdges(ring: Ring): { a: Point; b: Point }[] {
  return ring.map((a, i) => segment(a, ring[(i + 1) % ring.length]!));
}

/** Twice the signed area (positive counter-clockwise), exact. */
export function signedArea2(ring: Ring): number {
  let s = 0;
  for (const { a, b } of ringEdges(ring)) s = add(s, sub(mul(a.x, b.y), mul(a.y, b.x)));
  return s;
}

/**
 * True when the ring has ≥ 3 vertices, non-zero area, and no two edges meet except
 * consecutive edges at their shared vertex. O(n²).
 */
export function isSimpleRing(ring: Ring): boolean {
  const n = ring.length;
  if (n < 3 || signedArea2(ring) === 0) return false;
  const edges = ringEdges(ring);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const ei = edges[i]!;
      const ej = edges[j]!;
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (!adjacent) {
        if (segmentsIntersect(ei, ej)) return false;
      } else {
        // consecutive edges share one vertex: they must not fold back over each other
        const shared = j === i + 1 ? ei.b : ei.a;
        const other = j === i + 1 ? ej.b : ej.a;
        const own = j === i + 1 ? ei.a : ei.b;
        if (onSegment(other, ei) || onSegment(own, ej)) return false;
        if (shared.x === other.x && shared.y === other.y) return false;
      }
    }
  }
  return true;
}

/**
 * Where p lies relative to one ring: exact crossing-number test. An edge crosses the
 * rightward ray from p when its ends are on opposite sides of the line y = p.y (half-open:
 * y > p.y on one end only) and p is on the correct side of the edge (orientation sign).
 */
export function locateInRing(p: Point, ring: Ring): Location {
  let inside = false;
  for (const e of ringEdges(ring)) {
    if (onSegment(p, e)) return 'boundary';
    const { a, b } = e;
    if (a.y > p.y !== b.y > p.y) {
      const o = sub(mul(b.x - a.x, p.y - a.y), mul(b.y - a.y, p.x - a.x)); // cross(b−a, p−a)
      if (b.y > a.y ? o > 0 : o < 0) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/** Where p lies relative to the polygon (outer ring minus holes). */
export function locatePoint(p: Point, polygon: Polygon): Location {
  const outer = locateInRing(p, polygon.outer);
  if (outer !== 'inside') return outer;
  for (const hole of polygon.holes ?? []) {
    const h = locateInRing(p, hole);
    if (h === 'inside') return 'outside';
    if (h === 'boundary') return 'boundary';
  }
  return 'inside';
}

/** True when p is in the closed polygon (boundary included). */
export function containsPoint(polygon: Polygon, p: Point): boolean {
  return locatePoint(p, polygon) !== 'outside';
}

/** Every edge of the polygon: outer ring first, then each hole. */
export function polygonEdges(polygon: Polygon): { a: Point; b: Point }[] {
  return [polygon.outer, ...(polygon.holes ?? [])].flatMap(ringEdges);
}

/** The polygon moved by (dx, dy). */
export function translatePolygon(polygon: Polygon, dx: number, dy: number): Polygon {
  const move = (r: Ring): Ring => r.map((q) => ({ x: add(q.x, dx), y: add(q.y, dy) }));
  return polygon.holes
    ? { outer: move(polygon.outer), holes: polygon.holes.map(move) }
    : { outer: move(polygon.outer) };
}
