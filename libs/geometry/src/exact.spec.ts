import fc from 'fast-check';
import { add, isqrt, mul, roundDiv, roundSqrt, sub, toSafe } from './exact';

describe('exact integer arithmetic', () => {
  test('mul / add / sub are exact inside the safe range and throw outside it', () => {
    expect(mul(2 ** 26, 2 ** 26)).toBe(2 ** 52);
    expect(() => mul(2 ** 27, 2 ** 26)).toThrow(RangeError);
    expect(add(2 ** 52, 2 ** 52 - 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => add(2 ** 52, 2 ** 52)).toThrow(RangeError);
    expect(() => sub(-(2 ** 52), 2 ** 52)).toThrow(RangeError);
    expect(Object.is(mul(-3, 0), 0)).toBe(true);
    expect(() => toSafe(2n ** 53n)).toThrow(RangeError);
    expect(toSafe(-(2n ** 53n) + 1n)).toBe(-Number.MAX_SAFE_INTEGER);
  });

  test.each([
    [7n, 2n, 4n],
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [-7n, 2n, -4n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [5n, -2n, -3n],
    [0n, 5n, 0n],
  ])('roundDiv(%s, %s) = %s (halves away from zero)', (n, d, q) => {
    expect(roundDiv(n, d)).toBe(q);
  });

  test('roundDiv by zero throws', () => {
    expect(() => roundDiv(1n, 0n)).toThrow(RangeError);
  });

  test('isqrt is the floor square root', () => {
    for (let n = 0n; n < 2000n; n++) {
      const r = isqrt(n);
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
    }
    expect(isqrt(10n ** 40n)).toBe(10n ** 20n);
    expect(isqrt(10n ** 40n - 1n)).toBe(10n ** 20n - 1n);
    expect(() => isqrt(-1n)).toThrow(RangeError);
  });

  test.each([
    [0n, 1n, 0n],
    [2n, 1n, 1n], // 1.414
    [3n, 1n, 2n], // 1.732
    [6n, 1n, 2n], // 2.449
    [7n, 1n, 3n], // 2.645
    [9n, 4n, 2n], // √2.25 = 1.5 exactly: halves up
    [25n, 4n, 3n], // 2.5 → 3
    [1n, 16n, 0n], // 0.25
  ])('roundSqrt(%s / %s) = %s', (num, den, r) => {
    expect(roundSqrt(num, den)).toBe(r);
  });

  test('property: roundSqrt(n) is the nearest integer to √n, the same as Math.sqrt (correctly rounded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), (n) => {
        const r = Number(roundSqrt(BigInt(n)));
        // (r - ½)² ≤ n < (r + ½)²  ⇔  (2r - 1)² ≤ 4n < (2r + 1)²
        const four = 4n * BigInt(n);
        const lo = BigInt(2 * r - 1);
        const hi = BigInt(2 * r + 1);
        return (r === 0 || lo * lo <= four) && four < hi * hi;
      }),
    );
  });
});
