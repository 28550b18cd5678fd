import { given } from '@pratzen/engine/testing';
import { a20 } from '../ruleset';
import { turnBox } from '../data/tables';
import { at } from '../testing/positions';

const weather = { optionalRules: ['weather'] };

describe('a20 optional rule X16.8 Weather', () => {
  // Turn 9 is an Evening turn (fog), Turn 8 an Afternoon turn (clear)
  test('data: the turns in fog are the Morning and Evening boxes', () => {
    expect(turnBox(9)).toMatchObject({ time: 'Evening', fog16_8: true });
    expect(turnBox(8)).toMatchObject({ time: 'Afternoon', fog16_8: false });
  });

  test('X16.8: in fog every unit has 1 Movement Point, as at night', () => {
    const fog = at(9, 'movement', 'french', { 'fr-res-h': '1703' }, weather);
    given(a20, fog)
      .when({ type: 'MoveUnit', unitId: 'fr-res-h', path: ['1704', '1705'] })
      .thenViolates('NOT_ENOUGH_MP', 'N6.0');
    const clear = at(8, 'movement', 'french', { 'fr-res-h': '1703' }, weather);
    given(a20, clear)
      .when({ type: 'MoveUnit', unitId: 'fr-res-h', path: ['1704', '1705'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
    const off = at(9, 'movement', 'french', { 'fr-res-h': '1703' });
    given(a20, off)
      .when({ type: 'MoveUnit', unitId: 'fr-res-h', path: ['1704', '1705'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
  });

  test('X16.8: in fog enemy units have no ZOC (no stop on entering one)', () => {
    const fog = at(9, 'movement', 'french', { 'fr-i': '1703', 'al-1': '1705' }, weather);
    // 1 MP in fog: the two-hex path is refused for its cost, not for the ZOC
    given(a20, fog)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704', '1604'] })
      .thenViolates('NOT_ENOUGH_MP', 'N6.0');
    const inZoc = at(9, 'movement', 'french', { 'fr-i': '1704', 'al-1': '1705' }, weather);
    given(a20, inZoc)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1604'] })
      .then([{ type: 'UnitMoved' }]);
  });

  test('X16.8: in fog attacks are selective: one attacker per battle, and only such are offered', () => {
    const fog = at(
      9,
      'combat',
      'french',
      { 'fr-i': '1703', 'fr-v': '1604', 'al-3': '1704' },
      weather,
    );
    given(a20, fog)
      .when({ type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' }, [6, 6, 6])
      .thenViolates('SELECTIVE_ATTACKS_ONLY', 'X16.8');
    const offered = a20.legalActions(fog, { kind: 'side', side: 'french' }, { type: 'Attack' });
    expect(
      offered
        .filter((a) => a.rule === 'N9.1') // not the N12.0 reserve variants
        .map((a) => (a.command as { readonly attackers: readonly string[] }).attackers),
    ).toEqual([['fr-i'], ['fr-v']]);
  });

  test('X16.8 is chosen at set-up; an unknown optional rule is refused', () => {
    const on = a20.initialState({ scenarioId: 'historical', optionalRules: ['weather'] });
    expect(on.ok && on.state.optionalRules).toEqual(['weather']);
    const bad = a20.initialState({ scenarioId: 'historical', optionalRules: ['nope'] });
    expect(bad.ok ? null : bad.problems[0]?.code).toBe('UNKNOWN_OPTIONAL_RULE');
  });
});
