/**
 * The convex hull of a set of points (Andrew's monotone chain), exact: orientation by integer
 * cross products (vector.ts). Used for the area a footprint sweeps when it slides in a straight
 * line — the hull of its corners before and after — so a sweep is one convex ring for the
 * separating-axis test (overlap.ts). Returns the hull counter-clockwise without collinear
 * points; fewer than three distinct points give the distinct points.
 */
import type { Point } from './point';
import type { Ring } from './polygon';
import { orientation } from './vector';

export function convexHull(points: readonly Point[]): Ring {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const unique = sorted.filter(
    (p, i) => i === 0 || p.x !== sorted[i - 1]!.x || p.y !== sorted[i - 1]!.y,
  );
  if (unique.length < 3) return unique;
  const half = (pts: readonly Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of pts) {
      while (out.length >= 2 && orientation(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) {
        out.pop();
      }
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(unique), ...half([...unique].reverse())];
}
