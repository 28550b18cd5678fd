import fc from 'fast-check';
import { inArc } from './arc';

const O = { x: 0, y: 0 };
const p = (x: number, y: number) => ({ x, y });

describe('arcs (within ±θ of a facing, no atan2)', () => {
  test.each([
    // facing north, ±45°
    [0, 450, p(0, 10), true],
    [0, 450, p(10, 10), true], // exactly on the right edge: closed
    [0, 450, p(-10, 10), true], // exactly on the left edge
    [0, 450, p(11, 10), false],
    [0, 450, p(-11, 10), false],
    [0, 450, p(0, -10), false],
    // facing east, ±30°: the edge is at 60° from north → (sin 60, cos 60) ≈ (0.866, 0.5)
    [900, 300, p(1000, 577), true], // tan 30° = 0.5773…
    [900, 300, p(1000, 578), false],
    [900, 300, p(1000, -577), true],
    [900, 300, p(1000, -578), false],
    // zero half-angle: the ray only, not its opposite
    [0, 0, p(0, 5), true],
    [0, 0, p(0, -5), false],
    [0, 0, p(1, 1000), false],
    // a half-plane: square to the side is in, behind is out
    [0, 900, p(10, 0), true],
    [0, 900, p(-10, 0), true],
    [0, 900, p(10, -1), false],
    // wider than a half-plane: ±135°
    [0, 1350, p(10, -9), true],
    [0, 1350, p(10, -10), true], // on the edge
    [0, 1350, p(10, -11), false],
    [0, 1350, p(0, -1), false],
    // all round
    [0, 1800, p(0, -1), true],
    // facing across north: 3500 ± 20° covers 3300…100
    [3500, 200, p(1, 1000), true],
    [3500, 200, p(-364, 1000), true], // tan 20° = 0.364
    [3500, 200, p(-600, 1000), false],
  ])('facing %i ±%i: %o → %p', (facing, half, t, inside) => {
    expect(inArc(O, facing, half, t)).toBe(inside);
  });

  test('the origin itself is in no arc; bad half-angles throw', () => {
    expect(inArc(p(5, 5), 0, 1800, p(5, 5))).toBe(false);
    expect(() => inArc(O, 0, 1801, p(1, 1))).toThrow(RangeError);
    expect(() => inArc(O, 0, -1, p(1, 1))).toThrow(RangeError);
    expect(() => inArc(O, 0, 0.5, p(1, 1))).toThrow(RangeError);
  });

  const c = fc.integer({ min: -100000, max: 100000 });
  const f = fc.integer({ min: 0, max: 3599 });
  const h = fc.integer({ min: 0, max: 1800 });

  test('property: agrees with an angle computed in floats, away from the edges', () => {
    fc.assert(
      fc.property(c, c, f, h, (x, y, facing, half) => {
        fc.pre(x !== 0 || y !== 0);
        const bearing = ((Math.atan2(x, y) * 1800) / Math.PI + 3600) % 3600; // clockwise from north
        const off = Math.abs(((bearing - facing + 5400) % 3600) - 1800);
        fc.pre(Math.abs(off - half) > 0.01);
        return inArc(O, facing, half, p(x, y)) === off < half;
      }),
      { numRuns: 3000 },
    );
  });

  test('property: translating origin and target together changes nothing; arcs nest', () => {
    fc.assert(
      fc.property(c, c, c, c, f, h, (x, y, dx, dy, facing, half) => {
        const a = inArc(O, facing, half, p(x, y));
        return (
          inArc(p(dx, dy), facing, half, p(x + dx, y + dy)) === a &&
          (!a || half === 1800 || inArc(O, facing, half + 1, p(x, y)))
        );
      }),
    );
  });
});
