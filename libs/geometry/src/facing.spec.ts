import { FULL_TURN, isFacing, normaliseFacing, oppositeFacing, turnBetween } from './facing';

describe('facing', () => {
  test.each([
    [0, 0],
    [3599, 3599],
    [3600, 0],
    [-1, 3599],
    [-3600, 0],
    [7250, 50],
    [-0, 0],
  ])('normaliseFacing(%i) = %i', (t, f) => {
    expect(Object.is(normaliseFacing(t), f)).toBe(true);
  });

  test('normaliseFacing rejects non-integers', () => {
    expect(() => normaliseFacing(0.5)).toThrow(RangeError);
    expect(() => normaliseFacing(NaN)).toThrow(RangeError);
  });

  test.each([
    [0, true],
    [3599, true],
    [FULL_TURN, false],
    [-1, false],
    [1.5, false],
    ['0', false],
  ])('isFacing(%p) = %p', (v, ok) => {
    expect(isFacing(v)).toBe(ok);
  });

  test.each([
    [0, 900, 900],
    [900, 0, -900],
    [3500, 100, 200],
    [100, 3500, -200],
    [0, 1800, 1800],
    [1800, 0, 1800],
  ])('turnBetween(%i, %i) = %i', (a, b, t) => {
    expect(turnBetween(a, b)).toBe(t);
  });

  test('oppositeFacing', () => {
    expect(oppositeFacing(0)).toBe(1800);
    expect(oppositeFacing(2700)).toBe(900);
  });
});
