import { type Axial, axialKey } from './axial';
import { directionTo } from './direction';
import { distance } from './distance';
import { hexesWithin, ring } from './range';

const CENTRES: Axial[] = [
  { q: 0, r: 0 },
  { q: 15, r: 13 },
  { q: -3, r: 7 },
];

describe('ring', () => {
  test('radius 0 is the centre', () => {
    expect(ring({ q: 4, r: 2 }, 0)).toEqual([{ q: 4, r: 2 }]);
  });

  test('radius 1 starts N and walks clockwise', () => {
    expect(ring({ q: 0, r: 0 }, 1)).toEqual([
      { q: 0, r: -1 },
      { q: 1, r: -1 },
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
    ]);
  });

  test.each([1, 2, 3, 4, 5, 8])(
    'radius %i: 6n distinct hexes at distance n, a closed loop',
    (n) => {
      for (const c of CENTRES) {
        const hexes = ring(c, n);
        expect(hexes).toHaveLength(6 * n);
        expect(new Set(hexes.map(axialKey)).size).toBe(6 * n);
        for (const [i, h] of hexes.entries()) {
          expect(distance(c, h)).toBe(n);
          const next = hexes[(i + 1) % hexes.length] as Axial;
          expect(directionTo(h, next)).toBeDefined();
        }
        expect(hexes[0]).toEqual({ q: c.q, r: c.r - n });
      }
    },
  );

  test.each([-1, 1.5, NaN])('radius %p throws RangeError', (n) => {
    expect(() => ring({ q: 0, r: 0 }, n)).toThrow(RangeError);
    expect(() => hexesWithin({ q: 0, r: 0 }, n)).toThrow(RangeError);
  });
});

describe('hexesWithin', () => {
  test.each([0, 1, 2, 3, 4, 7])('radius %i: 3n(n+1)+1 hexes, exactly those within n', (n) => {
    for (const c of CENTRES) {
      const hexes = hexesWithin(c, n);
      expect(hexes).toHaveLength(3 * n * (n + 1) + 1);
      expect(hexes[0]).toEqual(c);
      const keys = new Set(hexes.map(axialKey));
      expect(keys.size).toBe(hexes.length);
      // Brute force over the bounding box.
      for (let q = c.q - n - 1; q <= c.q + n + 1; q++) {
        for (let r = c.r - n - 1; r <= c.r + n + 1; r++) {
          expect(keys.has(axialKey({ q, r }))).toBe(distance(c, { q, r }) <= n);
        }
      }
    }
  });

  test('spirals outward: distances never decrease', () => {
    const d = hexesWithin({ q: 2, r: 2 }, 5).map((h) => distance({ q: 2, r: 2 }, h));
    expect(d).toEqual([...d].sort((x, y) => x - y));
  });
});
