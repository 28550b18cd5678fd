import { disc } from './disc';
import { distanceTicks } from './distance';
import { point } from './point';
import { containsPoint } from './polygon';

describe('disc', () => {
  test('16 vertices at the radius (to a tick), starting north', () => {
    const d = disc(point(1000, 2000), 5000);
    expect(d.outer).toHaveLength(16);
    expect(d.outer[0]).toEqual(point(1000, 7000));
    for (const v of d.outer) {
      expect(Math.abs(distanceTicks(point(1000, 2000), v) - 5000)).toBeLessThanOrEqual(1);
    }
    expect(containsPoint(d, point(1000, 2000))).toBe(true);
    expect(containsPoint(d, point(1000, 7001))).toBe(false);
  });
  test('sides must divide a full turn', () => {
    expect(() => disc(point(0, 0), 10, 7)).toThrow(RangeError);
    expect(disc(point(0, 0), 10, 4).outer).toEqual([
      point(0, 10),
      point(10, 0),
      point(0, -10),
      point(-10, 0),
    ]);
  });
});
