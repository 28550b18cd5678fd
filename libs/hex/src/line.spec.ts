import { type Axial, axialKey } from './axial';
import { directionTo } from './direction';
import { distance } from './distance';
import { cubeRound, hexLine } from './line';
import { hexesWithin } from './range';

const PATCH = hexesWithin({ q: 0, r: 0 }, 4);

describe('hexLine', () => {
  test('a hex to itself is just that hex', () => {
    expect(hexLine({ q: 3, r: -1 }, { q: 3, r: -1 })).toEqual([{ q: 3, r: -1 }]);
  });

  const keys = (hexes: Axial[]) => hexes.map(axialKey).join(' ');

  test.each([
    [{ q: 0, r: 0 }, { q: 0, r: 3 }, '0,0 0,1 0,2 0,3'],
    [{ q: 0, r: 0 }, { q: 3, r: -3 }, '0,0 1,-1 2,-2 3,-3'],
    [{ q: 0, r: 0 }, { q: 3, r: 0 }, '0,0 1,0 2,0 3,0'],
    [{ q: 0, r: 0 }, { q: 2, r: 1 }, '0,0 1,0 1,1 2,1'],
    [{ q: 0, r: 0 }, { q: 5, r: -2 }, '0,0 1,0 2,-1 3,-1 4,-2 5,-2'],
  ])('hexLine(%o, %o) = %s', (a, b, expected) => {
    expect(keys(hexLine(a, b))).toBe(expected);
  });

  // Lines that run exactly along hexsides: every interior sample is a tie the epsilon resolves.
  test.each([
    [{ q: 0, r: 0 }, { q: 1, r: 1 }, '0,0 0,1 1,1'],
    [{ q: 0, r: 0 }, { q: 2, r: -4 }, '0,0 1,-1 1,-2 2,-3 2,-4'],
    [{ q: 0, r: 0 }, { q: -1, r: 2 }, '0,0 0,1 -1,2'],
  ])('hexside tie hexLine(%o, %o) = %s, and reversed the other way', (a, b, expected) => {
    expect(keys(hexLine(a, b))).toBe(expected);
    expect(keys(hexLine(b, a))).toBe(expected.split(' ').reverse().join(' '));
  });

  test('for every pair in a radius-4 patch: ends, length, adjacency, reversal', () => {
    for (const a of PATCH) {
      for (const b of PATCH) {
        const line = hexLine(a, b);
        const n = distance(a, b);
        expect(line).toHaveLength(n + 1);
        expect(line[0]).toEqual(a);
        expect(line[n]).toEqual(b);
        for (let i = 1; i <= n; i++) {
          expect(directionTo(line[i - 1] as Axial, line[i] as Axial)).toBeDefined();
        }
        expect(new Set(line.map(axialKey)).size).toBe(n + 1);
        expect(hexLine(b, a)).toEqual([...line].reverse());
      }
    }
  });

  test('is translation invariant', () => {
    const shift = (h: Axial) => ({ q: h.q + 17, r: h.r - 9 });
    for (const b of PATCH) {
      expect(hexLine(shift({ q: 0, r: 0 }), shift(b))).toEqual(
        hexLine({ q: 0, r: 0 }, b).map(shift),
      );
    }
  });
});

describe('cubeRound', () => {
  test.each([
    [
      { q: 0.1, r: 0.1, s: -0.2 },
      { q: 0, r: 0 },
    ],
    [
      { q: 0.9, r: -0.4, s: -0.5 },
      { q: 1, r: 0 },
    ],
    [
      { q: 1.6, r: -0.6, s: -1 },
      { q: 2, r: -1 },
    ],
    [
      { q: -0.2, r: -0.2, s: 0.4 },
      { q: 0, r: 0 },
    ],
  ])('cubeRound(%o) = %o', (c, a) => {
    expect(cubeRound(c)).toEqual(a);
  });

  test('never returns -0 (Math.round(-0.4) is -0)', () => {
    const { q, r } = cubeRound({ q: 0.9, r: -0.4, s: -0.5 });
    expect(Object.is(q, 1) && Object.is(r, 0)).toBe(true);
  });
});
