import fc from 'fast-check';
import { convexOverlap, footprintsOverlap } from './overlap';
import { footprintCorners, type Footprint } from './rectangle';
import { COORD_LIMIT } from './point';

const p = (x: number, y: number) => ({ x, y });
const sq = (x: number, y: number, s: number) => [
  p(x, y),
  p(x + s, y),
  p(x + s, y + s),
  p(x, y + s),
];
const unit = (x: number, y: number, facing: number): Footprint => ({
  position: p(x, y),
  facing,
  width: 2000,
  depth: 1000,
});

describe('separating-axis overlap (touching is not overlapping)', () => {
  test.each([
    ['disjoint', sq(0, 0, 10), sq(20, 0, 10), false],
    ['sharing an edge', sq(0, 0, 10), sq(10, 0, 10), false],
    ['sharing a corner', sq(0, 0, 10), sq(10, 10, 10), false],
    ['overlapping by one tick', sq(0, 0, 10), sq(9, 9, 10), true],
    ['one inside the other', sq(0, 0, 10), sq(2, 2, 3), true],
    ['identical', sq(0, 0, 10), sq(0, 0, 10), true],
    [
      'diamond near a square corner, not touching',
      sq(0, 0, 10),
      [p(12, 10), p(14, 12), p(12, 14), p(10, 12)],
      false,
    ],
    [
      'diamond touching a corner',
      sq(0, 0, 10),
      [p(11, 10), p(12, 11), p(11, 12), p(10, 11)],
      false,
    ],
    ['diamond across the corner', sq(0, 0, 10), [p(10, 8), p(12, 10), p(10, 12), p(8, 10)], true],
    ['reversed orientation', [...sq(0, 0, 10)].reverse(), sq(5, 5, 10), true],
  ])('%s', (_n, a, b, overlap) => {
    expect(convexOverlap(a, b)).toBe(overlap);
    expect(convexOverlap(b, a)).toBe(overlap);
  });

  test('units in base contact do not overlap; one tick closer they do', () => {
    // Two units facing north side by side: flank to flank.
    expect(footprintsOverlap(unit(0, 0, 0), unit(2000, 0, 0))).toBe(false);
    expect(footprintsOverlap(unit(0, 0, 0), unit(1999, 0, 0))).toBe(true);
    // Face to face: front edges touching.
    expect(footprintsOverlap(unit(0, 0, 0), unit(0, 0, 1800))).toBe(false);
    expect(footprintsOverlap(unit(0, 0, 0), unit(0, -1, 1800))).toBe(true);
    // A unit turned 45° whose corner pokes into the other.
    expect(footprintsOverlap(unit(0, 0, 0), unit(1000, 500, 450))).toBe(true);
  });

  const coord = fc.integer({ min: -20000, max: 20000 });
  const facing = fc.integer({ min: 0, max: 3599 });
  const size = fc.integer({ min: 10, max: 5000 }); // see rectangle.ts: below ~10 ticks rounding may flatten a footprint
  const fp = fc.record({
    position: fc.record({ x: coord, y: coord }),
    facing,
    width: size,
    depth: size,
  });

  test('property: overlap is symmetric', () => {
    fc.assert(
      fc.property(fp, fp, (a, b) => footprintsOverlap(a, b) === footprintsOverlap(b, a)),
      {
        numRuns: 2000,
      },
    );
  });

  test('property: overlap is invariant under translating both', () => {
    const shift = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(fp, fp, shift, shift, (a, b, dx, dy) => {
        const move = (f: Footprint) => footprintCorners(f).map((c) => p(c.x + dx, c.y + dy));
        return convexOverlap(move(a), move(b)) === footprintsOverlap(a, b);
      }),
    );
  });

  test('property: a footprint overlaps itself; far-apart ones never overlap', () => {
    fc.assert(
      fc.property(fp, (a) => {
        const far = { ...a, position: p(a.position.x + 20000, a.position.y) };
        return footprintsOverlap(a, a) && !footprintsOverlap(a, far);
      }),
    );
  });

  test('works at the coordinate bounds', () => {
    const big = sq(COORD_LIMIT - 10, COORD_LIMIT - 10, 10);
    expect(convexOverlap(big, sq(-COORD_LIMIT, -COORD_LIMIT, 10))).toBe(false);
    expect(convexOverlap(big, big)).toBe(true);
  });
});
