import { axial, axialAdd, axialEquals, axialKey, axialScale, axialSubtract, cubeS } from './axial';

describe('axial', () => {
  test('axial() normalises -0 so toEqual / keys behave', () => {
    expect(Object.is(axial(-0, -0).q, 0)).toBe(true);
    expect(Object.is(axial(-0, -0).r, 0)).toBe(true);
    expect(axialScale(axial(0, -1), -0)).toEqual({ q: 0, r: 0 });
  });

  test.each([
    [{ q: 0, r: 0 }, 0],
    [{ q: 2, r: -5 }, 3],
    [{ q: -1, r: -1 }, 2],
  ])('cubeS(%o) = %i', (a, s) => {
    expect(cubeS(a)).toBe(s);
    expect(a.q + a.r + cubeS(a)).toBe(0);
  });

  test.each([
    [{ q: 1, r: 2 }, { q: 1, r: 2 }, true],
    [{ q: 1, r: 2 }, { q: 2, r: 1 }, false],
    [{ q: 0, r: 0 }, { q: -0, r: 0 }, true],
  ])('axialEquals(%o, %o) = %s', (a, b, eq) => {
    expect(axialEquals(a, b)).toBe(eq);
  });

  test.each([
    [{ q: 3, r: -2 }, '3,-2'],
    [{ q: 0, r: 0 }, '0,0'],
    [{ q: -0, r: -0 }, '0,0'],
    [{ q: -12, r: 7 }, '-12,7'],
  ])('axialKey(%o) = %s', (a, key) => {
    expect(axialKey(a)).toBe(key);
  });

  test('axialKey is injective over a patch of hexes', () => {
    const keys = new Set<string>();
    for (let q = -10; q <= 10; q++) for (let r = -10; r <= 10; r++) keys.add(axialKey({ q, r }));
    expect(keys.size).toBe(21 * 21);
  });

  test('add / subtract / scale', () => {
    expect(axialAdd({ q: 1, r: 2 }, { q: -3, r: 4 })).toEqual({ q: -2, r: 6 });
    expect(axialSubtract({ q: 1, r: 2 }, { q: -3, r: 4 })).toEqual({ q: 4, r: -2 });
    expect(axialScale({ q: 1, r: -2 }, 3)).toEqual({ q: 3, r: -6 });
  });
});
