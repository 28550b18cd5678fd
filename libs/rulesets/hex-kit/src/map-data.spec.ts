import { hexMapData } from './map-data';

const raw = {
  provenance: 'reconstruction',
  source: 's',
  notes: ['n'],
  grid: { columns: 2, rows: 1, parity: 'even-q' },
  edges: { north: { row: 1 } },
};
const board = {
  labels: ['0101', '0201'],
  names: new Map([['0101', 'Pratzen']]),
  neighbors: new Map([
    ['0101', ['0201']],
    ['0201', ['0101']],
  ]),
};

describe('hexMapData', () => {
  const data = hexMapData(
    'test',
    raw,
    board,
    (l) => (l === '0101' ? 'hill' : 'clear'),
    (l) => (l === '0201' ? { victory: 2 } : {}),
    (a, b) => (a === '0101' && b === '0201' ? ['stream'] : []),
  );
  it('carries the provenance and the grid', () => {
    expect(data).toMatchObject({ rulesetId: 'test', provenance: 'reconstruction', grid: raw.grid });
  });
  it('lists every hex with terrain, name, the extra facts and its hexsides seen from it', () => {
    expect(data.hexes).toEqual([
      {
        label: '0101',
        terrain: 'hill',
        name: 'Pratzen',
        neighbors: [{ label: '0201', hexside: ['stream'] }],
      },
      { label: '0201', terrain: 'clear', victory: 2, neighbors: [{ label: '0101', hexside: [] }] },
    ]);
  });
});
