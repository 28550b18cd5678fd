import fc from 'fast-check';
import { COORD_LIMIT } from './point';
import { facingVector, rotate, rotateAbout, rotateDivided } from './rotation';
import { cosScaled, sinScaled } from './trig-table';

const coord = fc.integer({ min: -COORD_LIMIT, max: COORD_LIMIT });
const vec = fc.record({ x: coord, y: coord });
const angle = fc.integer({ min: -7200, max: 7200 });

describe('rotation by table', () => {
  test.each([
    [{ x: 0, y: 1000 }, 900, { x: 1000, y: 0 }],
    [{ x: 0, y: 1000 }, 1800, { x: 0, y: -1000 }],
    [{ x: 0, y: 1000 }, 2700, { x: -1000, y: 0 }],
    [{ x: 0, y: 1000 }, -900, { x: -1000, y: 0 }],
    [{ x: 1000, y: 0 }, 900, { x: 0, y: -1000 }],
    [{ x: 0, y: 1000 }, 300, { x: 500, y: 866 }], // 866.025…
    [{ x: 0, y: 1000 }, 450, { x: 707, y: 707 }], // 707.106…
    [{ x: 0, y: 1 }, 300, { x: 1, y: 1 }], // 0.5 exactly (table: 2^29) rounds away from zero
    [{ x: 0, y: -1 }, 300, { x: -1, y: -1 }],
    [{ x: 3, y: 4 }, 0, { x: 3, y: 4 }],
  ])('rotate(%o, %i) = %o', (v, a, r) => {
    expect(rotate(v, a)).toEqual(r);
  });

  test('facingVector: 0 is north, clockwise', () => {
    expect(facingVector(0, 2000)).toEqual({ x: 0, y: 2000 });
    expect(facingVector(900, 2000)).toEqual({ x: 2000, y: 0 });
    expect(facingVector(1350, 1000)).toEqual({ x: 707, y: -707 });
  });

  test('rotateDivided: halves exactly, refuses a bad divisor', () => {
    expect(rotateDivided({ x: 3, y: 0 }, 0, 2)).toEqual({ x: 2, y: 0 }); // 1.5 → 2
    expect(rotateDivided({ x: -3, y: 0 }, 0, 2)).toEqual({ x: -2, y: 0 });
    expect(() => rotateDivided({ x: 1, y: 0 }, 0, 0)).toThrow(RangeError);
    expect(() => rotateDivided({ x: 1, y: 0 }, 0, 1.5)).toThrow(RangeError);
  });

  test('the floating-point fast path (small vectors, power-of-two divisors) equals exact bigint rounding', () => {
    // reference: the formula of the module comment, all in bigint, halves away from zero
    const exact = (v: { x: number; y: number }, a: number, divisor: number) => {
      const c = BigInt(cosScaled(a));
      const s = BigInt(sinScaled(a));
      const d = (1n << 30n) * BigInt(divisor);
      const round = (n: bigint) => {
        const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
        return Number(n < 0n ? -q : q);
      };
      const x = BigInt(v.x);
      const y = BigInt(v.y);
      return { x: round(x * c + y * s), y: round(y * c - x * s) };
    };
    const small = fc.integer({ min: -(2 ** 20), max: 2 ** 20 });
    const edge = fc.constantFrom(0, 1, -1, 2 ** 20, -(2 ** 20), 2 ** 21, -(2 ** 21), 3, -3);
    const part = fc.oneof(small, edge, coord);
    const divisor = fc.constantFrom(1, 2, 3, 4, 8, 2 ** 20, 2 ** 21);
    fc.assert(
      fc.property(fc.record({ x: part, y: part }), angle, divisor, (v, a, d) => {
        const r = rotateDivided(v, a, d);
        const e = exact(v, a, d);
        expect(r).toEqual(e);
        expect(Object.is(r.x, -0) || Object.is(r.y, -0)).toBe(false);
      }),
      { numRuns: 20_000 },
    );
  });

  test('rotateAbout a pivot', () => {
    expect(rotateAbout({ x: 10, y: 20 }, { x: 10, y: 10 }, 900)).toEqual({ x: 20, y: 10 });
  });

  test('property: rotating by a multiple of 900 is exact, and by 3600 is the identity', () => {
    fc.assert(
      fc.property(vec, fc.integer({ min: -8, max: 8 }), (v, k) => {
        const r = rotate(v, 900 * k);
        const q = ((k % 4) + 4) % 4;
        const want = [v, { x: v.y, y: -v.x }, { x: -v.x, y: -v.y }, { x: -v.y, y: v.x }][q]!;
        return (
          r.x === want.x + 0 && r.y === want.y + 0 && (k % 4 !== 0 || (r.x === v.x && r.y === v.y))
        );
      }),
    );
  });

  test('property: rotating by a then b is within 1 tick per component of rotating by a + b', () => {
    fc.assert(
      fc.property(vec, angle, angle, (v, a, b) => {
        const twice = rotate(rotate(v, a), b);
        const once = rotate(v, a + b);
        return Math.abs(twice.x - once.x) <= 1 && Math.abs(twice.y - once.y) <= 1;
      }),
      { numRuns: 2000 },
    );
  });

  test('property: rotation is odd (rotate(−v) = −rotate(v)) and keeps length within a tick', () => {
    fc.assert(
      fc.property(vec, angle, (v, a) => {
        const r = rotate(v, a);
        const n = rotate({ x: -v.x, y: -v.y }, a);
        const len = Math.sqrt(v.x * v.x + v.y * v.y);
        const rlen = Math.sqrt(r.x * r.x + r.y * r.y);
        return n.x === -r.x + 0 && n.y === -r.y + 0 && Math.abs(len - rlen) <= 1;
      }),
    );
  });

  test('the widest vector rotates without leaving the safe range', () => {
    const r = rotate({ x: 2 * COORD_LIMIT, y: 2 * COORD_LIMIT }, 450);
    expect(r).toEqual({ x: 47453133, y: 0 });
  });
});
