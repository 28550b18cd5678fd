import { lastClear } from './search';

describe('lastClear', () => {
  test('the last clear distance of a monotone predicate, by bisection', () => {
    for (const wall of [1, 2, 37, 999, 1000]) {
      expect(lastClear((d) => d >= wall, 1000)).toBe(wall - 1);
    }
  });
  test('−1 when already bad at 0, hi when never bad', () => {
    expect(lastClear(() => true, 50)).toBe(-1);
    expect(lastClear(() => false, 50)).toBe(50);
    expect(lastClear((d) => d > 0, 0)).toBe(0);
  });
  test('asks O(log hi) questions', () => {
    let asked = 0;
    lastClear((d) => {
      asked += 1;
      return d >= 123_456;
    }, 1_000_000);
    expect(asked).toBeLessThanOrEqual(23);
  });
});
