import fc from 'fast-check';
import {
  firstEntry,
  insideFraction,
  lengthInsidePolygon,
  pointAlong,
  segmentIntersectsPolygon,
  segmentIntervalsInPolygon,
  segmentPassesThrough,
} from './clip';
import { translatePolygon, type Polygon } from './polygon';
import { rational } from './rational';
import { segment } from './segment';

const p = (x: number, y: number) => ({ x, y });
const square: Polygon = { outer: [p(0, 0), p(10000, 0), p(10000, 10000), p(0, 10000)] };
const withHole: Polygon = {
  outer: square.outer,
  holes: [[p(4000, 4000), p(6000, 4000), p(6000, 6000), p(4000, 6000)]],
};
const cShape: Polygon = {
  outer: [p(0, 0), p(10, 0), p(10, 3), p(4, 3), p(4, 7), p(10, 7), p(10, 10), p(0, 10)],
};
const frac = (t: { num: bigint; den: bigint }) => Number(t.num) / Number(t.den);

describe('segment against polygon', () => {
  test.each([
    ['straight through', p(-5000, 5000), p(15000, 5000), 10000],
    ['starting inside', p(5000, 5000), p(15000, 5000), 5000],
    ['wholly inside', p(1000, 1000), p(2000, 2000), 1414],
    ['diagonal corner to corner', p(-1000, -1000), p(11000, 11000), 14142], // 14142.13
    ['along the boundary (closed)', p(-5000, 0), p(5000, 0), 5000],
    ['touching a corner only', p(-5000, 5000), p(5000, 15000), 0],
    ['missing', p(-5000, -1), p(15000, -1), 0],
  ])('%s (%o → %o): %i ticks inside', (_n, a, b, len) => {
    expect(lengthInsidePolygon(segment(a, b), square)).toBe(len);
  });

  test('a touching segment intersects with a zero-length interval; a missing one does not', () => {
    const touch = segmentIntervalsInPolygon(segment(p(-5000, 5000), p(5000, 15000)), square);
    expect(touch).toHaveLength(1);
    expect(frac(touch[0]!.from)).toBe(0.5);
    expect(frac(touch[0]!.to)).toBe(0.5);
    expect(segmentIntersectsPolygon(segment(p(-5000, -1), p(15000, -1)), square)).toBe(false);
  });

  test('a hole splits the inside into two stretches', () => {
    const s = segment(p(-10000, 5000), p(20000, 5000));
    const iv = segmentIntervalsInPolygon(s, withHole).map((i) => [frac(i.from), frac(i.to)]);
    expect(iv.map(([a, b]) => [a! * 30000 - 10000, b! * 30000 - 10000])).toEqual([
      [0, 4000],
      [6000, 10000],
    ]);
    expect(lengthInsidePolygon(s, withHole)).toBe(8000);
    expect(frac(insideFraction(s, withHole))).toBeCloseTo(8000 / 30000, 12);
  });

  test('a concave polygon: crossing the notch leaves it and re-enters', () => {
    const s = segment(p(2, 5), p(12, 5));
    expect(lengthInsidePolygon(s, cShape)).toBe(2);
    expect(segmentIntervalsInPolygon(s, cShape)).toHaveLength(1);
    const v = segment(p(7, -5), p(7, 15)); // through both arms of the C
    expect(segmentIntervalsInPolygon(v, cShape)).toHaveLength(2);
    expect(lengthInsidePolygon(v, cShape)).toBe(6);
  });

  test('firstEntry and pointAlong give where line of sight enters', () => {
    const s = segment(p(-3000, 1000), p(7000, 1000));
    const t = firstEntry(s, square)!;
    expect(pointAlong(s, t)).toEqual(p(0, 1000));
    expect(firstEntry(segment(p(-1, -1), p(-5, -5)), square)).toBeUndefined();
    expect(firstEntry(segment(p(5, 5), p(20000, 5)), square)).toEqual(rational(0n, 1n));
    expect(pointAlong(segment(p(0, 0), p(3, 1)), rational(1n, 2n))).toEqual(p(2, 1)); // 1.5, 0.5 away from zero
  });

  test('a degenerate segment (a point) has length 0 inside or out', () => {
    expect(lengthInsidePolygon(segment(p(5, 5), p(5, 5)), square)).toBe(0);
    expect(segmentIntersectsPolygon(segment(p(5, 5), p(5, 5)), square)).toBe(true);
    expect(segmentIntersectsPolygon(segment(p(-5, 5), p(-5, 5)), square)).toBe(false);
  });

  const c = fc.integer({ min: -15000, max: 25000 });
  const shift = fc.integer({ min: -1_000_000, max: 1_000_000 });

  test('property: the inside length is translation invariant, symmetric in the ends, and ≤ the length', () => {
    fc.assert(
      fc.property(c, c, c, c, shift, shift, (ax, ay, bx, by, dx, dy) => {
        const s = segment(p(ax, ay), p(bx, by));
        const len = lengthInsidePolygon(s, withHole);
        const moved = segment(p(ax + dx, ay + dy), p(bx + dx, by + dy));
        const total = Math.round(Math.hypot(bx - ax, by - ay));
        return (
          lengthInsidePolygon(moved, translatePolygon(withHole, dx, dy)) === len &&
          lengthInsidePolygon(segment(s.b, s.a), withHole) === len &&
          len <= total
        );
      }),
      { numRuns: 500 },
    );
  });

  test('property: inside a convex square the length matches the analytic clip within a tick', () => {
    fc.assert(
      fc.property(c, c, c, c, (ax, ay, bx, by) => {
        // Liang–Barsky in floats as a reference
        let t0 = 0;
        let t1 = 1;
        const dx = bx - ax;
        const dy = by - ay;
        for (const [pp, q] of [
          [-dx, ax],
          [dx, 10000 - ax],
          [-dy, ay],
          [dy, 10000 - ay],
        ] as const) {
          if (pp === 0) {
            if (q < 0) return lengthInsidePolygon(segment(p(ax, ay), p(bx, by)), square) === 0;
          } else {
            const r = q / pp;
            if (pp < 0) t0 = Math.max(t0, r);
            else t1 = Math.min(t1, r);
          }
        }
        const want = t1 > t0 ? (t1 - t0) * Math.hypot(dx, dy) : 0;
        return Math.abs(lengthInsidePolygon(segment(p(ax, ay), p(bx, by)), square) - want) <= 1;
      }),
      { numRuns: 1000 },
    );
  });
  test('property: on a concave polygon with a hole, the inside length matches dense sampling', () => {
    const poly: Polygon = {
      outer: [
        p(0, 0),
        p(10000, 0),
        p(10000, 3000),
        p(4000, 3000),
        p(4000, 7000),
        p(10000, 7000),
        p(10000, 10000),
        p(0, 10000),
      ],
      holes: [[p(1000, 1000), p(3000, 1000), p(3000, 9000), p(1000, 9000)]],
    };
    const rings = [poly.outer, ...(poly.holes ?? [])];
    const inside = (x: number, y: number) => {
      let odd = false;
      for (const r of rings)
        for (let i = 0; i < r.length; i++) {
          const a = r[i]!;
          const b = r[(i + 1) % r.length]!;
          if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
        }
      return odd;
    };
    fc.assert(
      fc.property(c, c, c, c, (ax, ay, bx, by) => {
        const N = 4000;
        let hits = 0;
        for (let i = 0; i < N; i++) {
          const t = (i + 0.5) / N;
          if (inside(ax + t * (bx - ax), ay + t * (by - ay))) hits++;
        }
        const total = Math.hypot(bx - ax, by - ay);
        const got = lengthInsidePolygon(segment(p(ax, ay), p(bx, by)), poly);
        return Math.abs(got - (hits / N) * total) <= (total * 2) / N + (8 * total) / N + 1;
      }),
      { numRuns: 300 },
    );
  });
});

