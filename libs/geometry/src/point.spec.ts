import { COORD_LIMIT, TICKS_PER_UNIT, isPoint, point, pointEquals, pointKey } from './point';

describe('point', () => {
  test('1,000 ticks per unit; the bound is 2^24 ticks', () => {
    expect(TICKS_PER_UNIT).toBe(1000);
    expect(COORD_LIMIT).toBe(16_777_216);
  });

  test('point() normalises -0 and accepts the bounds', () => {
    expect(Object.is(point(-0, 0).x, 0)).toBe(true);
    expect(point(COORD_LIMIT, -COORD_LIMIT)).toEqual({ x: COORD_LIMIT, y: -COORD_LIMIT });
  });

  test.each([
    [0.5, 0],
    [0, NaN],
    [Infinity, 0],
    [COORD_LIMIT + 1, 0],
    [0, -COORD_LIMIT - 1],
  ])('point(%p, %p) throws RangeError', (x, y) => {
    expect(() => point(x, y)).toThrow(RangeError);
  });

  test.each([
    [{ x: 1, y: 2 }, true],
    [{ x: 1.5, y: 2 }, false],
    [{ x: '1', y: 2 }, false],
    [{ x: 1 }, false],
    [null, false],
    [[1, 2], false],
  ])('isPoint(%p) = %p', (p, ok) => {
    expect(isPoint(p)).toBe(ok);
  });

  test('equality and keys', () => {
    expect(pointEquals(point(1, 2), { x: 1, y: 2 })).toBe(true);
    expect(pointEquals(point(1, 2), point(2, 1))).toBe(false);
    expect(pointKey({ x: -0, y: 12 })).toBe('0,12');
    expect(pointKey(point(-5, 7))).toBe('-5,7');
  });
});
