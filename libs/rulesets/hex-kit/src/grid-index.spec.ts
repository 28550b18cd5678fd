import { distance, labelToAxial, rectangleLabels } from '@pratzen/hex';
import { gridIndex, hexNames, neighboursWhere, onEdge } from './grid-index';

describe('gridIndex', () => {
  const labels = rectangleLabels(4, 3);
  const grid = gridIndex(labels);

  it('knows which hexes are on the map', () => {
    expect(grid.has('0101')).toBe(true);
    expect(grid.has('0504')).toBe(false);
    expect(grid.present.size).toBe(12);
  });

  it('lists only on-map neighbours (a corner hex has fewer than six)', () => {
    expect(grid.neighbors.get('0101')?.every((n) => grid.has(n))).toBe(true);
    expect((grid.neighbors.get('0101') ?? []).length).toBeLessThan(6);
    expect(grid.neighbors.get('0202')).toHaveLength(6);
  });

  it('measures the same distance as @pratzen/hex, Infinity off the map', () => {
    for (const a of labels)
      for (const b of labels)
        expect(grid.distance(a, b)).toBe(distance(labelToAxial(a)!, labelToAxial(b)!));
    expect(grid.distance('0101', '9999')).toBe(Infinity);
  });

  it('refuses a label that is not CCRR', () => {
    expect(() => gridIndex(['01x1'])).toThrow(RangeError);
  });
});

describe('onEdge', () => {
  it('matches a row, a column, or either', () => {
    expect(onEdge('0301', { row: 1 })).toBe(true);
    expect(onEdge('0302', { row: 1 })).toBe(false);
    expect(onEdge('0302', { col: 3 })).toBe(true);
    expect(onEdge('0302', {})).toBe(false);
  });
});

describe('hexNames', () => {
  it('keeps the named hexes only', () => {
    expect([...hexNames([{ label: '0101', name: 'Pratzen' }, { label: '0102' }])]).toEqual([
      ['0101', 'Pratzen'],
    ]);
  });
});

describe('neighboursWhere', () => {
  it('keeps the neighbours the predicate holds for, asking once per hex', () => {
    const asked: string[] = [];
    const index = gridIndex(['0101', '0102', '0201', '0202']);
    const into = neighboursWhere(index.neighbors, (from, n) => {
      asked.push(`${from}>${n}`);
      return n !== '0102';
    });
    const first = into('0101');
    expect(first).toEqual((index.neighbors.get('0101') ?? []).filter((n) => n !== '0102'));
    expect(first).not.toContain('0102');
    const count = asked.length;
    expect(into('0101')).toBe(first);
    expect(asked.length).toBe(count);
  });
});