describe('segmentPassesThrough', () => {
  test.each([
    ['straight through', p(-5000, 5000), p(15000, 5000), true],
    ['along an edge', p(-5000, 0), p(15000, 0), false],
    ['corner to corner on the outside', p(0, 0), p(-5000, 5000), false],
    ['a diagonal of the square', p(0, 0), p(10000, 10000), true],
    ['touching one corner', p(-1000, 1000), p(1000, -1000), false],
    ['wholly outside', p(20000, 0), p(30000, 0), false],
    ['through the hole only', p(4500, 5000), p(5500, 5000), false],
  ])('%s', (_name, a, b, through) => {
    expect(segmentPassesThrough(segment(a, b), withHole)).toBe(through);
  });
  test('a concave ring: the mouth of a C is open, its arm is not', () => {
    expect(segmentPassesThrough(segment(p(10, 3), p(10, 7)), cShape)).toBe(false);
    expect(segmentPassesThrough(segment(p(4, 3), p(4, 7)), cShape)).toBe(false);
    expect(segmentPassesThrough(segment(p(10, 3), p(4, 7)), cShape)).toBe(false);
    expect(segmentPassesThrough(segment(p(10, 2), p(10, 8)), cShape)).toBe(false);
    expect(segmentPassesThrough(segment(p(9, 2), p(9, 8)), cShape)).toBe(true);
  });
});
