import { PI_DEN, PI_NUM, arcLength, mmToTicks } from './measures';

describe('mmToTicks', () => {
  test('25.4 mm is an inch; rounded once to an even number of ticks', () => {
    expect(mmToTicks(254)).toBe(10_000);
    expect(mmToTicks(127)).toBe(5_000);
    // 20 mm = 787.40… ticks → 788 (the nearest even), 15 mm = 590.55… → 590
    expect(mmToTicks(20)).toBe(788);
    expect(mmToTicks(15)).toBe(590);
    expect(mmToTicks(0)).toBe(0);
    for (let mm = 1; mm <= 400; mm += 1) {
      const t = mmToTicks(mm);
      expect(t % 2).toBe(0);
      expect(Math.abs(t - (mm * 1000) / 25.4)).toBeLessThanOrEqual(1);
    }
  });
});

describe('arcLength', () => {
  test('the committed π is within 10⁻¹⁶ of π', () => {
    expect(Math.abs(Number(PI_NUM) / Number(PI_DEN) - Math.PI)).toBeLessThan(1e-15);
  });
  test('a quarter turn of a 2" radius: π inches, rounded up to a tick', () => {
    // 2000 × 900 × π / 1800 = 1000π = 3141.59… → 3142
    expect(arcLength(2_000, 900)).toBe(3_142);
    expect(arcLength(2_000, -900)).toBe(3_142);
  });
  test('exact multiples are not rounded up; zero is zero', () => {
    expect(arcLength(0, 900)).toBe(0);
    expect(arcLength(5_000, 0)).toBe(0);
    // 22.5° of a 6" radius: 6000 × π / 8 = 2356.19… → 2357
    expect(arcLength(6_000, 225)).toBe(2_357);
  });
  test('agrees with the float formula to a tick, up or equal', () => {
    for (const [r, a] of [
      [1_000, 1],
      [12_345, 3_599],
      [16_777_216, 3_600],
      [777, 450],
    ] as const) {
      const exact = (r * a * Math.PI) / 1800;
      const got = arcLength(r, a);
      expect(got).toBeGreaterThanOrEqual(Math.floor(exact));
      expect(got - exact).toBeLessThan(1 + 1e-6);
    }
  });
  test('a negative radius is refused', () => {
    expect(() => arcLength(-1, 10)).toThrow(RangeError);
  });
});
