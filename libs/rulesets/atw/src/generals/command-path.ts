/**
 * 7.2 command distance (README I-9): the length of the shortest path from a general's head to the
 * nearest point of a unit that crosses no impassable ground and no enemy unit (it may touch their
 * edges and corners). Exact and trigonometry-free: a visibility graph over the obstacles' corners,
 * each edge's length rounded **up** to the tick (so a path is never shorter than the truth), a
 * best-first search pruned at the limit. Straight-line bounds settle most questions without the
 * graph: farther than the limit as the crow flies is out; a clear straight line within it is in.
 * The last leg goes to the unit's nearest point from a corner, or else to one of the unit's own
 * corners: a path ending elsewhere on its edge is not searched (never shorter than the truth).
 */
import {
  type Point,
  type Polygon,
  type Ring,
  nearestPoint,
  segment,
  segmentPassesThrough,
} from '@pratzen/geometry';

const big = (n: number): bigint => BigInt(n);

/** ⌈√(num/den)⌉, exact. */
export function ceilSqrt(num: bigint, den: bigint = 1n): number {
  if (num <= 0n) return 0;
  // r = ⌊√(num/den)⌋ by bisection on bigints, then one up unless exact
  let lo = 0n;
  let hi = 1n;
  while (hi * hi * den < num) hi *= 2n;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    if (mid * mid * den <= num) lo = mid;
    else hi = mid - 1n;
  }
  return Number(lo * lo * den === num ? lo : lo + 1n);
}

/** |ab| rounded up to the tick. */
export const lengthUp = (a: Point, b: Point): number => {
  const dx = big(b.x - a.x);
  const dy = big(b.y - a.y);
  return ceilSqrt(dx * dx + dy * dy);
};

/** The distance from p to the nearest point of the ring, rounded up to the tick (0 inside). */
export function gapUp(ring: Ring, p: Point): number {
  const n = nearestPoint(ring, p);
  return ceilSqrt(n.distanceSquared.num, n.distanceSquared.den);
}

/**
 * The most segment-against-edge tests one search may make (each segment tested against every
 * edge of every obstacle near): a bound on the work a table of many-cornered features can ask
 * (no input may hang the rules). A search that runs out answers
 * what it found so far (null: out of command), deterministically.
 */
export const PATH_BUDGET = 60_000;

const within = (p: Point, q: Point, r: number): boolean => {
  const dx = big(q.x - p.x);
  const dy = big(q.y - p.y);
  return dx * dx + dy * dy <= big(r) * big(r);
};

/**
 * The shortest obstacle-avoiding path length from `from` to the ring `target` (ticks, rounded up
 * per edge), or null when every such path is longer than `limit`.
 */
export function pathLengthWithin(
  from: Point,
  target: Ring,
  obstacles: readonly Polygon[],
  limit: number,
): number | null {
  const straight = gapUp(target, from);
  if (straight > limit) return null;
  // only obstacles that could lie on a path within the limit
  const near = obstacles.filter((o) => boxNear(o.outer, from, limit));
  let work = 0;
  const clear = (a: Point, b: Point, obs: readonly Polygon[]): boolean => {
    for (const o of obs) work += o.outer.length + (o.holes ?? []).reduce((n, h) => n + h.length, 0);
    const s = segment(a, b);
    return !obs.some((o) => segmentPassesThrough(s, o));
  };
  const toTarget = (p: Point): number | null => {
    const q = nearestPoint(target, p).point;
    if (clear(p, q, near)) return gapUp(target, p);
    let best: number | null = null;
    for (const v of target) {
      if (clear(p, v, near)) {
        const d = lengthUp(p, v);
        if (best === null || d < best) best = d;
      }
    }
    return best;
  };
  const direct = toTarget(from);
  if (direct !== null && direct === straight) return direct;
  // best-first search over the obstacles' corners (A*, heuristic: the straight gap to the target)
  const nodes: Point[] = [];
  for (const o of near) for (const v of o.outer) if (within(from, v, limit)) nodes.push(v);
  const g = new Map<number, number>();
  const done = new Set<number>();
  let best = direct !== null && direct <= limit ? direct : null;
  const open: { i: number; f: number }[] = [];
  nodes.forEach((v, i) => {
    if (work > PATH_BUDGET || !clear(from, v, near)) return;
    const d = lengthUp(from, v);
    if (d > limit) return;
    g.set(i, d);
    open.push({ i, f: d + gapUp(target, v) });
  });
  while (open.length > 0 && work <= PATH_BUDGET) {
    open.sort((a, b) => a.f - b.f);
    const { i, f } = open.shift()!;
    if (done.has(i)) continue;
    if (f > limit || (best !== null && f >= best)) break;
    done.add(i);
    const here = nodes[i]!;
    const gi = g.get(i)!;
    const end = toTarget(here);
    if (end !== null && gi + end <= limit && (best === null || gi + end < best)) best = gi + end;
    nodes.forEach((v, j) => {
      if (done.has(j) || j === i || work > PATH_BUDGET) return;
      const d = gi + lengthUp(here, v);
      if (d > limit || d >= (g.get(j) ?? Infinity)) return;
      if (!clear(here, v, near)) return;
      g.set(j, d);
      open.push({ i: j, f: d + gapUp(target, v) });
    });
  }
  return best;
}

/** Whether the ring's bounding box comes within r of p (a cheap pre-filter). */
function boxNear(ring: Ring, p: Point, r: number): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const v of ring) {
    minX = Math.min(minX, v.x);
    maxX = Math.max(maxX, v.x);
    minY = Math.min(minY, v.y);
    maxY = Math.max(maxY, v.y);
  }
  const dx = p.x < minX ? minX - p.x : p.x > maxX ? p.x - maxX : 0;
  const dy = p.y < minY ? minY - p.y : p.y > maxY ? p.y - maxY : 0;
  return dx * dx + dy * dy <= r * r;
}
