import { given } from '@pratzen/engine/testing';
import { sideViewer } from '@pratzen/engine';
import { dg2006 } from '../ruleset';
import { at } from '../testing/positions';
import { initialState } from '../setup';
import { COUNTERS } from '../data/counters';

const turn2allied = () => at(2, 'movement', 'allied', { 'fr-morand': '0505' });

describe('12.0 reinforcements', () => {
  test('12.0: the Allies receive a 13-3, a 10-5 and an 8-3, the French a 5-6, 4-6, 6-5, 4-5, 3-5 and 6-4', () => {
    const values = (side: string) =>
      COUNTERS.filter((c) => c.side === side && c.setup.kind === 'reinforcement')
        .map((c) => `${c.strength}-${c.movement}`)
        .sort();
    expect(values('allied')).toEqual(['10-5', '13-3', '8-3']);
    expect(values('french')).toEqual(['3-5', '4-5', '4-6', '5-6', '6-4', '6-5']);
    const r = initialState({ scenarioId: 'historical' });
    if (!r.ok) throw new Error('set-up');
    expect(r.state.units.filter((u) => u.location === 'awaiting')).toHaveLength(9);
  });

  test('12.0: they arrive at the start of their own Movement Phase of game-turn 2, on their own edge', () => {
    const turn1 = at(1, 'movement', 'allied', { 'fr-morand': '0505' });
    given(dg2006, turn1)
      .when({ type: 'PlaceReinforcement', unitId: 'al-guard-inf', hex: '2410' })
      .thenViolates('NOT_YET_ARRIVED', '12.0');
    given(dg2006, turn2allied())
      .when({ type: 'PlaceReinforcement', unitId: 'al-guard-inf', hex: '0115' })
      .thenViolates('NOT_AN_ENTRY_HEX', '12.0');
    given(dg2006, turn2allied())
      .when({ type: 'PlaceReinforcement', unitId: 'al-guard-inf', hex: '2410' })
      .then([{ type: 'ReinforcementPlaced', unitId: 'al-guard-inf', hex: '2410', cost: 1 }]);
    const french = at(2, 'movement', 'french', { 'al-dokhturov-1': '2005' });
    given(dg2006, french)
      .when({ type: 'PlaceReinforcement', unitId: 'fr-friant', hex: '0115' })
      .then([{ type: 'ReinforcementPlaced', unitId: 'fr-friant' }]);
    const entries = dg2006
      .legalActions(french, sideViewer('french'), {
        unitId: 'fr-friant',
        type: 'PlaceReinforcement',
      })
      .map((a) => (a.command as { hex: string }).hex);
    expect(entries.sort()).toEqual(['0114', '0115', '0116']);
  });

  test('12.0 A: placement spends one Movement Point; the unit may then move with the rest', () => {
    const placed = given(dg2006, turn2allied()).when({
      type: 'PlaceReinforcement',
      unitId: 'al-guard-cav',
      hex: '2410',
    }).after;
    given(dg2006, placed)
      .when({ type: 'MoveUnit', unitId: 'al-guard-cav', path: ['2310', '2210', '2110', '2010'] })
      .then([{ type: 'UnitMoved', cost: 4 }]);
    given(dg2006, placed)
      .when({
        type: 'MoveUnit',
        unitId: 'al-guard-cav',
        path: ['2310', '2210', '2110', '2010', '1910'],
      })
      .thenViolates('OVER_ALLOWANCE', '5.0 G');
    // entering and moving in one command: the entry hex is the first hex of the path
    given(dg2006, turn2allied())
      .when({ type: 'MoveUnit', unitId: 'al-guard-inf', path: ['2410', '2310', '2210'] })
      .then([{ type: 'UnitMoved', unitId: 'al-guard-inf', from: null, cost: 3 }]);
  });

  test('12.0 A: reinforcements may be placed over the stacking limit but must conform by the end of the phase', () => {
    let s = turn2allied();
    s = given(dg2006, s).when({
      type: 'PlaceReinforcement',
      unitId: 'al-guard-inf',
      hex: '2410',
    }).after;
    s = given(dg2006, s).when({
      type: 'PlaceReinforcement',
      unitId: 'al-guard-cav',
      hex: '2410',
    }).after;
    s = given(dg2006, s).when({
      type: 'PlaceReinforcement',
      unitId: 'al-reserve',
      hex: '2409',
    }).after;
    given(dg2006, s).when({ type: 'EndPhase' }).thenViolates('OVERSTACKED', '12.0 A');
    s = given(dg2006, s).when({ type: 'MoveUnit', unitId: 'al-guard-cav', path: ['2310'] }).after;
    given(dg2006, s)
      .when({ type: 'EndPhase' })
      .then((events) => expect(events[0]?.type).toBe('PhaseEnded'));
  });

  test('12.0 B: reinforcements move and fight in the player-turn they enter', () => {
    const s = at(2, 'movement', 'allied', { 'fr-morand': '2109' });
    const moved = given(dg2006, s).when({
      type: 'MoveUnit',
      unitId: 'al-guard-cav',
      path: ['2409', '2309', '2209'],
    }).after;
    expect(moved.units.find((u) => u.id === 'al-guard-cav')?.hex).toBe('2209');
    let all = given(dg2006, moved).when({
      type: 'PlaceReinforcement',
      unitId: 'al-guard-inf',
      hex: '2411',
    }).after;
    all = given(dg2006, all).when({
      type: 'PlaceReinforcement',
      unitId: 'al-reserve',
      hex: '2410',
    }).after;
    const combat = given(dg2006, all).when({ type: 'EndPhase' }).after;
    expect(combat.phase).toBe('combat');
    const attacks = dg2006.legalActions(combat, sideViewer('allied'), { type: 'Attack' });
    expect(
      attacks.some((a) =>
        (a.command as unknown as { attackers: string[] }).attackers.includes('al-guard-cav'),
      ),
    ).toBe(true);
  });

  test('12.0 C: reinforcements may not delay their appearance', () => {
    given(dg2006, turn2allied())
      .when({ type: 'EndPhase' })
      .thenViolates('REINFORCEMENTS_NOT_ENTERED', '12.0 C');
  });

  test('errata (1973): no entry on enemy-occupied hexes; when all are blocked, the nearest free hex', () => {
    const one = at(2, 'movement', 'allied', { 'fr-morand': '2410' });
    given(dg2006, one)
      .when({ type: 'PlaceReinforcement', unitId: 'al-guard-inf', hex: '2410' })
      .thenViolates('NOT_AN_ENTRY_HEX', '12.0');
    const all = at(2, 'movement', 'allied', {
      'fr-morand': '2409',
      'fr-rivaud': '2410',
      'fr-drouet': '2411',
    });
    const hexes = dg2006
      .legalActions(all, sideViewer('allied'), { unitId: 'al-reserve', type: 'PlaceReinforcement' })
      .map((a) => (a.command as { hex: string }).hex);
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes).not.toContain('2410');
    expect(hexes.every((h) => ['2408', '2412', '2309', '2310', '2311', '2312'].includes(h))).toBe(
      true,
    );
  });
});
