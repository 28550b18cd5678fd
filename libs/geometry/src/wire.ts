/**
 * Wire numbers ↔ integers. On the wire (freeform.md) table distances are numbers in the
 * ruleset's unit with at most three decimals, facing and angles degrees with at most one
 * decimal. Parsing is exact (decimal.ts) and never throws: it returns a `Result` whose error
 * `code` is
 * - `NOT_A_NUMBER`: not a number or JSON-number string (NaN, Infinity, `"12,5"`, `null`, …);
 * - `PRECISION`: finer than the wire allows (`12.0625` units, `45.25` degrees, `1e-4`);
 * - `OUT_OF_RANGE`: beyond the limit (by default ±COORD_LIMIT ticks, ±360 degrees).
 * `-0` reads as 0; exponents are fine when the value is representable (`1e-3` → 1 tick,
 * `1.5e3` → 1,500,000 ticks).
 *
 * Printing divides by 1,000 (or 10): an integer divided by a power of ten is correctly rounded
 * (IEEE 754), and `String`/`JSON.stringify` of the result is the shortest decimal that
 * round-trips — the ≤ 3 (≤ 1) decimal value itself, so parse ∘ print is the identity (tested).
 */
import { readDecimal } from './decimal';
import { FULL_TURN, normaliseFacing } from './facing';
import { COORD_LIMIT, TICKS_PER_UNIT } from './point';
import { ok, wireError, type Result, type WireError } from './result';
import { big, isSafeInteger } from './builtins';

function scaled(
  value: unknown,
  decimals: number,
  limit: number,
  what: string,
): Result<number, WireError> {
  const d = readDecimal(value);
  if (d === undefined) return wireError('NOT_A_NUMBER', `${what} must be a finite number`);
  if (d.digits === '') return ok(0);
  if (d.exponent < -decimals) {
    return wireError(
      'PRECISION',
      `${what} allows at most ${decimals} decimal(s): ${String(value)}`,
    );
  }
  const shift = d.exponent + decimals; // ≥ 0
  const tooBig = `${what} is out of range (±${limit / 10 ** decimals})`;
  if (d.digits.length + shift > 17) return wireError('OUT_OF_RANGE', tooBig);
  const n = big(d.digits) * 10n ** big(shift);
  if (n > big(limit)) return wireError('OUT_OF_RANGE', tooBig);
  return ok(d.negative ? -Number(n) : Number(n));
}

/** A wire distance or coordinate (units, ≤ 3 decimals) → integer ticks, |ticks| ≤ limit. */
export function parseTicks(value: unknown, limit: number = COORD_LIMIT): Result<number, WireError> {
  return scaled(value, 3, limit, 'a distance');
}

/** A wire angle (degrees, ≤ 1 decimal, within ±360) → signed integer tenths (turns, arcs). */
export function parseTenths(value: unknown): Result<number, WireError> {
  return scaled(value, 1, FULL_TURN, 'an angle');
}

/** A wire facing (degrees, ≤ 1 decimal, within ±360) → tenths normalised to 0–3599 (360 → 0). */
export function parseFacing(value: unknown): Result<number, WireError> {
  const r = parseTenths(value);
  return r.ok ? ok(normaliseFacing(r.value)) : r;
}

/** Integer ticks → the wire number in units (12500 → 12.5). */
export function ticksToWire(ticks: number): number {
  if (!isSafeInteger(ticks)) throw new RangeError(`geometry: ${ticks} is not integer ticks`);
  return ticks / TICKS_PER_UNIT + 0;
}

/** Integer tenths → the wire number in degrees (455 → 45.5). */
export function tenthsToWire(tenths: number): number {
  if (!isSafeInteger(tenths)) throw new RangeError(`geometry: ${tenths} is not integer tenths`);
  return tenths / 10 + 0;
}
