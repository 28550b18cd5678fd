import { addRational, compareRational, midRational, rational, subRational } from './rational';

const r = (n: number, d: number) => rational(BigInt(n), BigInt(d));

describe('rational', () => {
  test('a negative denominator moves its sign to the numerator; zero is refused', () => {
    expect(r(1, -2)).toEqual({ num: -1n, den: 2n });
    expect(() => r(1, 0)).toThrow(RangeError);
  });

  test.each([
    [r(1, 2), r(2, 4), 0],
    [r(1, 3), r(1, 2), -1],
    [r(-1, 2), r(-1, 3), -1],
    [r(3, 4), r(2, 3), 1],
  ])('compareRational(%o, %o) = %i', (a, b, c) => {
    expect(compareRational(a, b)).toBe(c);
  });

  test('sum, difference, midpoint are exact', () => {
    expect(compareRational(addRational(r(1, 3), r(1, 6)), r(1, 2))).toBe(0);
    expect(compareRational(subRational(r(1, 2), r(1, 3)), r(1, 6))).toBe(0);
    expect(compareRational(midRational(r(1, 3), r(1, 2)), r(5, 12))).toBe(0);
  });
});
