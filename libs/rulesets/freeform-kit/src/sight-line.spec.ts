import { type Rational, point, rational } from '@pratzen/geometry';
import {
  blockInterval,
  exposedInside,
  featureBlocker,
  firstBlocker,
  levelAt,
  maxRational,
  minRational,
  openStretch,
} from './sight-line';

/** A stretch as plain fractions (the rationals are not reduced; each is an exact quotient). */
const plain = (iv: { from: Rational; to: Rational } | null) =>
  iv === null
    ? null
    : [Number(iv.from.num) / Number(iv.from.den), Number(iv.to.num) / Number(iv.to.den)];

const square = (x0: number, y0: number, x1: number, y1: number) => [
  point(x0, y0),
  point(x1, y0),
  point(x1, y1),
  point(x0, y1),
];

describe('sight-line', () => {
  // a line from (0, 0) to (1000, 0): parameter t = x / 1000
  const line = { a: point(0, 0), b: point(1_000, 0) };

  test('blockInterval: first entry to last exit, exact', () => {
    expect(plain(blockInterval(line, square(200, -10, 300, 10)))).toEqual([0.2, 0.3]);
    expect(blockInterval(line, square(200, 5, 300, 10))).toBeNull();
  });

  test('openStretch: outside both end footprints; the whole line when they miss it', () => {
    const open = openStretch(line, square(-50, -10, 100, 10), square(900, -10, 1_100, 10));
    expect(plain(open)).toEqual([0.1, 0.9]);
    expect(plain(openStretch(line, square(0, 50, 1, 60), square(0, 70, 1, 80)))).toEqual([0, 1]);
  });

  test('exposedInside: a feature only counts outside the end footprints', () => {
    const open = { from: rational(1n, 10n), to: rational(9n, 10n) };
    // a wood under the viewer's own footprint only: not exposed
    expect(exposedInside(line, square(-20, -5, 80, 5), open)).toEqual([]);
    // a wood reaching out of it: from the edge of the footprint
    expect(exposedInside(line, { outer: square(50, -5, 150, 5) }, open).map(plain)).toEqual([
      [0.1, 0.15],
    ]);
  });

  test('levelAt: the highest area holding the point', () => {
    const hills = [
      { area: { outer: square(0, 0, 100, 100) }, level: 1 },
      { area: { outer: square(20, 20, 40, 40) }, level: 2 },
    ];
    expect(levelAt(point(30, 30), hills)).toBe(2);
    expect(levelAt(point(10, 10), hills)).toBe(1);
    expect(levelAt(point(500, 10), hills)).toBe(0);
  });

  test('firstBlocker: the nearest hit, ties to the first listed; clear when none', () => {
    const wood = featureBlocker({ id: 'w', terrain: 'woods', name: 'Wood' });
    expect(wood).toEqual({ kind: 'feature', id: 'w', terrain: 'woods', name: 'Wood' });
    const unit = { kind: 'unit' as const, id: 'u' };
    expect(firstBlocker([])).toEqual({ clear: true });
    expect(
      firstBlocker([
        { at: rational(1n, 2n), blocker: wood, rule: 'w' },
        { at: rational(1n, 3n), blocker: unit, rule: 'u' },
      ]),
    ).toEqual({ clear: false, blockedBy: unit, rule: 'u' });
    expect(
      firstBlocker([
        { at: rational(1n, 3n), blocker: wood, rule: 'w' },
        { at: rational(2n, 6n), blocker: unit, rule: 'u' },
      ]),
    ).toMatchObject({ rule: 'w' });
  });

  test('min and max of rationals', () => {
    const third = rational(1n, 3n);
    const half = rational(2n, 4n);
    expect(maxRational(third, half)).toBe(half);
    expect(minRational(third, half)).toBe(third);
    expect(maxRational(half, third)).toBe(half);
  });
});
