import { BOARD } from './board';
import { COUNTERS, COUNTERS_PROVENANCE } from './counters';
import { CRT_RAW, ODDS_COLUMNS, RESULTS, TEC, TEC_PROVENANCE, crtResult } from './tables';
import mapJson from '../../data/map.json';
import { initialState } from '../setup';
import { occupancy, overstacked } from '../queries';
import { TERRAINS } from '../vocabulary';

describe('data files', () => {
  test('every reconstructed data file says so and where it came from', () => {
    for (const d of [CRT_RAW, mapJson, COUNTERS_PROVENANCE, TEC_PROVENANCE]) {
      expect(d.provenance).toBe('reconstruction');
      expect(d.source).toMatch(/RECONSTRUCTION/);
    }
  });

  test('9.0 CRT: 11 columns 1-6 … 6-1, six die rows, every cell a legal result code', () => {
    expect(CRT_RAW.columns).toEqual([...ODDS_COLUMNS]);
    for (let die = 1; die <= 6; die += 1) {
      for (const column of ODDS_COLUMNS) expect(RESULTS).toContain(crtResult(die, column));
    }
    expect(() => crtResult(7, '1-1')).toThrow(RangeError);
    // each column is no better for the attacker than the next one (monotone table)
    const rank = { Ae: 0, Ar: 1, Ex: 2, Dr: 3, De: 4 } as const;
    for (let die = 1; die <= 6; die += 1) {
      for (let i = 1; i < ODDS_COLUMNS.length; i += 1) {
        const a = crtResult(die, ODDS_COLUMNS[i - 1] as (typeof ODDS_COLUMNS)[number]);
        const b = crtResult(die, ODDS_COLUMNS[i] as (typeof ODDS_COLUMNS)[number]);
        expect(rank[b]).toBeGreaterThanOrEqual(rank[a]);
      }
    }
    // the reconstructed 1-6 column: every face Ae (see data/RECONSTRUCTION.md)
    expect([1, 2, 3, 4, 5, 6].map((d) => crtResult(d, '1-6'))).toEqual(Array(6).fill('Ae'));
  });

  test('TEC: every terrain has a cost and a multiplier; the town triples (8.0 J, published)', () => {
    expect(Object.keys(TEC).sort()).toEqual([...TERRAINS].sort());
    expect(TEC.town.defence).toBe(3);
    expect(TEC.clear).toEqual({ movement: 1, defence: 1, zoc: true });
    expect(TEC.lake.movement).toBeNull();
    // 6.0 I: no ZOC into towns, the Castle and the Abbey
    expect([TEC.town.zoc, TEC.castle.zoc, TEC.abbey.zoc]).toEqual([false, false, false]);
  });

  test('counters: the reinforcement values are the published ones and the totals are as documented', () => {
    const total = (side: string) =>
      COUNTERS.filter((c) => c.side === side).reduce((a, c) => a + c.strength, 0);
    expect(COUNTERS).toHaveLength(58);
    expect(total('french')).toBe(166);
    expect(total('allied')).toBe(156);
    expect(new Set(COUNTERS.map((c) => c.id)).size).toBe(COUNTERS.length);
    for (const c of COUNTERS) {
      expect(['infantry', 'cavalry', 'artillery']).toContain(c.type);
      expect(c.strength).toBeGreaterThan(0);
      expect(c.movement).toBeGreaterThanOrEqual(3);
    }
  });

  test('every start hex is on the map, not a lake, and legally stacked; no hex holds both sides', () => {
    for (const c of COUNTERS) {
      if (c.setup.kind !== 'hex') continue;
      expect(BOARD.has(c.setup.hex)).toBe(true);
      expect(BOARD.terrain.get(c.setup.hex)).not.toBe('lake');
    }
    const r = initialState({ scenarioId: 'historical' });
    if (!r.ok) throw new Error('set-up');
    for (const [hex, units] of occupancy(r.state)) {
      expect(overstacked(r.state, hex)).toBe(false);
      expect(new Set(units.map((u) => COUNTERS.find((c) => c.id === u.id)?.side)).size).toBe(1);
    }
  });

  test('map: 24 x 18 hexes; lake hexsides join adjacent hexes; arrow and entry hexes lie on their edges', () => {
    expect(BOARD.labels).toHaveLength(24 * 18);
    for (const [a, b] of mapJson.lakeHexsides)
      expect(BOARD.distance(a as string, b as string)).toBe(1);
    for (const h of BOARD.arrowHexes) expect(BOARD.edgeOf.get(h)).toContain('east');
    for (const h of BOARD.entryHexes.allied) expect(BOARD.edgeOf.get(h)).toContain('east');
    for (const h of BOARD.entryHexes.french) expect(BOARD.edgeOf.get(h)).toContain('west');
    const named = (t: string) => mapJson.hexes.filter((h) => h.terrain === t).length;
    expect(named('castle')).toBe(1);
    expect(named('abbey')).toBe(1);
    expect(named('town')).toBeGreaterThan(5);
    expect(named('knoll')).toBeGreaterThan(2);
  });
});
