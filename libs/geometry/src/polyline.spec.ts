import {
  polylineIntersectsPolygon,
  polylineIntersectsSegment,
  polylineLength,
  polylineLengthInside,
  polylineSegments,
} from './polyline';
import { segment } from './segment';

const p = (x: number, y: number) => ({ x, y });
const road = [p(0, 0), p(3000, 4000), p(3000, 10000)];
const woods = { outer: [p(2000, 5000), p(5000, 5000), p(5000, 8000), p(2000, 8000)] };

describe('polyline', () => {
  test('segments and length (sum of rounded segment lengths)', () => {
    expect(polylineSegments(road)).toHaveLength(2);
    expect(polylineLength(road)).toBe(11000);
    expect(polylineLength([p(0, 0), p(1, 1), p(2, 2)])).toBe(2); // 1.414 → 1, twice
    expect(() => polylineSegments([p(0, 0)])).toThrow(RangeError);
  });

  test('against segments and polygons', () => {
    expect(polylineIntersectsSegment(road, segment(p(0, 6000), p(6000, 6000)))).toBe(true);
    expect(polylineIntersectsSegment(road, segment(p(4000, 0), p(4000, 10000)))).toBe(false);
    expect(polylineIntersectsPolygon(road, woods)).toBe(true);
    expect(polylineLengthInside(road, woods)).toBe(3000);
    expect(polylineIntersectsPolygon([p(0, 0), p(1000, 0)], woods)).toBe(false);
  });
});
