/**
 * Separating-axis overlap of convex polygons (footprints, convex terrain pieces), exact.
 *
 * **Touching is not overlapping.** Two convex polygons overlap when their interiors share a
 * point: for every edge normal of either polygon, the two projections overlap on an interval
 * of positive length. Units in base contact (sharing an edge or a corner) do not overlap.
 * By the separating-axis theorem this is exact for convex polygons; rings may be in either
 * orientation; zero-length edges are skipped. Projections are dot products of a bounded point
 * with an edge vector (≤ 2^51).
 */
import type { Ring } from './polygon';
import { footprintCorners, type Footprint } from './rectangle';
import { dot, vectorSub } from './vector';
import { INF, max, min } from './builtins';

function separatedOnAxesOf(edges: Ring, p: Ring, q: Ring): boolean {
  for (let i = 0; i < edges.length; i++) {
    const e = vectorSub(edges[(i + 1) % edges.length]!, edges[i]!);
    if (e.x === 0 && e.y === 0) continue;
    const axis = { x: -e.y, y: e.x };
    let pMin = INF;
    let pMax = -INF;
    for (const v of p) {
      const d = dot(axis, v);
      pMin = min(pMin, d);
      pMax = max(pMax, d);
    }
    let qMin = INF;
    let qMax = -INF;
    for (const v of q) {
      const d = dot(axis, v);
      qMin = min(qMin, d);
      qMax = max(qMax, d);
    }
    if (pMax <= qMin || qMax <= pMin) return true;
  }
  return false;
}

/** True when the interiors of two convex rings intersect (touching = false). */
export function convexOverlap(p: Ring, q: Ring): boolean {
  return !separatedOnAxesOf(p, p, q) && !separatedOnAxesOf(q, p, q);
}

/** True when two footprints overlap (units in contact do not). */
export function footprintsOverlap(a: Footprint, b: Footprint): boolean {
  return convexOverlap(footprintCorners(a), footprintCorners(b));
}
