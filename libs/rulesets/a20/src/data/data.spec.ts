import mapJson from '../../data/map.json';
import countersJson from '../../data/counters.json';
import { BOARD } from './board';
import { COUNTERS } from './counters';
import { TABLES, crtResult, davoutArrival, turnBox } from './tables';
import { RESULTS, TERRAINS } from '../vocabulary';

describe('a20 data', () => {
  test.each([
    ['0204', 'Bellowitz', 'X3.0 step 4 A', undefined],
    ['0307', 'Maxdorf', 'X14.0', undefined],
    ['0509', 'Sokolnitz Castle', 'X2.0', 'fortified'],
    ['0803', 'The Santon', 'X2.0', 'redoubt'],
    ['0909', "St. Anthony's Chapel", 'X2.0', 'clear'],
    ['1006', 'Stare Vinobrady', 'X14.0', undefined],
    ['1507', 'Krzenowitz', 'X14.0', undefined],
  ])(
    'data: every hex the exclusive rules number is on the map: %s %s (%s)',
    (hex, name, _rule, terrain) => {
      expect(BOARD.has(hex)).toBe(true);
      expect(BOARD.names.get(hex)).toBe(name);
      if (terrain !== undefined) expect(BOARD.terrain.get(hex)).toBe(terrain);
    },
  );

  test('X9.86: three French LOC hexes on the west edge, two Allied on the east edge', () => {
    expect(BOARD.loc.french).toHaveLength(3);
    expect(BOARD.loc.allied).toHaveLength(2);
    for (const h of BOARD.loc.french) expect(h.slice(0, 2)).toBe('01');
    for (const h of BOARD.loc.allied) expect(Number(h.slice(0, 2))).toBe(mapJson.grid.columns);
  });

  test('X14.0: the objective hexes are exactly the published ones', () => {
    expect(BOARD.objectives.french).toEqual(['0909', '1006', '1507']);
    expect(BOARD.objectives.allied).toEqual(['0307', '0509', '0803']);
  });

  test('X11.6 edges: French entry hexes on the south-western edge, Allied on the east edge', () => {
    for (const h of BOARD.entry.french) {
      const col = Number(h.slice(0, 2));
      const row = Number(h.slice(2));
      expect(col === 1 || row === mapJson.grid.rows).toBe(true);
      expect(col).toBeLessThanOrEqual(mapJson.grid.columns / 2);
    }
    for (const h of BOARD.entry.allied) expect(Number(h.slice(0, 2))).toBe(mapJson.grid.columns);
  });

  test('data: every set-up hex of 17.0 is on the map, not a pond, and no two units share one', () => {
    const hexes = COUNTERS.flatMap((c) => {
      const s = c.setup.historical;
      return s.kind === 'hex' ? [s.hex] : [];
    });
    expect(hexes.length).toBeGreaterThanOrEqual(18);
    for (const h of hexes) {
      expect(BOARD.has(h)).toBe(true);
      expect(BOARD.terrain.get(h)).not.toBe('pond');
    }
    expect(new Set(hexes).size).toBe(hexes.length);
  });

  test('data: every set-up hex of 17.1 is on the map and not a pond', () => {
    for (const c of COUNTERS) {
      const s = c.setup.earlierBattle;
      if (s.kind !== 'hex') continue;
      expect(BOARD.has(s.hex)).toBe(true);
      expect(BOARD.terrain.get(s.hex)).not.toBe('pond');
    }
  });

  test('data: every terrain of the map is a known terrain with a row in the terrain table', () => {
    for (const t of BOARD.terrain.values()) {
      expect(TERRAINS).toContain(t);
      expect(TABLES.terrain.hexes[t]).toBeDefined();
    }
  });

  test('data: every map hex and counter rating not printed in the sheet carries provenance', () => {
    for (const h of mapJson.hexes) expect(['published', 'reconstruction']).toContain(h.provenance);
    for (const u of countersJson.units) {
      if (u.id === 'fr-iii') expect(u.ratingsProvenance).toMatch(/published/);
      else if (u.type !== 'dummy') expect(u.ratingsProvenance).toBe('reconstruction');
    }
    expect(TABLES.crt.provenance).toBe('reconstruction');
  });

  test('X2.0 pieces: every unit the sheet names by its abbreviation is a counter of its side; French (and the Bavarian Bv) on the French side, Russians and Austrians on the Allied', () => {
    const named = (side: string) =>
      COUNTERS.filter((c) => c.side === side && c.type !== 'dummy').map((c) => c.printedName);
    // X3.0 step 4 and step 6 (with the Conditional and Turn 6 units), X17.0 step 4 (the Cadres)
    expect(new Set(named('french'))).toEqual(
      new Set(['IG', 'Gr', 'I', 'IV', 'IV/2', 'V', 'Res/H', 'Res/L', 'III', 'Bv', 'Cadre']),
    );
    expect(new Set(named('allied'))).toEqual(
      new Set(['1AG', '1', '2', '3', '1/4', '2/4', '5 Cav', 'Gd', 'AG Cav', 'AG', '6', 'Cadre']),
    );
    for (const u of countersJson.units) {
      const nations = u.side === 'french' ? ['french', 'bavarian'] : ['russian', 'austrian'];
      expect(nations).toContain(u.nationality);
    }
    expect(countersJson.units.find((u) => u.id === 'fr-bv')?.nationality).toBe('bavarian');
    expect(countersJson.units.find((u) => u.id === 'al-gd')?.nationality).toBe('russian'); // X2.0
  });

  test('N2.0 ratings: every unit prints a combat strength and a movement allowance of at least 1; a Dummy is worth nothing', () => {
    for (const c of COUNTERS) {
      expect(c.movement).toBeGreaterThanOrEqual(1);
      if (c.type === 'dummy') expect(c.strength).toBe(0);
      else expect(c.strength).toBeGreaterThanOrEqual(1);
    }
  });

  test('data: published numbers (morale start 8, III 3-2 / 2-2, Elite flags of X2.0, turn track)', () => {
    expect(TABLES.morale.track.start).toBe(8);
    const iii = COUNTERS.find((c) => c.id === 'fr-iii');
    expect([iii?.strength, iii?.movement, iii?.reducedStrength]).toEqual([3, 2, 2]);
    const elite = (flag: 'rout' | 'rally' | 'moraleFluctuation'): string[] =>
      COUNTERS.filter((c) => c.elite[flag]).map((c) => c.printedName);
    expect(elite('rout').sort()).toEqual(['Gd', 'Gr', 'IG']);
    expect(elite('rally').sort()).toEqual(['Gd', 'Gr', 'IG']);
    expect(elite('moraleFluctuation').sort()).toEqual(['Gd', 'IG']);
    expect(turnBox(6)).toMatchObject({ date: 'December 2', time: 'Morning' });
    expect(turnBox(10)?.night).toBe(true);
    expect(TABLES.turnTrack.firstTurn).toMatchObject({
      standard: 6,
      historical: 6,
      earlierBattle: 1,
    });
    expect(TABLES.turnTrack.lastTurn.earlierBattle).toBe(10);
    expect(
      TABLES.turnTrack.turns.filter((t) => t.suddenDeath !== undefined).map((t) => t.turn),
    ).toEqual([12, 13, 14]);
  });

  test('X11.6 Davout: the data text and the arrival table agree on every face', () => {
    const text = TABLES.rolls.davoutArrival.results;
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const a = davoutArrival(die);
      const t = text[String(die)] ?? '';
      if (!a.arrives) expect(t).toMatch(/delayed/);
      else {
        expect(t).toContain(a.full ? '3-2' : '2-2');
        expect(/may not move/.test(t)).toBe(!a.mayMove);
      }
    }
  });

  test('data: CRT has 7 columns -2..+4 and 6 rows of the 8 codes', () => {
    expect(TABLES.crt.columns).toEqual(['-2', '-1', '0', '+1', '+2', '+3', '+4']);
    expect(Object.keys(TABLES.crt.rows)).toEqual(['1', '2', '3', '4', '5', '6']);
    for (const row of Object.values(TABLES.crt.rows)) {
      expect(row).toHaveLength(7);
      for (const r of row) expect(RESULTS).toContain(r);
    }
  });

  test('N9.5: differentials beyond the table read its end columns', () => {
    for (const die of [1, 2, 3, 4, 5, 6]) {
      expect(crtResult(9, die)).toBe(crtResult(4, die));
      expect(crtResult(-7, die)).toBe(crtResult(-2, die));
    }
    expect(crtResult(-2, 1)).toBe(TABLES.crt.rows['1']?.[0]);
    expect(crtResult(4, 6)).toBe(TABLES.crt.rows['6']?.[6]);
  });

  test('data: the Goldbach separates hexrow 05xx from 06xx on every row', () => {
    for (let row = 1; row <= mapJson.grid.rows; row++) {
      const a = `05${String(row).padStart(2, '0')}`;
      for (const n of BOARD.neighbors.get(a) ?? [])
        if (n.startsWith('06')) expect(BOARD.streamSide(a, n)).toBe(true);
    }
  });
});
