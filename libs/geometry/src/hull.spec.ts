import { convexHull } from './hull';
import { convexOverlap } from './overlap';
import { point } from './point';
import { signedArea2 } from './polygon';

describe('convexHull', () => {
  test('a square with inner and collinear points is its four corners, counter-clockwise', () => {
    const pts = [
      point(0, 0),
      point(10, 0),
      point(5, 0),
      point(10, 10),
      point(0, 10),
      point(5, 5),
      point(0, 5),
    ];
    const hull = convexHull(pts);
    expect(hull).toHaveLength(4);
    expect(new Set(hull.map((p) => `${p.x},${p.y}`))).toEqual(
      new Set(['0,0', '10,0', '10,10', '0,10']),
    );
    expect(signedArea2(hull)).toBe(200);
  });

  test('duplicates and fewer than three points', () => {
    expect(convexHull([point(1, 1), point(1, 1)])).toEqual([point(1, 1)]);
    expect(convexHull([])).toEqual([]);
  });

  test('a rectangle slid along a diagonal sweeps a hexagon that touches what it passed over', () => {
    const start = [point(0, 0), point(20, 0), point(20, 10), point(0, 10)];
    const end = start.map((p) => point(p.x + 100, p.y + 100));
    const sweep = convexHull([...start, ...end]);
    expect(sweep).toHaveLength(6);
    const inTheWay = [point(50, 50), point(60, 50), point(60, 60), point(50, 60)];
    const aside = [point(80, 0), point(90, 0), point(90, 10), point(80, 10)];
    expect(convexOverlap(sweep, inTheWay)).toBe(true);
    expect(convexOverlap(sweep, aside)).toBe(false);
  });

  test('property: every input point is inside or on the hull', () => {
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 2001;
    };
    for (let round = 0; round < 200; round += 1) {
      const pts = Array.from({ length: 12 }, () => point(next() - 1000, next() - 1000));
      const hull = convexHull(pts);
      for (const p of pts) {
        for (let i = 0; i < hull.length; i += 1) {
          const a = hull[i]!;
          const b = hull[(i + 1) % hull.length]!;
          expect((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});
