import { nearestPoint } from './nearest';
import { point } from './point';

const square = [point(0, 0), point(100, 0), point(100, 100), point(0, 100)];
const asNumber = (r: { num: bigint; den: bigint }) => Number(r.num) / Number(r.den);

describe('nearestPoint', () => {
  test('the foot of the perpendicular on the nearest edge', () => {
    expect(nearestPoint(square, point(50, 130))).toEqual({
      point: point(50, 100),
      distanceSquared: expect.anything(),
    });
    expect(asNumber(nearestPoint(square, point(50, 130)).distanceSquared)).toBe(900);
    expect(nearestPoint(square, point(-7, 40)).point).toEqual(point(0, 40));
  });

  test('a corner when the point lies beyond both its edges', () => {
    const r = nearestPoint(square, point(103, 104));
    expect(r.point).toEqual(point(100, 100));
    expect(asNumber(r.distanceSquared)).toBe(25);
  });

  test('inside or on the ring: the point itself at 0', () => {
    expect(nearestPoint(square, point(30, 30))).toEqual({
      point: point(30, 30),
      distanceSquared: { num: 0n, den: 1n },
    });
    expect(nearestPoint(square, point(100, 50)).point).toEqual(point(100, 50));
  });

  test('a slanted edge: the foot rounded to a tick, the distance exact', () => {
    const tri = [point(0, 0), point(300, 100), point(0, 100)];
    // the edge y = x / 3; from (100, 0) the foot is (90, 30), the squared distance 1000
    const r = nearestPoint(tri, point(100, 0));
    expect(r.point).toEqual(point(90, 30));
    expect(asNumber(r.distanceSquared)).toBeCloseTo(1000, 9);
    // from (50, -10): foot (42, 14), squared distance 640 (exact rational)
    const s = nearestPoint(tri, point(50, -10));
    expect(s.point).toEqual(point(42, 14));
    expect(asNumber(s.distanceSquared)).toBeCloseTo(640, 9);
  });

  test('an empty ring is refused; a single point is its own nearest', () => {
    expect(() => nearestPoint([], point(0, 0))).toThrow(RangeError);
    expect(nearestPoint([point(5, 5)], point(8, 9)).point).toEqual(point(5, 5));
  });
});
