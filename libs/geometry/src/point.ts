/**
 * Points on the table, in integer ticks: 1,000 ticks per distance unit (UM or inch), x east,
 * y north, origin wherever the table puts it (the south-west corner for tables on the wire).
 *
 * **Bounds.** A point's coordinates are integers with |x|, |y| ≤ COORD_LIMIT = 2^24 ticks
 * (16,777 units — two hundred times a 6-foot table). Then every difference of two points has
 * components ≤ 2^25, every dot or cross product of two such differences is ≤ 2 · 2^50 = 2^51,
 * and every squared distance is ≤ 2^51: all well inside 2^53. `point()` enforces the bound;
 * the arithmetic in exact.ts would throw rather than round if it were ever exceeded.
 */
import { abs, isInteger } from './builtins';

export const TICKS_PER_UNIT = 1000;
export const COORD_LIMIT = 2 ** 24;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** True for an integer within ±COORD_LIMIT. */
export function isCoordinate(v: unknown): v is number {
  return typeof v === 'number' && isInteger(v) && abs(v) <= COORD_LIMIT;
}

export function isPoint(p: unknown): p is Point {
  if (typeof p !== 'object' || p === null) return false;
  const { x, y } = p as Record<string, unknown>;
  return isCoordinate(x) && isCoordinate(y);
}

/** Builds a point (normalising -0); `RangeError` for a non-integer or out-of-bounds coordinate. */
export function point(x: number, y: number): Point {
  if (!isCoordinate(x) || !isCoordinate(y)) {
    throw new RangeError(`geometry: (${x}, ${y}) is not a point in ticks within ±${COORD_LIMIT}`);
  }
  return { x: x + 0, y: y + 0 };
}

export function pointEquals(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/** A string key (`"x,y"`) for using points in `Map`s and `Set`s. */
export function pointKey(p: Point): string {
  return `${p.x + 0},${p.y + 0}`;
}
