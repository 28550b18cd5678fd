import { DIRECTIONS, neighbor } from './direction';
import { areAdjacent, labelNeighbors, rectangleLabels } from './label-grid';
import { axialToLabel, formatLabel, labelToAxial } from './label';
import { OFFSET_PARITIES } from './offset';

describe('label neighbours and adjacency', () => {
  test.each([
    // parity 'even': odd columns unshifted, even columns shifted down.
    ['even', '1521', ['1520', '1620', '1621', '1522', '1421', '1420']],
    ['even', '1621', ['1620', '1721', '1722', '1622', '1522', '1521']],
    ['odd', '1521', ['1520', '1621', '1622', '1522', '1422', '1421']],
    ['odd', '1621', ['1620', '1720', '1721', '1622', '1521', '1520']],
    // Sheet edges: neighbours without a valid label are dropped, order kept.
    ['even', '0101', ['0201', '0102']],
    ['odd', '0101', ['0201', '0202', '0102']],
    ['even', '0201', ['0301', '0302', '0202', '0102', '0101']],
    ['odd', '0201', ['0301', '0202', '0101']],
    ['even', '9999', ['9998', '9899', '9898']],
    ['odd', '9999', ['9998', '9899']],
  ] as const)('parity %s: labelNeighbors(%s) = %j', (parity, label, expected) => {
    expect(labelNeighbors(label, parity)).toEqual(expected);
  });

  test('labelNeighbors defaults to even parity and throws on a malformed label', () => {
    expect(labelNeighbors('1521')).toEqual(labelNeighbors('1521', 'even'));
    expect(() => labelNeighbors('0012')).toThrow(RangeError);
  });

  test.each(OFFSET_PARITIES)(
    'parity %s: adjacency is symmetric and matches labelNeighbors',
    (parity) => {
      const labels = rectangleLabels(6, 6);
      for (const a of labels) {
        const ns = new Set(labelNeighbors(a, parity));
        expect(ns.size).toBe(labelNeighbors(a, parity).length);
        for (const b of labels) {
          expect(areAdjacent(a, b, parity)).toBe(ns.has(b));
          expect(areAdjacent(b, a, parity)).toBe(ns.has(b));
        }
      }
    },
  );

  test.each(OFFSET_PARITIES)('parity %s: every direction from odd and even columns', (parity) => {
    for (const label of ['0505', '0605']) {
      const a = labelToAxial(label, parity);
      if (a === undefined) throw new Error('bad fixture');
      for (const d of DIRECTIONS) {
        const n = axialToLabel(neighbor(a, d), parity);
        expect(n).toBeDefined();
        expect(areAdjacent(label, n ?? '', parity)).toBe(true);
      }
    }
  });

  test.each([
    ['1521', '1521'],
    ['1521', '1523'],
    ['1521', '0012'],
    ['abcd', '1521'],
    ['1621', '1520'],
  ])("areAdjacent(%s, %s) is false (parity 'even')", (a, b) => {
    expect(areAdjacent(a, b)).toBe(false);
  });

  test('1621/1520 are adjacent only under odd parity', () => {
    expect(areAdjacent('1621', '1520', 'odd')).toBe(true);
    expect(areAdjacent('1621', '1520', 'even')).toBe(false);
  });
});

describe('rectangleLabels', () => {
  test('3×2 in label order', () => {
    expect(rectangleLabels(3, 2)).toEqual(['0101', '0102', '0201', '0202', '0301', '0302']);
  });

  test('size, uniqueness and sortedness for a 30×22 map', () => {
    const labels = rectangleLabels(30, 22);
    expect(labels).toHaveLength(660);
    expect(new Set(labels).size).toBe(660);
    expect([...labels].sort()).toEqual(labels);
    expect(labels[0]).toBe('0101');
    expect(labels.at(-1)).toBe(formatLabel({ col: 30, row: 22 }));
  });

  test('empty and maximal maps', () => {
    expect(rectangleLabels(0, 5)).toEqual([]);
    expect(rectangleLabels(99, 99)).toHaveLength(99 * 99);
  });

  test.each([
    [-1, 5],
    [5, 100],
    [2.5, 3],
  ])('rectangleLabels(%p, %p) throws RangeError', (cols, rows) => {
    expect(() => rectangleLabels(cols, rows)).toThrow(RangeError);
  });
});
