import { type Axial, axialKey } from './axial';
import { neighbors } from './direction';
import { distance } from './distance';
import { labelDistance, labelNeighbors, rectangleLabels } from './label-grid';
import { labelToAxial } from './label';
import { OFFSET_PARITIES } from './offset';

/** Breadth-first step counts from `start`, via `next`, up to `limit` steps. */
function bfs<T>(start: T, key: (t: T) => string, next: (t: T) => T[], limit = Infinity) {
  const steps = new Map<string, number>([[key(start), 0]]);
  let frontier = [start];
  for (let k = 1; frontier.length > 0 && k <= limit; k++) {
    const nextFrontier: T[] = [];
    for (const t of frontier) {
      for (const n of next(t)) {
        if (!steps.has(key(n))) {
          steps.set(key(n), k);
          nextFrontier.push(n);
        }
      }
    }
    frontier = nextFrontier;
  }
  return steps;
}

describe('distance', () => {
  test.each([
    [{ q: 0, r: 0 }, { q: 0, r: 0 }, 0],
    [{ q: 0, r: 0 }, { q: 3, r: 0 }, 3],
    [{ q: 0, r: 0 }, { q: 3, r: -3 }, 3],
    [{ q: 0, r: 0 }, { q: 2, r: 2 }, 4],
    [{ q: -2, r: 5 }, { q: 4, r: -1 }, 6],
  ])('distance(%o, %o) = %i', (a, b, d) => {
    expect(distance(a, b)).toBe(d);
    expect(distance(b, a)).toBe(d);
  });

  test('equals BFS steps on the unbounded grid (radius 6) and is symmetric', () => {
    const origin: Axial = { q: 3, r: -2 };
    const steps = bfs(origin, axialKey, neighbors, 6);
    expect(steps.size).toBe(3 * 6 * 7 + 1);
    for (let q = -6; q <= 12; q++) {
      for (let r = -10; r <= 6; r++) {
        const d = distance(origin, { q, r });
        expect(distance({ q, r }, origin)).toBe(d);
        expect(steps.get(axialKey({ q, r }))).toBe(d <= 6 ? d : undefined);
      }
    }
  });

  test.each(OFFSET_PARITIES)(
    'parity %s: labelDistance equals BFS steps on a 12×10 map',
    (parity) => {
      const labels = rectangleLabels(12, 10);
      const onMap = new Set(labels);
      const next = (l: string) => labelNeighbors(l, parity).filter((n) => onMap.has(n));
      for (const from of ['0101', '0102', '0605', '1210', '0710', '1201']) {
        const steps = bfs(from, (l) => l, next);
        expect(steps.size).toBe(labels.length);
        for (const to of labels) {
          expect(labelDistance(from, to, parity)).toBe(steps.get(to));
          expect(labelDistance(to, from, parity)).toBe(steps.get(to));
        }
      }
    },
  );

  test.each([
    ['1521', '1522', 'even', 1],
    ['1521', '1621', 'even', 1],
    ['1521', '1620', 'even', 1],
    ['1621', '1522', 'even', 1],
    ['1621', '1520', 'even', 2],
    ['1621', '1520', 'odd', 1],
    ['0101', '0505', 'even', 6],
    ['0101', '0505', 'odd', 6],
  ] as const)('labelDistance(%s, %s, %s) = %i', (a, b, parity, d) => {
    expect(labelDistance(a, b, parity)).toBe(d);
    expect(labelToAxial(a, parity) && labelToAxial(b, parity)).toBeDefined();
  });

  test('labelDistance throws RangeError on malformed labels', () => {
    expect(() => labelDistance('1521', '0012')).toThrow(RangeError);
    expect(() => labelDistance('x', '1521')).toThrow(RangeError);
  });
});
