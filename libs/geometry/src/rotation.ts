/**
 * Rotation of integer vectors by the committed table (trig-table.ts), clockwise for positive
 * tenths (the facing convention: north (0, 1) turned by 900 is east (1, 0)):
 *
 *   x' = round((x·C + y·S) / 2^30)      y' = round((−x·S + y·C) / 2^30)
 *
 * with C = cosScaled(a), S = sinScaled(a), the products in bigint (exact), and `round` = to the
 * nearest integer, halves away from zero — so rotate(−v) = −rotate(v) exactly.
 * Guarantees (tested): a multiple of 900 tenths rotates exactly (0 and 3600 are the identity);
 * rotating by a then b is within 1 tick per component of rotating by a + b (each rounding is
 * ≤ ½ tick, the table error < 0.02 tick for |v| ≤ 2^25 ticks, and the difference is an integer).
 */
import { add, roundDiv, toSafe } from './exact';
import type { Point } from './point';
import { cosScaled, sinScaled, TRIG_SCALE_BITS } from './trig-table';
import { vectorSub, type Vector } from './vector';

const SCALE = 1n << BigInt(TRIG_SCALE_BITS);

/** v rotated clockwise by `tenths`, then divided by `divisor` (≥ 1), rounded as above. */
export function rotateDivided(v: Vector, tenths: number, divisor: number): Vector {
  if (!Number.isSafeInteger(divisor) || divisor < 1) {
    throw new RangeError(`geometry: rotation divisor ${divisor} is not a positive integer`);
  }
  const c = BigInt(cosScaled(tenths));
  const s = BigInt(sinScaled(tenths));
  const x = BigInt(v.x);
  const y = BigInt(v.y);
  const d = SCALE * BigInt(divisor);
  return { x: toSafe(roundDiv(x * c + y * s, d)), y: toSafe(roundDiv(y * c - x * s, d)) };
}

/** v rotated clockwise by `tenths` (any integer). */
export function rotate(v: Vector, tenths: number): Vector {
  return rotateDivided(v, tenths, 1);
}

/** p rotated clockwise by `tenths` about `pivot` (e.g. a wheel about a flank). */
export function rotateAbout(p: Point, pivot: Point, tenths: number): Point {
  const r = rotate(vectorSub(p, pivot), tenths);
  return { x: add(pivot.x, r.x), y: add(pivot.y, r.y) };
}

/** The vector of `length` ticks pointing along `facing` (0 = north), rounded as above. */
export function facingVector(facing: number, length: number): Vector {
  return rotate({ x: 0, y: length }, facing);
}
