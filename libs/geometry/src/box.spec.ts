import { apartBy, boxOf, disjoint, union, within } from './box';
import { point } from './point';

describe('box', () => {
  const square = [point(0, 0), point(10, 0), point(10, 10), point(0, 10)];

  test('boxOf spans every point', () => {
    expect(boxOf([point(3, -2), point(-1, 7), point(5, 1)])).toEqual({
      minX: -1,
      minY: -2,
      maxX: 5,
      maxY: 7,
    });
  });

  test('a long ring is memoised per array object; a short one is not', () => {
    const long = Array.from({ length: 12 }, (_, i) => point(i, -i));
    expect(boxOf(long)).toBe(boxOf(long));
    expect(boxOf(long)).toEqual({ minX: 0, minY: -11, maxX: 11, maxY: 0 });
    expect(boxOf(square)).not.toBe(boxOf(square));
    expect(boxOf(square)).toEqual(boxOf(square));
  });

  test('disjoint: closed boxes touching at an edge are not disjoint', () => {
    const a = boxOf(square);
    expect(disjoint(a, boxOf([point(10, 5), point(20, 6)]))).toBe(false);
    expect(disjoint(a, boxOf([point(11, 5), point(20, 6)]))).toBe(true);
    expect(disjoint(a, boxOf([point(2, 11), point(3, 12)]))).toBe(true);
    expect(disjoint(a, boxOf([point(-5, -5), point(-1, 3)]))).toBe(true);
  });

  test('apartBy: more than `range` apart along an axis', () => {
    const a = boxOf(square);
    const b = boxOf([point(15, 0), point(16, 1)]);
    expect(apartBy(a, b, 4)).toBe(true);
    expect(apartBy(a, b, 5)).toBe(false);
    expect(apartBy(b, a, 4)).toBe(true);
    expect(apartBy(a, boxOf([point(0, -8), point(1, -7)]), 6)).toBe(true);
    expect(apartBy(a, boxOf([point(0, -8), point(1, -7)]), 7)).toBe(false);
  });

  test('union holds every box', () => {
    expect(union([boxOf(square), boxOf([point(-3, 4), point(2, 30)])])).toEqual({
      minX: -3,
      minY: 0,
      maxX: 10,
      maxY: 30,
    });
  });
});

describe('within', () => {
  const table = { minX: 0, minY: 0, maxX: 100, maxY: 50 };
  test('every point in the closed box', () => {
    expect(within([point(0, 0), point(100, 50)], table)).toBe(true);
    expect(within([point(0, 0), point(101, 50)], table)).toBe(false);
    expect(within([point(5, -1)], table)).toBe(false);
    expect(within([point(-1, 5)], table)).toBe(false);
    expect(within([point(5, 51)], table)).toBe(false);
  });
});
