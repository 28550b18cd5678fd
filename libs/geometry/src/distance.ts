/**
 * Distances without square roots: rules compare squared distances (exact integers ≤ 2^51 for
 * bounded points). Where a distance must be *reported* (a ruler, an event), `distanceTicks`
 * rounds √(d²) to the nearest tick, halves up, with exact bigint maths (exact.ts `roundSqrt`).
 * (Math.sqrt of an integer below 2^53 is correctly rounded by IEEE 754 too, but its result
 * must still be rounded to a tick; the bigint route does both in one exact step.)
 */
import { mul, toSafe } from './exact';
import { roundSqrt } from './exact';
import type { Point } from './point';
import { lengthSquared, vectorSub } from './vector';
import { big, isSafeInteger } from './builtins';

export function distanceSquared(a: Point, b: Point): number {
  return lengthSquared(vectorSub(a, b));
}

/** True when |ab| ≤ range (range in ticks, ≥ 0). Exact. */
export function withinDistance(a: Point, b: Point, range: number): boolean {
  if (!isSafeInteger(range) || range < 0) throw new RangeError(`geometry: bad range ${range}`);
  return distanceSquared(a, b) <= mul(range, range);
}

/** Sign of |origin a| − |origin b|: -1 when a is nearer, 1 when b is nearer, 0 when equal. Exact. */
export function compareDistance(origin: Point, a: Point, b: Point): -1 | 0 | 1 {
  const d = distanceSquared(origin, a) - distanceSquared(origin, b);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/** |ab| in ticks, rounded to the nearest tick (halves up). */
export function distanceTicks(a: Point, b: Point): number {
  return toSafe(roundSqrt(big(distanceSquared(a, b))));
}
