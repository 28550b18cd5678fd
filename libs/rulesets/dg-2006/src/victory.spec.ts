import { given } from '@pratzen/engine/testing';
import { dg2006 } from './ruleset';
import { at } from './testing/positions';
import { cutOffUnits, victoryLevel } from './victory';

describe('victory (published 14.1-14.2, cited as a public fact; not in the rulebook text we hold)', () => {
  test('14.1: one VP per enemy strength point eliminated', () => {
    const s = at(
      5,
      'movement',
      'allied',
      { 'fr-morand': '0505', 'al-dokhturov-1': '2410' },
      { lost: { allied: 12, french: 9 } },
    );
    const v = dg2006.victory(s);
    expect(v.sides['french']?.points).toBe(12);
    expect(v.sides['allied']?.points).toBe(9);
    expect(v.result).toBeNull();
  });

  test('14.1: Allied units that cannot trace a line to an arrow hex count as eliminated', () => {
    // an Allied unit walled in on the west side by French units and their ZOC
    const s = at(5, 'movement', 'allied', {
      'al-dokhturov-1': '0405',
      'fr-morand': '0505',
      'fr-rivaud': '0506',
      'fr-drouet': '0404',
      'fr-schiner': '0305',
      'fr-ferey': '0306',
      'fr-candras': '0504',
      'al-dokhturov-2': '2005',
    });
    expect(cutOffUnits(s)).toEqual(['al-dokhturov-1']);
    expect(dg2006.victory(s).sides['french']?.breakdown).toMatchObject({
      '14.1 Allied strength points cut off from the arrow hexes': 8,
    });
  });

  test('14.2: Allied exits score 3 VP per point off the west edge, 1 VP off the east edge, the greater edge only', () => {
    const s = at(5, 'movement', 'allied', {
      'al-dokhturov-1': '0110',
      'al-kienmayer-inf': '2405',
      'fr-morand': '1010',
    });
    const west = given(dg2006, s).when({
      type: 'MoveUnit',
      unitId: 'al-dokhturov-1',
      path: [],
      exitMap: true,
    });
    west.then([{ type: 'UnitExited', unitId: 'al-dokhturov-1', edge: 'west', strength: 8 }]);
    expect(dg2006.victory(west.after).sides['allied']?.points).toBe(24);
    const both = given(dg2006, west.after).when({
      type: 'MoveUnit',
      unitId: 'al-kienmayer-inf',
      path: [],
      exitMap: true,
    }).after;
    expect(both.exited).toEqual({ west: 8, east: 4 });
    expect(dg2006.victory(both).sides['allied']?.points).toBe(24);
    const french = at(5, 'movement', 'french', { 'fr-morand': '0110', 'al-dokhturov-1': '2010' });
    given(dg2006, french)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: [], exitMap: true })
      .thenViolates('EXIT_NOT_ALLOWED', '14.2');
  });

  test('14.2: levels by the ratio of Allied to French VP', () => {
    expect(victoryLevel(10, 31)).toEqual({ winner: 'french', level: 'decisive' });
    expect(victoryLevel(10, 30)).toEqual({ winner: 'french', level: 'substantive' });
    expect(victoryLevel(10, 21)).toEqual({ winner: 'french', level: 'substantive' });
    expect(victoryLevel(10, 20)).toEqual({ winner: 'french', level: 'marginal' });
    expect(victoryLevel(10, 16)).toEqual({ winner: 'french', level: 'marginal' });
    expect(victoryLevel(10, 15)).toEqual({ winner: 'allied', level: 'marginal' });
    expect(victoryLevel(10, 10)).toEqual({ winner: 'allied', level: 'marginal' });
    expect(victoryLevel(11, 10)).toEqual({ winner: 'allied', level: 'substantive' });
    expect(victoryLevel(20, 10)).toEqual({ winner: 'allied', level: 'substantive' });
    expect(victoryLevel(21, 10)).toEqual({ winner: 'allied', level: 'decisive' });
    expect(victoryLevel(5, 0)).toEqual({ winner: 'allied', level: 'decisive' });
  });

  test('the result is given once the game is over', () => {
    const s = at(
      13,
      'combat',
      'french',
      { 'fr-morand': '0505', 'al-dokhturov-1': '2410' },
      { lost: { allied: 30, french: 5 } },
    );
    const after = given(dg2006, s).when({ type: 'EndPhase' }).after;
    expect(dg2006.victory(after).result).toEqual({
      winner: 'french',
      level: 'decisive',
      margin: 25,
    });
    expect(dg2006.status(after).over).toBe(true);
  });
});
