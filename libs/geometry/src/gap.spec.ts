import { closerThan, ringGap, withinGap } from './gap';
import { point } from './point';

const box = (x: number, y: number, w: number, h: number) => [
  point(x, y),
  point(x + w, y),
  point(x + w, y + h),
  point(x, y + h),
];

describe('ringGap', () => {
  test('side by side, diagonal, touching, overlapping', () => {
    expect(ringGap(box(0, 0, 10, 10), box(15, 0, 10, 10))).toBe(5);
    expect(ringGap(box(0, 0, 10, 10), box(13, 14, 10, 10))).toBe(5);
    expect(ringGap(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(0);
    expect(ringGap(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(0);
  });
  test('a corner against the middle of an edge (point-to-segment)', () => {
    const diamond = [point(20, 5), point(25, 0), point(30, 5), point(25, 10)];
    expect(ringGap(box(0, 0, 10, 10), diamond)).toBe(10);
  });
  test('withinGap is exact at the boundary', () => {
    expect(withinGap(box(0, 0, 10, 10), box(13, 14, 10, 10), 5)).toBe(true);
    expect(withinGap(box(0, 0, 10, 10), box(13, 14, 10, 10), 4)).toBe(false);
    // √2 ≈ 1.414: within 2, not within 1
    expect(withinGap(box(0, 0, 10, 10), box(11, 11, 10, 10), 1)).toBe(false);
    expect(withinGap(box(0, 0, 10, 10), box(11, 11, 10, 10), 2)).toBe(true);
  });
  test('closerThan is strict: a gap of exactly the range is not closer', () => {
    // the gap is exactly 5 (a 3-4-5 triangle)
    expect(closerThan(box(0, 0, 10, 10), box(13, 14, 10, 10), 5)).toBe(false);
    expect(closerThan(box(0, 0, 10, 10), box(13, 14, 10, 10), 6)).toBe(true);
    // √2: closer than 2, not closer than 1
    expect(closerThan(box(0, 0, 10, 10), box(11, 11, 10, 10), 2)).toBe(true);
    expect(closerThan(box(0, 0, 10, 10), box(11, 11, 10, 10), 1)).toBe(false);
  });
  test('symmetric', () => {
    const a = box(0, 0, 7, 3);
    const b = [point(20, 9), point(31, 2), point(33, 12)];
    expect(ringGap(a, b)).toBe(ringGap(b, a));
  });
});
