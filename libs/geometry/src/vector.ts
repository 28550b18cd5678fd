/**
 * Integer vectors (differences of points, in ticks). Every operation is exact: it returns the
 * true integer or throws a `RangeError` (exact.ts). For differences of bounded points
 * (point.ts) none throws.
 */
import { add, mul, sub } from './exact';
import type { Point } from './point';
import { isSafeInteger } from './builtins';

export type Vector = Point;

export function vector(x: number, y: number): Vector {
  if (!isSafeInteger(x) || !isSafeInteger(y)) {
    throw new RangeError(`geometry: (${x}, ${y}) is not an integer vector`);
  }
  return { x: x + 0, y: y + 0 };
}

export function vectorAdd(a: Vector, b: Vector): Vector {
  return { x: add(a.x, b.x), y: add(a.y, b.y) };
}

/** a − b (also: the vector from b to a). */
export function vectorSub(a: Vector, b: Vector): Vector {
  return { x: sub(a.x, b.x), y: sub(a.y, b.y) };
}

export function vectorScale(a: Vector, k: number): Vector {
  return { x: mul(a.x, k), y: mul(a.y, k) };
}

export function vectorNegate(a: Vector): Vector {
  return { x: -a.x + 0, y: -a.y + 0 };
}

export function dot(a: Vector, b: Vector): number {
  return add(mul(a.x, b.x), mul(a.y, b.y));
}

/** a.x·b.y − a.y·b.x: positive when b turns counter-clockwise from a, negative clockwise. */
export function cross(a: Vector, b: Vector): number {
  return sub(mul(a.x, b.y), mul(a.y, b.x));
}

export function lengthSquared(a: Vector): number {
  return dot(a, a);
}

/**
 * The turn a → b → c: 1 counter-clockwise (left), -1 clockwise (right), 0 collinear.
 * Exact: the sign of cross(b − a, c − a).
 */
export function orientation(a: Point, b: Point, c: Point): -1 | 0 | 1 {
  const v = cross(vectorSub(b, a), vectorSub(c, a));
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}
