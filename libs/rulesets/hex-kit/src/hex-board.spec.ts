import { labelDistance, rectangleLabels } from '@pratzen/hex';
import { hexBoard, type RawHexMap } from './hex-board';

const raw: RawHexMap = {
  provenance: 'reconstruction',
  source: 's',
  notes: [],
  grid: { columns: 3, rows: 2, parity: 'even-q' },
  edges: { north: { row: 1 }, south: { row: 2 }, west: { col: 1 }, east: { col: 3 } },
  hexes: [
    { label: '0101', terrain: 'woods', name: 'Wood' },
    { label: '0202', terrain: 'town' },
  ],
};

describe('hexBoard', () => {
  it('fills the hexes the file does not list, and keeps those it lists', () => {
    const b = hexBoard(raw, rectangleLabels(3, 2), 'clear');
    expect(b.terrain.get('0101')).toBe('woods');
    expect(b.terrain.get('0301')).toBe('clear');
    expect(b.names.get('0101')).toBe('Wood');
    expect(b.labels).toHaveLength(6);
  });
  it('without a fill knows only the listed hexes', () => {
    const b = hexBoard(raw, ['0101', '0202']);
    expect([...b.terrain.keys()]).toEqual(['0101', '0202']);
    expect(b.has('0301')).toBe(false);
    expect(b.distance('0101', '0202')).toBe(labelDistance('0101', '0202'));
  });
  it('refuses a listed hex off the map', () => {
    expect(() => hexBoard(raw, ['0101'])).toThrow('hex 0202 is off the map');
  });
});
