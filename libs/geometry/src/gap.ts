/**
 * The gap between two convex rings (footprints): the shortest distance between them, zero when
 * they touch or overlap. Exact: squared point-to-segment distances are compared as bigint
 * rationals; the reported gap is √ rounded to the nearest tick (exact.ts `roundSqrt`), and
 * `withinGap` compares against a range with no rounding at all.
 */
import { roundSqrt, toSafe } from './exact';
import { convexOverlap } from './overlap';
import type { Point } from './point';
import type { Ring } from './polygon';
import { big } from './builtins';

interface Frac {
  readonly num: bigint;
  readonly den: bigint;
}

function pointSegment2(p: Point, a: Point, b: Point): Frac {
  const dx = big(b.x - a.x);
  const dy = big(b.y - a.y);
  const wx = big(p.x - a.x);
  const wy = big(p.y - a.y);
  const len2 = dx * dx + dy * dy;
  const t = wx * dx + wy * dy;
  if (len2 === 0n || t <= 0n) return { num: wx * wx + wy * wy, den: 1n };
  if (t >= len2) {
    const ex = big(p.x - b.x);
    const ey = big(p.y - b.y);
    return { num: ex * ex + ey * ey, den: 1n };
  }
  const c = dx * wy - dy * wx;
  return { num: c * c, den: len2 };
}

function gap2(p: Ring, q: Ring): Frac {
  if (p.length >= 3 && q.length >= 3 && convexOverlap(p, q)) return { num: 0n, den: 1n };
  let best: Frac | null = null;
  const consider = (vs: Ring, es: Ring): void => {
    for (const v of vs) {
      for (let i = 0; i < es.length; i += 1) {
        const d = pointSegment2(v, es[i]!, es[(i + 1) % es.length]!);
        if (best === null || d.num * best.den < best.num * d.den) best = d;
      }
    }
  };
  consider(p, q);
  consider(q, p);
  return best ?? { num: 0n, den: 1n };
}

/** The gap in ticks, rounded to the nearest tick (halves up). */
export function ringGap(p: Ring, q: Ring): number {
  const g = gap2(p, q);
  return toSafe(roundSqrt(g.num, g.den));
}

/** Whether the gap is at most `range` ticks, exactly. */
export function withinGap(p: Ring, q: Ring, range: number): boolean {
  const g = gap2(p, q);
  const r = big(range);
  return g.num <= r * r * g.den;
}

/** Whether the gap is less than `range` ticks, exactly ("closer than": a gap of exactly `range` is not). */
export function closerThan(p: Ring, q: Ring, range: number): boolean {
  const g = gap2(p, q);
  const r = big(range);
  return g.num < r * r * g.den;
}
