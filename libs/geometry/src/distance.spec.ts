import fc from 'fast-check';
import { compareDistance, distanceSquared, distanceTicks, withinDistance } from './distance';
import { COORD_LIMIT } from './point';

const coord = fc.integer({ min: -COORD_LIMIT, max: COORD_LIMIT });
const pt = fc.record({ x: coord, y: coord });
const O = { x: 0, y: 0 };

describe('distance', () => {
  test('squared distance and exact range tests', () => {
    expect(distanceSquared({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(25);
    expect(withinDistance(O, { x: 3000, y: 4000 }, 5000)).toBe(true); // exactly at range: within
    expect(withinDistance(O, { x: 3000, y: 4001 }, 5000)).toBe(false);
    expect(() => withinDistance(O, O, -1)).toThrow(RangeError);
    expect(() => withinDistance(O, O, 1.5)).toThrow(RangeError);
  });

  test.each([
    [{ x: 3, y: 0 }, { x: 0, y: 4 }, -1],
    [{ x: 3, y: 4 }, { x: 5, y: 0 }, 0],
    [{ x: 0, y: -6 }, { x: 5, y: 0 }, 1],
  ])('compareDistance(O, %o, %o) = %i', (a, b, c) => {
    expect(compareDistance(O, a, b)).toBe(c);
  });

  test.each([
    [{ x: 3000, y: 4000 }, 5000],
    [{ x: 1000, y: 1000 }, 1414], // 1414.21
    [{ x: 1, y: 1 }, 1], // 1.414
    [{ x: 1, y: 2 }, 2], // 2.236
    [{ x: 2, y: 1 }, 2],
    [{ x: 2 * COORD_LIMIT, y: 2 * COORD_LIMIT }, 47453133],
  ])('distanceTicks(O, %o) = %i', (p, d) => {
    expect(distanceTicks(O, p)).toBe(d);
  });

  test('property: distanceTicks equals Math.round(Math.sqrt(d²)) (both are exact roundings)', () => {
    fc.assert(
      fc.property(
        pt,
        pt,
        (a, b) => distanceTicks(a, b) === Math.round(Math.sqrt(distanceSquared(a, b))),
      ),
    );
  });

  test('property: distance comparisons are symmetric and match the squared distances', () => {
    fc.assert(
      fc.property(
        pt,
        pt,
        pt,
        (o, a, b) => compareDistance(o, a, b) === -compareDistance(o, b, a) + 0,
      ),
    );
  });
});
