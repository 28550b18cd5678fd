import { isViolation, noDice, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import type { A20Event } from '../events';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { at, dieFor } from '../testing/positions';
import { TABLES } from '../data/tables';
import { attackOdds } from './attack';
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

/** The differential of a battle at `s` (the hex kit's odds), for `dieFor`. */
function differential(s: A20State, attackers: string[], defender: string): number {
  const odds = attackOdds(s, attackers, defender);
  if (isViolation(odds)) throw new Error(odds.message);
  return odds.differential;
}

/** Answer every pending retreat with the first route offered; the events of all the answers. */
function answerAll(s: A20State, dice: number[] = [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]) {
  const events: A20Event[] = [];
  const owners: string[] = [];
  let now = s;
  while (now.pending?.type === 'Retreat') {
    owners.push(`${now.pending.side}:${now.pending.unitId}`);
    const path = now.pending.routes[0]?.path ?? [];
    const r = given(a20, now).when({ type: 'ChooseRetreat', path: [...path] }, dice);
    events.push(...r.events);
    now = r.after;
  }
  return { events, owners, after: now };
}

describe('a20 N9.8.6 the owner chooses for attackers (AR, AW), countercharged units (N8.1) and the ice (X9.81)', () => {
  // two Allied Cadres east of the Imperial Guard at 1105 on clear ground, far from any LOC hex
  const battle = () =>
    at(7, 'combat', 'allied', { 'fr-ig': '1105', 'al-cadre-1': '1205', 'al-cadre-2': '1204' });

  test('N9.8.6 / N9.6 AR: each routing attacker is its owner’s choice in turn (its distance rolled when its turn comes); the Combat Phase goes on after the last', () => {
    const s = battle();
    const d = differential(s, ['al-cadre-1', 'al-cadre-2'], 'fr-ig');
    const declared = given(a20, s).when({
      type: 'Attack',
      attackers: ['al-cadre-1', 'al-cadre-2'],
      defender: 'fr-ig',
    }).after;
    const r = given(a20, declared).when({ type: 'CommitReserve', commit: false }, [
      dieFor(d, 'AR'),
      4,
      3,
    ]);
    expect(ofType(r.events, 'AttackResolved')[0]?.result).toBe('AR');
    // one rout distance rolled so far, one Morale Point lost so far
    expect(ofType(r.events, 'MoraleChanged').filter((m) => m.reason === 'unit-routs')).toHaveLength(
      1,
    );
    expect(r.after.pending).toMatchObject({
      type: 'Retreat',
      side: 'allied',
      unitId: 'al-cadre-1',
      kind: 'rout',
      distance: 4,
      result: 'AR',
      queue: [{ unitId: 'al-cadre-2', kind: 'rout', rule: 'N9.6' }],
      then: 'none',
    });
    expect(a20.legalActions(r.after, sideViewer('french'))).toEqual([]);
    const first = given(a20, r.after).when(
      {
        type: 'ChooseRetreat',
        path: [
          ...(r.after.pending?.type === 'Retreat'
            ? (r.after.pending.routes.at(-1)?.path ?? [])
            : []),
        ],
      },
      [3, 6, 6, 6, 6, 6, 6],
    );
    expect(ofType(first.events, 'UnitRetreated')[0]).toMatchObject({
      unitId: 'al-cadre-1',
      kind: 'rout',
    });
    // the second attacker's rout: its distance (3) rolled now, then its owner's choice
    expect(first.after.pending).toMatchObject({
      type: 'Retreat',
      unitId: 'al-cadre-2',
      distance: 3,
      queue: [],
    });
    const rest = answerAll(first.after);
    expect(ofType(rest.events, 'UnitRetreated')[0]).toMatchObject({
      unitId: 'al-cadre-2',
      kind: 'rout',
    });
    expect(rest.after.pending).toBeNull();
    expect(rest.after.phase).toBe('combat');
    expect(
      rest.after.units
        .filter((u) => u.id === 'al-cadre-1' || u.id === 'al-cadre-2')
        .every((u) => u.routed || u.location === 'broken'),
    ).toBe(true);
    expect(ofType(rest.events, 'AdvanceOffered')).toEqual([]); // N9.9: no advance after AR
  });

  test('N9.8.6 / N9.8.1 AW: each withdrawing attacker’s owner chooses its one hex', () => {
    const s = battle();
    const d = differential(s, ['al-cadre-1', 'al-cadre-2'], 'fr-ig');
    const declared = given(a20, s).when({
      type: 'Attack',
      attackers: ['al-cadre-1', 'al-cadre-2'],
      defender: 'fr-ig',
    }).after;
    const r = given(a20, declared).when({ type: 'CommitReserve', commit: false }, [
      dieFor(d, 'AW'),
    ]);
    expect(r.after.pending).toMatchObject({
      type: 'Retreat',
      side: 'allied',
      unitId: 'al-cadre-1',
      kind: 'withdraw',
      distance: 1,
      result: 'AW',
      queue: [{ unitId: 'al-cadre-2', kind: 'withdraw' }],
    });
    const p = r.after.pending?.type === 'Retreat' ? r.after.pending : null;
    expect(p?.routes.every((x) => x.path.length === 1)).toBe(true);
    const rest = answerAll(r.after);
    expect(rest.owners).toEqual(['allied:al-cadre-1', 'allied:al-cadre-2']);
    expect(ofType(rest.events, 'UnitRetreated').map((e) => e.unitId)).toEqual([
      'al-cadre-1',
      'al-cadre-2',
    ]);
    expect(ofType(rest.events, 'MoraleChanged')).toEqual([]); // a withdrawal costs no point
    expect(rest.after.pending).toBeNull();
  });

  test('N9.8.6 / X9.81 Threat: a unit Routed by the ice is its owner’s choice; the Movement Phase ends after its retreat', () => {
    // fr-i on the Kobelnitz pond (0506), al-1 next to it (-1)
    const s = at(7, 'movement', 'allied', { 'fr-i': '0506', 'al-1': '0406' });
    const thin = TABLES.rolls.thinIce.routsAtOrBelow;
    const r = given(a20, s).when({ type: 'EndPhase' }, [thin + 1, 3]);
    expect(ofType(r.events, 'ThinIceRolled')[0]).toMatchObject({ unitId: 'fr-i', breaksUp: true });
    expect(ofType(r.events, 'PhaseEnded')).toEqual([]); // the phase waits for the route
    expect(r.after.pending).toMatchObject({
      type: 'Retreat',
      side: 'french',
      unitId: 'fr-i',
      kind: 'rout',
      distance: 3,
      result: null,
      attackers: [],
      then: 'end-movement',
    });
    given(a20, r.after).when({ type: 'EndPhase' }).thenViolates('DECISION_PENDING');
    const rest = answerAll(r.after);
    expect(ofType(rest.events, 'UnitRetreated')[0]).toMatchObject({ unitId: 'fr-i', kind: 'rout' });
    expect(ofType(rest.events, 'PhaseEnded')[0]).toMatchObject({ phase: 'movement' });
    expect(rest.after.phase).not.toBe('movement');
    expect(ofType(rest.events, 'AdvanceOffered')).toEqual([]); // X9.81: no advance
  });

  test('N9.8.6 / X9.81 with N5.0 The Ice Cracks: the drawer’s Movement Phase opens after the route is chosen', () => {
    const s0 = at(7, 'events', 'allied', { 'fr-i': '0506', 'al-1': '0406' });
    const s: A20State = {
      ...s0,
      cards: {
        ...s0.cards,
        prepared: true,
        deck: ['ice-cracks', ...(s0.cards.deck ?? []).filter((c) => c !== 'ice-cracks')],
      },
    };
    const thin = TABLES.rolls.thinIce.routsAtOrBelow;
    const r = given(a20, s).when({ type: 'DrawEventCard' }, [thin + 1, 3]);
    expect(r.after.pending).toMatchObject({
      type: 'Retreat',
      unitId: 'fr-i',
      then: 'open-movement',
    });
    expect(r.after.phase).toBe('events');
    const rest = answerAll(r.after);
    expect(ofType(rest.events, 'PhaseEnded')[0]).toMatchObject({
      phase: 'events',
      next: { phase: 'movement', side: 'allied' },
    });
    expect(rest.after.phase).toBe('movement');
  });

  test('N9.8.6 / X9.81: several units Routed by the ice go one after another, each its owner’s choice', () => {
    // fr-i on the Menitz pond (0613), al-3 on the Satschan pond (0912): both break up
    const s = at(7, 'movement', 'french', { 'fr-i': '0613', 'al-3': '0912' });
    const thin = TABLES.rolls.thinIce.routsAtOrBelow;
    const r = given(a20, s).when({ type: 'EndPhase' }, [thin, thin, 3, 3, 3, 3]);
    expect(ofType(r.events, 'ThinIceRolled').map((e) => e.breaksUp)).toEqual([true, true]);
    const rest = answerAll(r.after);
    const owners = r.after.pending?.type === 'Retreat' ? rest.owners : [];
    expect(owners.length).toBeGreaterThan(0);
    expect(
      ofType([...r.events, ...rest.events], 'UnitRetreated')
        .map((e) => e.unitId)
        .sort(),
    ).toEqual(['al-3', 'fr-i']);
    expect(rest.after.phase).not.toBe('movement');
  });
});
