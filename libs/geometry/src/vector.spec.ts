import fc from 'fast-check';
import { COORD_LIMIT } from './point';
import {
  cross,
  dot,
  lengthSquared,
  orientation,
  vector,
  vectorAdd,
  vectorNegate,
  vectorScale,
  vectorSub,
} from './vector';

const coord = fc.integer({ min: -COORD_LIMIT, max: COORD_LIMIT });
const pt = fc.record({ x: coord, y: coord });

describe('vector', () => {
  test('add / sub / scale / negate', () => {
    expect(vectorAdd({ x: 1, y: 2 }, { x: -3, y: 4 })).toEqual({ x: -2, y: 6 });
    expect(vectorSub({ x: 1, y: 2 }, { x: -3, y: 4 })).toEqual({ x: 4, y: -2 });
    expect(vectorScale({ x: 1, y: -2 }, 3)).toEqual({ x: 3, y: -6 });
    expect(Object.is(vectorNegate({ x: 0, y: 1 }).x, 0)).toBe(true);
    expect(() => vector(0.5, 1)).toThrow(RangeError);
  });

  test('dot, cross, squared length', () => {
    expect(dot({ x: 3, y: 4 }, { x: -4, y: 3 })).toBe(0);
    expect(cross({ x: 1, y: 0 }, { x: 0, y: 1 })).toBe(1); // counter-clockwise
    expect(cross({ x: 0, y: 1 }, { x: 1, y: 0 })).toBe(-1); // clockwise
    expect(lengthSquared({ x: 3, y: -4 })).toBe(25);
  });

  test.each([
    [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 5 }, 1],
    [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: -5 }, -1],
    [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }, 0],
  ])('orientation(%o, %o, %o) = %i', (a, b, c, o) => {
    expect(orientation(a, b, c)).toBe(o);
  });

  test('the extreme products of bounded points are exact; beyond them they throw', () => {
    const far = { x: 2 * COORD_LIMIT, y: -2 * COORD_LIMIT };
    expect(cross(far, { x: 2 * COORD_LIMIT, y: 2 * COORD_LIMIT })).toBe(2 ** 51);
    expect(lengthSquared(far)).toBe(2 ** 51);
    expect(() => cross({ x: 2 ** 27, y: 0 }, { x: 0, y: 2 ** 27 })).toThrow(RangeError);
  });

  test('property: orientation agrees with a bigint cross product for every bounded triple', () => {
    fc.assert(
      fc.property(pt, pt, pt, (a, b, c) => {
        const v = BigInt(b.x - a.x) * BigInt(c.y - a.y) - BigInt(b.y - a.y) * BigInt(c.x - a.x);
        return orientation(a, b, c) === (v > 0n ? 1 : v < 0n ? -1 : 0);
      }),
    );
  });
});
