import { big } from './builtins';
import { roundDiv, toSafe } from './exact';
import { type Point, point } from './point';
import { type Ring, locateInRing, ringEdges } from './polygon';
import { type Rational, compareRational } from './rational';

/**
 * The point of a ring (its boundary and inside) nearest to `p`, rounded to a tick, and the
 * squared distance to it, exact (a rational: the foot of a perpendicular is rarely a lattice
 * point). Inside or on the ring: `p` itself at distance 0. For ranges to a target's footprint.
 */
export function nearestPoint(ring: Ring, p: Point): { point: Point; distanceSquared: Rational } {
  if (ring.length === 0) throw new RangeError('geometry: nearest point of an empty ring');
  if (ring.length >= 3 && locateInRing(p, ring) !== 'outside')
    return { point: p, distanceSquared: { num: 0n, den: 1n } };
  let best: { n: bigint; d: bigint; a: Point; b: Point; d2: Rational } | null = null;
  const edges = ring.length === 1 ? [{ a: ring[0]!, b: ring[0]! }] : ringEdges(ring);
  for (const { a, b } of edges) {
    const ex = big(b.x - a.x);
    const ey = big(b.y - a.y);
    const px = big(p.x - a.x);
    const py = big(p.y - a.y);
    const len2 = ex * ex + ey * ey;
    // t = n / d clamped to [0, 1]
    let n = px * ex + py * ey;
    let d = len2 === 0n ? 1n : len2;
    if (len2 === 0n || n <= 0n) {
      n = 0n;
      d = 1n;
    } else if (n >= len2) {
      n = 1n;
      d = 1n;
    }
    // d² · |p − (a + t·e)|² = |d·(p − a) − n·e|²
    const qx = d * px - n * ex;
    const qy = d * py - n * ey;
    const d2 = { num: qx * qx + qy * qy, den: d * d };
    if (best === null || compareRational(d2, best.d2) < 0) best = { n, d, a, b, d2 };
  }
  const { n, d, a, b, d2 } = best!;
  const at = point(
    a.x + toSafe(roundDiv(n * big(b.x - a.x), d)),
    a.y + toSafe(roundDiv(n * big(b.y - a.y), d)),
  );
  return { point: at, distanceSquared: d2 };
}
