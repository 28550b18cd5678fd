import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { TABLES } from '../data/tables';
import type { A20Event } from '../events';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import { at, dieFor } from '../testing/positions';

const end = { type: 'EndPhase' } as const;
const ofType = <T extends A20Event['type']>(events: readonly A20Event[], type: T) =>
  events.filter((e): e is Extract<A20Event, { type: T }> => e.type === type);
const rallyAt = TABLES.rolls.rally.routedRecoversAtOrAbove;

describe('a20 Army Morale Points spent and lost (N12.0)', () => {
  test('N12.0 forced-march: one Morale Point gives an unmoved unit +1 Movement Point this phase', () => {
    const s = at(7, 'movement', 'french', { 'fr-i': '1703' });
    const three = ['1803', '1903', '2003'];
    expect(three.length).toBe(counter('fr-i').movement + 1);
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: three })
      .thenViolates('NOT_ENOUGH_MP', 'N6.0');
    const r = given(a20, s).when({ type: 'ForcedMarch', unitId: 'fr-i' });
    expect(r.events).toEqual([
      { type: 'MoraleSpent', side: 'french', use: 'forced-march', unitId: 'fr-i' },
      { type: 'MoraleChanged', side: 'french', points: -1, reason: 'forced-march', rule: 'N12.0' },
    ]);
    expect(r.after.morale.french).toBe(TABLES.morale.track.start - 1);
    const moved = given(a20, r.after).when({ type: 'MoveUnit', unitId: 'fr-i', path: three });
    expect(moved.after.units.find((u) => u.id === 'fr-i')?.hex).toBe('2003');
    // once per unit and phase, before it moves
    given(a20, r.after)
      .when({ type: 'ForcedMarch', unitId: 'fr-i' })
      .thenViolates('ALREADY_MOVED', 'N12.0');
  });

  test('N12.0 forced-march: not at night, not the enemy, not the last Morale Point', () => {
    given(a20, at(10, 'movement', 'french', { 'fr-i': '1703' }))
      .when({ type: 'ForcedMarch', unitId: 'fr-i' })
      .thenViolates('NO_FORCED_MARCH_AT_NIGHT', 'N12.0');
    given(a20, at(7, 'movement', 'french', { 'al-1': '1703' }))
      .when({ type: 'ForcedMarch', unitId: 'al-1' })
      .thenViolates('NOT_YOUR_UNIT', 'N12.0');
    const poor = at(
      7,
      'movement',
      'french',
      { 'fr-i': '1703' },
      {
        morale: { allied: 8, french: 1 },
      },
    );
    given(a20, poor)
      .when({ type: 'ForcedMarch', unitId: 'fr-i' })
      .thenViolates('NOT_ENOUGH_MORALE', 'N12.0');
    expect(
      a20.legalActions(poor, sideViewer('french')).some((a) => a.command.type === 'ForcedMarch'),
    ).toBe(false);
  });

  test('N12.0 rally-bonus: one Morale Point gives +1 on a rally roll (N10.1)', () => {
    const s = at(7, 'rally', 'french', { 'fr-i': { hex: '1703', routed: true } });
    expect(a20.legalActions(s, sideViewer('french')).map((a) => a.command)).toContainEqual({
      type: 'BoostRally',
      unitId: 'fr-i',
    });
    const boosted = given(a20, s).when({ type: 'BoostRally', unitId: 'fr-i' }).after;
    expect(boosted.morale.french).toBe(TABLES.morale.track.start - 1);
    const r = given(a20, boosted).when(end, [rallyAt - 1]);
    expect(ofType(r.events, 'RallyRolled')[0]).toMatchObject({ modifier: 1, rallied: true });
    // without it the same die fails
    const plain = given(a20, s).when(end, [rallyAt - 1]);
    expect(ofType(plain.events, 'RallyRolled')[0]).toMatchObject({ modifier: 0, rallied: false });
    given(a20, boosted)
      .when({ type: 'BoostRally', unitId: 'fr-i' })
      .thenViolates('NO_RALLY_ROLL', 'N10.1');
    given(a20, at(7, 'movement', 'french', { 'fr-i': { hex: '1703', routed: true } }))
      .when({ type: 'BoostRally', unitId: 'fr-i' })
      .thenViolates('NOT_RALLY_PHASE', 'N10.1');
  });

  test('N12.0 rally-bonus: also on a Broken unit’s night rally roll (N10.2)', () => {
    const base = at(10, 'rally', 'french', {});
    const s = {
      ...base,
      units: base.units.map((u) =>
        u.id === 'fr-i' ? { ...u, location: 'broken' as const, hex: null } : u,
      ),
    };
    const boosted = given(a20, s).when({ type: 'BoostRally', unitId: 'fr-i' }).after;
    const die = TABLES.rolls.rally.broken.returnsAtOrAbove - 1;
    const r = given(a20, boosted).when(end, [die]);
    expect(ofType(r.events, 'BrokenUnitRallyRolled')[0]).toMatchObject({
      modifier: 1,
      outcome: 'returns',
    });
  });

  test('N12.0 reserve: one Morale Point adds +1 to a battle differential, declared with the attack', () => {
    const s = at(7, 'combat', 'french', { 'fr-i': '1703', 'al-3': '1704' });
    const die = dieFor(2, 'DR');
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i'], defender: 'al-3', reserve: true },
      [die, 6],
    );
    expect(r.events.slice(0, 2)).toEqual([
      { type: 'MoraleSpent', side: 'french', use: 'reserve', unitId: 'fr-i' },
      { type: 'MoraleChanged', side: 'french', points: -1, reason: 'reserve', rule: 'N12.0' },
    ]);
    expect(ofType(r.events, 'AttackResolved')[0]).toMatchObject({ differential: 2, result: 'DR' });
    const plain = given(a20, s).when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3' }, [
      die,
      6,
    ]);
    expect(ofType(plain.events, 'AttackResolved')[0]?.differential).toBe(1);
    const poor = at(
      7,
      'combat',
      'french',
      { 'fr-i': '1703', 'al-3': '1704' },
      {
        morale: { allied: 8, french: 1 },
      },
    );
    given(a20, poor)
      .when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3', reserve: true }, [die])
      .thenViolates('NOT_ENOUGH_MORALE', 'N12.0');
  });

  test('N12.0 loc-blocked: an enemy on one of your LOC hexes costs a point at the end of your non-night turn', () => {
    const loc = BOARD.loc.french[0] as string;
    const blocked = at(7, 'rally', 'french', { 'al-1': loc });
    expect(ofType(given(a20, blocked).when(end).events, 'MoraleChanged')).toEqual([
      { type: 'MoraleChanged', side: 'french', points: -1, reason: 'loc-blocked', rule: 'N12.0' },
    ]);
    // a friend there, the enemy's turn, or a Night turn: nothing
    const own = at(7, 'rally', 'french', { 'fr-i': loc });
    expect(ofType(given(a20, own).when(end).events, 'MoraleChanged')).toEqual([]);
    const theirs = at(7, 'rally', 'allied', { 'al-1': loc });
    expect(ofType(given(a20, theirs).when(end).events, 'MoraleChanged')).toEqual([]);
    const night = at(10, 'rally', 'french', { 'al-1': loc });
    expect(ofType(given(a20, night).when(end).events, 'MoraleChanged')).toEqual([]);
  });
});
