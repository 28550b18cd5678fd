/**
 * Facing and angles in integer tenths of a degree. A facing is 0–3599, measured clockwise from
 * the table's north (+y): 0 north, 900 east, 1800 south, 2700 west. Turns and arc half-angles
 * are signed tenths (positive = clockwise).
 */
import { isInteger, isSafeInteger } from './builtins';

export const FULL_TURN = 3600;
export const HALF_TURN = 1800;
export const QUARTER_TURN = 900;

/** Any integer number of tenths → the facing 0–3599 it points to (`RangeError` if not an integer). */
export function normaliseFacing(tenths: number): number {
  if (!isSafeInteger(tenths)) throw new RangeError(`geometry: ${tenths} is not an integer angle`);
  return (((tenths % FULL_TURN) + FULL_TURN) % FULL_TURN) + 0;
}

export function isFacing(v: unknown): v is number {
  return typeof v === 'number' && isInteger(v) && v >= 0 && v < FULL_TURN;
}

/** The smallest turn from `from` to `to`, in −1799 … 1800 tenths (positive = clockwise). */
export function turnBetween(from: number, to: number): number {
  const d = normaliseFacing(to - from);
  return d > HALF_TURN ? d - FULL_TURN : d;
}

export function oppositeFacing(f: number): number {
  return normaliseFacing(f + HALF_TURN);
}
