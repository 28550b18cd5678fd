import { big } from './builtins';
import { roundDiv, toSafe } from './exact';

/**
 * Conversions and lengths the miniatures rules charge, exact over bigint (no floating point).
 */

/**
 * Millimetres (a base's frontage or depth, summed over its figures) to ticks of an inch
 * (1,000 per inch, 25.4 mm per inch: mm × 5000 / 127), rounded once to the nearest even number
 * of ticks (footprints use even widths: their front centre then falls on a tick). Halves away
 * from zero.
 */
export function mmToTicks(totalMm: number): number {
  return toSafe(2n * roundDiv(big(totalMm) * 2500n, 127n));
}

/**
 * The committed approximation of π: the convergent 245850922 / 78256779 of its continued
 * fraction, within 8·10⁻¹⁷ of π — on a 16,777-unit radius turned a full circle, well under a
 * thousandth of a tick. Every machine charges the same lengths.
 */
export const PI_NUM = 245_850_922n;
export const PI_DEN = 78_256_779n;

/**
 * The length of an arc of `radius` ticks turned through `tenths` of a degree (either sign),
 * radius × |angle| × π / 1800, rounded up to a whole tick: a wheel's charged distance.
 */
export function arcLength(radius: number, tenths: number): number {
  if (radius < 0) throw new RangeError('geometry: a negative radius');
  const num = big(radius) * big(tenths < 0 ? -tenths : tenths) * PI_NUM;
  const den = 1800n * PI_DEN;
  return toSafe((num + den - 1n) / den);
}
