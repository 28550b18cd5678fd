import { noDice, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import type { A20Event } from '../events';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { at, dieFor } from '../testing/positions';
import { preferredRoute, retreatRoutes } from './retreat';

const ofType = <T extends A20Event['type']>(events: readonly A20Event[], type: T) =>
  events.filter((e): e is Extract<A20Event, { type: T }> => e.type === type);

/** al-1 (0409) beats fr-cadre-1 in Sokolnitz Castle (0509): DR, a rout of 6 hexes. */
function routing(): A20State {
  const s = at(7, 'combat', 'allied', { 'al-1': '0409', 'fr-cadre-1': '0509' });
  const declared = given(a20, s).when({
    type: 'Attack',
    attackers: ['al-1'],
    defender: 'fr-cadre-1',
  }).after;
  return given(a20, declared).when({ type: 'CommitReserve', commit: false }, [6, 6]).after;
}

describe('a20 N9.8.6 the retreating unit’s owner chooses the LOC hex and path (X9.86)', () => {
  test('N9.8.6: a routing defender with more than one route is its owner’s pending decision; the legal actions list every route, each hex nearer a LOC hex', () => {
    const s = routing();
    expect(s.pending).toMatchObject({ type: 'Retreat', side: 'french', rule: 'N9.8.6' });
    const p = s.pending?.type === 'Retreat' ? s.pending : null;
    expect(p?.distance).toBe(6);
    const offered = a20.legalActions(s, sideViewer('french')).map((a) => a.command);
    expect(offered).toHaveLength(p?.routes.length ?? -1);
    expect(offered.length).toBeGreaterThan(1);
    expect(a20.legalActions(s, sideViewer('allied'))).toEqual([]);
    // routes towards two of the French LOC hexes (X9.86: any of the three)
    expect(new Set(p?.routes.map((r) => r.loc)).size).toBeGreaterThan(1);
    const other = a20.decide(s, { type: 'EndPhase' }, noDice);
    expect(other.ok ? null : other.violation.code).toBe('DECISION_PENDING');
  });

  test('N9.8.6: the chosen path is the one taken (hazard dice along it, N9.8.3), then the victor may advance (N9.9)', () => {
    const s = routing();
    const p = s.pending?.type === 'Retreat' ? s.pending : null;
    const route = p?.routes.find((r) => r.loc === '0106');
    expect(route).toBeDefined();
    const r = given(a20, s).when(
      { type: 'ChooseRetreat', path: [...(route?.path ?? [])] } as A20Command,
      [6, 6, 6, 6, 6, 6],
    );
    expect(r.events[0]).toMatchObject({ type: 'RetreatChosen', unitId: 'fr-cadre-1', loc: '0106' });
    const retreated = ofType(r.events, 'UnitRetreated')[0];
    expect(retreated?.path.slice(0, route?.path.length)).toEqual(route?.path);
    expect(ofType(r.events, 'AdvanceOffered')).toHaveLength(1);
    const bad = a20.decide(s, { type: 'ChooseRetreat', path: ['0510'] }, noDice);
    expect(bad.ok ? null : bad.violation.code).toBe('NOT_A_RETREAT_ROUTE');
  });

  test('N9.8.6: the owner may head for a LOC hex other than the nearest: the nearest (0111) cut off, the rules alone would Break the unit (N9.8.2)', () => {
    const s = routing();
    expect(preferredRoute(s, 'fr-cadre-1', 6).path).toEqual([]);
    expect(retreatRoutes(s, 'fr-cadre-1', 6).every((r) => r.loc !== '0111')).toBe(true);
    const p = s.pending?.type === 'Retreat' ? s.pending : null;
    const r = given(a20, s).when(
      { type: 'ChooseRetreat', path: [...(p?.routes[0]?.path ?? [])] },
      [6, 6, 6, 6, 6, 6],
    );
    expect(ofType(r.events, 'UnitBroke')).toEqual([]);
    expect(r.after.units.find((u) => u.id === 'fr-cadre-1')?.location).toBe('map');
  });

  test('N9.8.6: with one route or none there is no choice: the retreat goes at once', () => {
    // fr-i in the map's north-west corner withdraws one hex: only 0102 is nearer any LOC hex
    const s = at(7, 'combat', 'allied', { 'al-1': '0201', 'fr-i': '0101' });
    expect(retreatRoutes(s, 'fr-i', 1)).toHaveLength(1);
    const declared = given(a20, s).when({ type: 'Attack', attackers: ['al-1'], defender: 'fr-i' });
    const die = dieFor(0, 'DW'); // 3 against 3 on clear ground
    const r = given(a20, declared.after).when({ type: 'CommitReserve', commit: false }, [die, 6]);
    expect(ofType(r.events, 'RetreatOffered')).toEqual([]);
    expect(ofType(r.events, 'UnitRetreated')[0]).toMatchObject({ unitId: 'fr-i', path: ['0102'] });
  });
});
