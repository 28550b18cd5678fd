import { dg2006 } from './ruleset';
import { at } from './testing/positions';

describe('set-up and custom positions', () => {
  test('an unknown scenario or optional rule is a problem, not an exception', () => {
    expect(dg2006.initialState({ scenarioId: 'nope' })).toMatchObject({ ok: false });
    expect(dg2006.initialState({ scenarioId: 'historical', optionalRules: ['x'] })).toMatchObject({
      ok: false,
    });
  });

  test('a custom position puts the listed units in play, others out of play (reinforcements still to come wait)', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '0505', 'al-dokhturov-1': '2005' });
    expect(s.custom).toBe(true);
    expect(s.units.filter((u) => u.location === 'map')).toHaveLength(2);
    expect(s.units.filter((u) => u.location === 'awaiting')).toHaveLength(9);
    const late = at(3, 'movement', 'allied', { 'fr-morand': '0505' });
    expect(late.units.filter((u) => u.location === 'awaiting')).toHaveLength(0);
  });

  test('a bad position is reported with problems: unknown unit, off map, lake, both sides, overstack, wrong strength', () => {
    const r = dg2006.initialState({
      scenarioId: 'historical',
      position: {
        turn: 2,
        phase: 'movement',
        activeSide: 'allied',
        units: [
          { unitId: 'nobody', hex: '0101' },
          { unitId: 'fr-morand', hex: '9999' },
          { unitId: 'fr-rivaud', hex: '1317' },
          { unitId: 'fr-drouet', hex: '0505', strength: 3 },
        ],
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems.map((p) => p.code)).toEqual([
        'UNKNOWN_UNIT',
        'OFF_MAP',
        'PROHIBITED_TERRAIN',
        'BAD_STRENGTH',
      ]);
    const both = dg2006.initialState({
      scenarioId: 'historical',
      position: {
        turn: 2,
        phase: 'movement',
        activeSide: 'allied',
        units: [
          { unitId: 'fr-morand', hex: '0505' },
          { unitId: 'al-dokhturov-1', hex: '0505' },
        ],
      },
    });
    expect(both).toMatchObject({ ok: false, problems: [{ code: 'BOTH_SIDES_IN_HEX' }] });
    const over = dg2006.initialState({
      scenarioId: 'historical',
      position: {
        turn: 2,
        phase: 'movement',
        activeSide: 'allied',
        units: [
          { unitId: 'fr-drouet', hex: '0505' },
          { unitId: 'fr-rivaud', hex: '0505' },
        ],
      },
    });
    expect(over).toMatchObject({ ok: false, problems: [{ code: 'OVERSTACKED', rule: '7.0' }] });
    expect(dg2006.initialState({ scenarioId: 'historical', position: 7 })).toMatchObject({
      ok: false,
    });
  });

  test('a position in a Combat Phase fixes the 8.0 B-C obligations', () => {
    const s = at(4, 'combat', 'allied', { 'fr-morand': '1905', 'al-dokhturov-1': '2005' });
    expect(s.marks.obligedAttackers).toEqual(['al-dokhturov-1']);
  });

  test('view, redactEvent, map, scenario, hasUnit', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '0505' });
    const v = dg2006.view(s, { kind: 'spectator' }) as {
      units: { id: string; strength: number }[];
    };
    expect(v.units.find((u) => u.id === 'fr-morand')?.strength).toBe(7);
    const e = { type: 'AttackConcluded' } as const;
    expect(dg2006.redactEvent(e, { kind: 'spectator' })).toBe(e);
    const map = dg2006.map() as {
      hexes: { label: string; neighbors: { label: string; hexside: string[] }[] }[];
    };
    const kob = map.hexes.find((h) => h.label === '0909');
    expect(kob?.neighbors.find((n) => n.label === '1009')?.hexside).toEqual(['lake']);
    expect(dg2006.scenario('historical')).toMatchObject({ turns: 13, firstSide: 'allied' });
    expect(dg2006.scenario('nope')).toBeNull();
    expect(dg2006.hasUnit?.(s, 'fr-morand')).toBe(true);
    expect(dg2006.hasUnit?.(s, 'x')).toBe(false);
    expect(dg2006.info).toMatchObject({
      id: 'dg-2006',
      version: '2.0.0',
      sides: ['allied', 'french'],
      geometry: 'hex',
    });
  });

  test('preview: an attack\u2019s odds column and outcome table, or the violation', () => {
    const s = at(1, 'combat', 'french', { 'fr-morand': '1905', 'al-dokhturov-1': '2005' });
    expect(
      dg2006.preview?.(s, {
        type: 'Attack',
        attackers: ['fr-morand'],
        defenders: ['al-dokhturov-1'],
      }),
    ).toMatchObject({
      odds: '1-2',
      column: '1-2',
      outcomes: [{ die: 1, result: 'Dr' }, {}, {}, {}, {}, { die: 6, result: 'Ae' }],
    });
    expect(
      dg2006.preview?.(s, { type: 'Attack', attackers: ['x'], defenders: ['al-dokhturov-1'] }),
    ).toMatchObject({
      kind: 'violation',
      code: 'UNKNOWN_UNIT',
    });
    expect(dg2006.preview?.(s, { type: 'EndPhase' })).toBeUndefined();
  });
});
