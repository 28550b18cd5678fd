import { areAdjacent } from '@pratzen/hex';
import { spi1980 } from './ruleset';

describe('catalogue: map and scenario data for clients', () => {
  const map = spi1980.map() as ReturnType<typeof import('./catalogue').mapData>;

  test('8.0 every hex is listed with its terrain and its neighbours (adjacent, within the map)', () => {
    expect(map.provenance).toBe('reconstruction');
    expect(map.hexes).toHaveLength(map.grid.columns * map.grid.rows);
    const labels = new Set(map.hexes.map((h) => h.label));
    for (const h of map.hexes) {
      expect(h.terrain).toBeDefined();
      for (const n of h.neighbors) {
        expect(labels.has(n.label)).toBe(true);
        expect(areAdjacent(h.label, n.label)).toBe(true);
      }
    }
  });

  test('8.0 hexside features are seen from each side (upslope one way, downslope the other)', () => {
    const slope = map.hexsides.find((s) => s.slope !== undefined);
    if (slope === undefined) throw new Error('no slope hexside');
    const [a, b] = slope.hexes as [string, string];
    const side = (from: string, to: string) =>
      map.hexes.find((h) => h.label === from)!.neighbors.find((n) => n.label === to)!.hexside;
    const high = slope.slope!.high;
    const low = high === a ? b : a;
    expect(side(low, high)).toContain('upslope');
    expect(side(high, low)).toContain('downslope');
  });

  test('14.3 victory hexes carry their control and value', () => {
    expect(map.victoryHexes.length).toBeGreaterThan(0);
    expect(map.hexes.filter((h) => 'victory' in h)).toHaveLength(map.victoryHexes.length);
  });

  test('2.4 the historical scenario lists all 66 counters; an unknown scenario is null', () => {
    const s = spi1980.scenario('historical') as { units: unknown[]; turns: number };
    expect(s.units).toHaveLength(66);
    expect(s.turns).toBe(11);
    expect(spi1980.scenario('nope')).toBeNull();
  });
});
