import { FEATURES, LOCATIONS, UNITS, tableMap, unitSpec } from './catalogue';
import { SCENARIOS } from './scenarios';

const count = (formation: string, kind: string) =>
  UNITS.filter((u) => u.formation === formation && u.kind === kind).length;

describe('order of battle (data/units.json)', () => {
  test.each([
    ['al-vg-kienmayer', 1, 3, 1],
    ['al-col-i', 3, 1, 3],
    ['al-col-ii', 3, 1, 2],
    ['al-col-iii', 3, 0, 2],
    ['al-col-iv', 5, 0, 6],
    ['al-col-v', 0, 4, 2],
    ['al-vg-bagration', 3, 3, 4],
    ['al-guard', 2, 2, 3],
  ])('28.1.6 the Allied %s: %i infantry, %i cavalry, %i artillery', (f, inf, cav, art) => {
    expect([count(f, 'infantry'), count(f, 'cavalry'), count(f, 'artillery')]).toEqual([
      inf,
      cav,
      art,
    ]);
  });

  test.each([
    ['fr-i', 4, 0, 3],
    ['fr-iii', 3, 2, 3],
    ['fr-iv', 9, 3, 3],
    ['fr-v', 4, 1, 2],
    ['fr-gren', 3, 0, 1],
    ['fr-res', 0, 9, 2],
    ['fr-guard', 3, 3, 2],
    ['fr-santon', 0, 0, 1],
  ])('28.2.8 the French %s: %i infantry, %i cavalry, %i artillery', (f, inf, cav, art) => {
    expect([count(f, 'infantry'), count(f, 'cavalry'), count(f, 'artillery')]).toEqual([
      inf,
      cav,
      art,
    ]);
  });

  test('the published fragments are kept exactly', () => {
    // 28.1.6.1: Dokhturov's infantry 8, 8, 5; 28.2.11: Legrand's 5, 5, 8 ("rifle value", read as morale)
    expect(
      UNITS.filter((u) => u.formation === 'al-col-i' && u.kind === 'infantry').map((u) => u.morale),
    ).toEqual([8, 8, 5]);
    expect(UNITS.filter((u) => u.id.startsWith('fr-iv-legrand')).map((u) => u.morale)).toEqual([
      5, 5, 8,
    ]);
    expect(unitSpec('fr-soult')?.morale).toBe(9); // 12.6.1
    expect(unitSpec('fr-iv-margaron')?.morale).toBe(7); // example of play
    expect(unitSpec('al-col-v-uvarov')).toMatchObject({ morale: 8, combat: 1 }); // example of play
    expect(unitSpec('fr-iv-vandamme-2')?.combat).toBe(3); // example of play
    expect(unitSpec('al-col-iv-art-1')).toMatchObject({ hd: 3, firepower: 7, nation: 'russian' }); // example of play
    expect(unitSpec('al-col-iv-art-4')).toMatchObject({ hd: 4, nation: 'austrian' }); // example of play
    expect(unitSpec('fr-santon-battery')).toMatchObject({ combat: 1, santon: true }); // 13.15
  });

  test('2.x, 12.3 steps: 2 for infantry and cavalry, 1 for artillery and HQs; 12.6.1 HQ bonuses', () => {
    for (const u of UNITS)
      expect(u.steps).toBe(u.kind === 'infantry' || u.kind === 'cavalry' ? 2 : 1);
    expect(unitSpec('fr-napoleon')?.bonus).toBe(2);
    expect(unitSpec('al-kutuzov')?.bonus).toBe(2);
    expect(unitSpec('fr-davout')?.bonus).toBe(1);
  });
});

describe('the table (data/table.json)', () => {
  test('17.1.1 the seven red locations, the Pratzenberg worth 2', () => {
    expect(LOCATIONS.map((l) => [l.name, l.victoryPoints, l.controlledAtStart])).toEqual([
      ['Pratzenberg', 2, 'allied'],
      ['Santón', 1, 'french'],
      ['Puntowitz', 1, 'french'],
      ['Sokolnitz', 1, 'french'],
      ['Sokolnitz Castle', 1, 'french'],
      ['Teilnitz', 1, 'french'],
      ['Blaschowitz', 1, 'allied'],
    ]);
  });
  test('every feature is valid GeoJSON in UM with a terrain; served as it is stored', () => {
    expect(FEATURES.every((f) => (f.area === null) !== (f.line === null))).toBe(true);
    expect(tableMap()).toMatchObject({
      type: 'FeatureCollection',
      unit: 'UM',
      bbox: [0, 0, 40, 30],
    });
  });
  test('scenario placements name units of the order of battle', () => {
    for (const s of SCENARIOS) for (const p of s.placements) expect(unitSpec(p.id)).toBeDefined();
  });
});
