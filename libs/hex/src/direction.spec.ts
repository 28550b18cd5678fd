import {
  DIRECTIONS,
  DIRECTION_VECTORS,
  directionTo,
  isDirection,
  neighbor,
  neighbors,
  oppositeDirection,
} from './direction';
import { distance } from './distance';

const ORIGINS = [
  { q: 0, r: 0 },
  { q: 7, r: -3 },
  { q: -4, r: 11 },
];

describe('directions', () => {
  test('vocabulary order is clockwise from N', () => {
    expect(DIRECTIONS).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW']);
  });

  test.each([
    ['N', 'S'],
    ['NE', 'SW'],
    ['SE', 'NW'],
    ['S', 'N'],
    ['SW', 'NE'],
    ['NW', 'SE'],
  ] as const)('opposite of %s is %s', (d, o) => {
    expect(oppositeDirection(d)).toBe(o);
    expect(oppositeDirection(oppositeDirection(d))).toBe(d);
    const v = DIRECTION_VECTORS[d];
    const w = DIRECTION_VECTORS[o];
    expect({ q: v.q + w.q, r: v.r + w.r }).toEqual({ q: 0, r: 0 });
  });

  test.each(DIRECTIONS)(
    '%s: neighbour is adjacent, directionTo agrees, opposite leads back',
    (d) => {
      for (const a of ORIGINS) {
        const b = neighbor(a, d);
        expect(distance(a, b)).toBe(1);
        expect(directionTo(a, b)).toBe(d);
        expect(directionTo(b, a)).toBe(oppositeDirection(d));
        expect(neighbor(b, oppositeDirection(d))).toEqual(a);
      }
    },
  );

  test('neighbors() lists the six hexes in DIRECTIONS order', () => {
    const a = { q: 2, r: 5 };
    expect(neighbors(a)).toEqual([
      { q: 2, r: 4 },
      { q: 3, r: 4 },
      { q: 3, r: 5 },
      { q: 2, r: 6 },
      { q: 1, r: 6 },
      { q: 1, r: 5 },
    ]);
    expect(neighbors(a)).toEqual(DIRECTIONS.map((d) => neighbor(a, d)));
  });

  test.each([
    [
      { q: 0, r: 0 },
      { q: 0, r: 0 },
    ],
    [
      { q: 0, r: 0 },
      { q: 0, r: -2 },
    ],
    [
      { q: 0, r: 0 },
      { q: 1, r: 1 },
    ],
    [
      { q: 0, r: 0 },
      { q: -1, r: -1 },
    ],
    [
      { q: 3, r: 3 },
      { q: 5, r: 2 },
    ],
  ])('directionTo(%o, %o) is undefined (not adjacent)', (a, b) => {
    expect(directionTo(a, b)).toBeUndefined();
  });

  test.each([
    ['N', true],
    ['SE', true],
    ['E', false],
    ['n', false],
    [undefined, false],
  ])('isDirection(%p) = %s', (value, expected) => {
    expect(isDirection(value)).toBe(expected);
  });
});
