import { setupStateOrThrow, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { at } from '../testing/positions';

const cadres = { optionalRules: ['cadres'] };
const where = (s: A20State, id: string) => s.units.find((u) => u.id === id);

describe('a20 Cadres (N16.7, X17.0)', () => {
  test('N16.7: an infantry unit of strength 2+ breaks down into two Cadres (its hex and the next) for 1 MP', () => {
    const s = at(7, 'movement', 'allied', { 'al-1': '1704' }, cadres);
    const r = given(a20, s).when({ type: 'BreakDown', unitId: 'al-1', hex: '1804' });
    expect(r.events).toEqual([
      {
        type: 'UnitBrokeDown',
        unitId: 'al-1',
        cadres: ['al-cadre-1', 'al-cadre-2'],
        hexes: ['1704', '1804'],
      },
      {
        type: 'MoraleChanged',
        side: 'allied',
        points: -1,
        reason: 'cadre-breakdown',
        rule: 'N16.7',
      },
    ]);
    expect(where(r.after, 'al-1')?.location).toBe('out');
    expect(where(r.after, 'al-cadre-1')).toMatchObject({ location: 'map', hex: '1704' });
    expect(where(r.after, 'al-cadre-2')).toMatchObject({ location: 'map', hex: '1804' });
    expect(r.after.cadreParents).toMatchObject({ 'al-cadre-1': 'al-1', 'al-cadre-2': 'al-1' });
    // no Cadre counters left for a second breakdown
    const two = at(7, 'movement', 'allied', { 'al-1': '1704', 'al-2': '1204' }, cadres);
    const once = given(a20, two).when({ type: 'BreakDown', unitId: 'al-1', hex: '1804' }).after;
    given(a20, once)
      .when({ type: 'BreakDown', unitId: 'al-2', hex: '1304' })
      .thenViolates('NO_FREE_CADRES', 'N16.7');
  });

  test('N16.7: cavalry may not break down, nor a unit into an occupied hex, nor without the optional rule', () => {
    const s = at(7, 'movement', 'allied', { 'al-5cav': '1704', 'al-1': '1604' }, cadres);
    given(a20, s)
      .when({ type: 'BreakDown', unitId: 'al-5cav', hex: '1804' })
      .thenViolates('CANNOT_BREAK_DOWN', 'N16.7');
    given(a20, s)
      .when({ type: 'BreakDown', unitId: 'al-1', hex: '1704' })
      .thenViolates('NOT_A_CADRE_HEX', 'N16.7');
    given(a20, at(7, 'movement', 'allied', { 'al-1': '1704' }))
      .when({ type: 'BreakDown', unitId: 'al-1', hex: '1804' })
      .thenViolates('CADRES_NOT_IN_PLAY', 'N16.7');
  });

  test('N16.7.2: two adjacent Cadres of one unit recombine into it for 1 MP back', () => {
    const s = at(7, 'movement', 'allied', { 'al-1': '1704' }, cadres);
    const broken = given(a20, s).when({ type: 'BreakDown', unitId: 'al-1', hex: '1804' }).after;
    // breaking down was their move: next Allied Movement Phase
    const next = { ...broken, turn: 8, marks: { ...broken.marks, moved: [] } };
    const offered = a20.legalActions(next, sideViewer('allied')).map((a) => a.command);
    expect(offered).toContainEqual({ type: 'Recombine', cadres: ['al-cadre-1', 'al-cadre-2'] });
    const r = given(a20, next).when({ type: 'Recombine', cadres: ['al-cadre-1', 'al-cadre-2'] });
    expect(r.events).toEqual([
      {
        type: 'CadresRecombined',
        unitId: 'al-1',
        cadres: ['al-cadre-1', 'al-cadre-2'],
        hex: '1704',
        morale: true,
      },
      {
        type: 'MoraleChanged',
        side: 'allied',
        points: 1,
        reason: 'cadres-recombine',
        rule: 'N16.7.2',
      },
    ]);
    expect(where(r.after, 'al-1')).toMatchObject({ location: 'map', hex: '1704' });
    expect(where(r.after, 'al-cadre-2')?.location).toBe('out');
    expect(r.after.cadreParents).toEqual({});
  });

  test('N16.7.2: Cadres in an enemy ZOC, or not adjacent, do not recombine', () => {
    const s = setupStateOrThrow(
      a20.initialState({ scenarioId: 'historical', optionalRules: ['cadres'] }),
    );
    const fr = { ...s, side: 'french' as const };
    // 0509 and 0609 are adjacent; the Allied 2 (0708) and 1 (0709) are next to 0609
    given(a20, fr)
      .when({ type: 'Recombine', cadres: ['fr-cadre-1', 'fr-cadre-2'] })
      .thenViolates('CANNOT_RECOMBINE', 'N16.7.2');
    given(a20, fr)
      .when({ type: 'Recombine', cadres: ['fr-cadre-1', 'fr-cadre-3'] })
      .thenViolates('CADRES_NOT_ADJACENT', 'N16.7.2');
  });

  test('X17.0: the IV/2 Cadres recombine into IV/2 with no Morale Point', () => {
    const s = at(7, 'movement', 'french', { 'fr-cadre-1': '0509', 'fr-cadre-2': '0609' }, cadres);
    expect(s.cadreParents).toEqual({ 'fr-cadre-1': 'fr-iv-2', 'fr-cadre-2': 'fr-iv-2' });
    const r = given(a20, s).when({ type: 'Recombine', cadres: ['fr-cadre-2', 'fr-cadre-1'] });
    expect(r.events).toEqual([
      {
        type: 'CadresRecombined',
        unitId: 'fr-iv-2',
        cadres: ['fr-cadre-2', 'fr-cadre-1'],
        hex: '0609',
        morale: false,
      },
    ]);
    expect(where(r.after, 'fr-iv-2')).toMatchObject({ location: 'map', hex: '0609' });
  });
});
