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
import { abs, big, floor, isInteger, isSafeInteger } from './builtins';

const SCALE = 1n << big(TRIG_SCALE_BITS);
const SCALE_NUMBER = 2 ** TRIG_SCALE_BITS;
const FAST_LIMIT = 2 ** 21;
const FAST_DIVISOR_LIMIT = 2 ** 20;

/** q rounded to the nearest integer, halves away from zero; q is an exact quotient (see below). */
const roundHalfAway = (q: number): number => (q < 0 ? -floor(-q + 0.5) : floor(q + 0.5)) + 0;

/** v rotated clockwise by `tenths`, then divided by `divisor` (≥ 1), rounded as above. */
export function rotateDivided(v: Vector, tenths: number, divisor: number): Vector {
  if (!isSafeInteger(divisor) || divisor < 1) {
    throw new RangeError(`geometry: rotation divisor ${divisor} is not a positive integer`);
  }
  const cn = cosScaled(tenths);
  const sn = sinScaled(tenths);
  // Fast path, same result: with |x| + |y| ≤ 2^21 every product and the sum are integers of at
  // most 2^51 (exact doubles), and dividing by a power of two is exact too, so rounding the
  // quotient in floating point equals the bigint rounding below (tested against it).
  if (
    isInteger(v.x) &&
    isInteger(v.y) &&
    abs(v.x) + abs(v.y) <= FAST_LIMIT &&
    divisor <= FAST_DIVISOR_LIMIT &&
    (divisor & (divisor - 1)) === 0
  ) {
    const d = SCALE_NUMBER * divisor;
    return {
      x: roundHalfAway((v.x * cn + v.y * sn) / d),
      y: roundHalfAway((v.y * cn - v.x * sn) / d),
    };
  }
  const c = big(cn);
  const s = big(sn);
  const x = big(v.x);
  const y = big(v.y);
  const d = SCALE * big(divisor);
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
