/**
 * Checked integer arithmetic: every value this library returns as a `number` is an exact
 * integer (|v| ≤ Number.MAX_SAFE_INTEGER = 2^53 - 1). A product or sum that would leave that
 * range throws a `RangeError` instead of silently rounding. With points inside
 * `COORD_LIMIT` (see point.ts) no documented operation ever throws.
 *
 * Where an intermediate value is wider (rotation by the 2^30 table, exact clipping), the code
 * uses `bigint` and rounds back with `roundDiv` (round half away from zero).
 */
import { big, isSafeInteger } from './builtins';

/** a · b, exact or a `RangeError`. */
export function mul(a: number, b: number): number {
  const r = a * b;
  if (!isSafeInteger(r)) throw new RangeError(`geometry: ${a} × ${b} is not a safe integer`);
  return r + 0;
}

/** a + b, exact or a `RangeError`. */
export function add(a: number, b: number): number {
  const r = a + b;
  if (!isSafeInteger(r)) throw new RangeError(`geometry: ${a} + ${b} is not a safe integer`);
  return r + 0;
}

/** a - b, exact or a `RangeError`. */
export function sub(a: number, b: number): number {
  const r = a - b;
  if (!isSafeInteger(r)) throw new RangeError(`geometry: ${a} - ${b} is not a safe integer`);
  return r + 0;
}

/** A bigint back to a number, or a `RangeError` if it is not a safe integer. */
export function toSafe(v: bigint): number {
  const r = Number(v);
  if (!isSafeInteger(r)) throw new RangeError(`geometry: ${v} is not a safe integer`);
  return r + 0;
}

/** n / d rounded to the nearest integer, halves away from zero (d ≠ 0). */
export function roundDiv(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('geometry: division by zero');
  if (d < 0n) return roundDiv(-n, -d);
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

/** ⌊√n⌋ for n ≥ 0 (Newton's method on bigints: exact, no floating point). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('geometry: square root of a negative number');
  if (n < 2n) return n;
  let x = big(1) << big((n.toString(2).length + 1) >> 1); // 2^⌈bits/2⌉ ≥ √n
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/**
 * √(num / den) rounded to the nearest integer, halves up (num ≥ 0, den > 0). Exact: with
 * m = ⌊√⌊4·num/den⌋⌋ = ⌊2·√(num/den)⌋, the answer is ⌊(m + 1) / 2⌋.
 */
export function roundSqrt(num: bigint, den: bigint = 1n): bigint {
  if (den <= 0n) throw new RangeError('geometry: roundSqrt needs a positive denominator');
  return (isqrt((4n * num) / den) + 1n) >> 1n;
}
