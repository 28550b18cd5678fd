import { given } from '@pratzen/engine/testing';
import * as counters from '../data/counters';
import { TABLES } from '../data/tables';
import type { A20Event } from '../events';
import type { A20State } from '../state';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import { at, dieFor } from '../testing/positions';

const ofType = <T extends A20Event['type']>(events: readonly A20Event[], type: T) =>
  events.filter((e): e is Extract<A20Event, { type: T }> => e.type === type);

// al-3 (2) at 1704 in the clear; fr-i (3) at 1703 and fr-v (3) at 1604 are next to it
const battle = (extra: Record<string, string> = {}) =>
  at(7, 'combat', 'french', { 'fr-i': '1703', 'fr-v': '1604', 'al-3': '1704', ...extra });

describe('a20 combat (N9.x)', () => {
  test('N9.2: the column is attacking strength minus defending strength, by one die', () => {
    const die = dieFor(4, 'DW');
    const e = given(a20, battle()).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' },
      [die, 6, 6],
    ).events;
    expect(e[0]).toEqual({
      type: 'AttackResolved',
      attackers: ['fr-i', 'fr-v'],
      defender: 'al-3',
      attackStrength: 6,
      defenceStrength: 2,
      terrainBonus: 0,
      differential: 4,
      die,
      result: 'DW',
    });
  });

  test('N9.4: the defender adds only its single best terrain value (hex or stream hexside)', () => {
    const town = TABLES.terrain.hexes.town.defence;
    const stream = TABLES.terrain.hexsides.stream.defence;
    // 0605 Puntowitz (town) attacked across the Goldbach from 0505
    const s = at(7, 'combat', 'french', { 'fr-i': '0505', 'al-3': '0605' });
    const e = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i'], defender: 'al-3' },
      [6, 6, 6],
    ).events;
    expect(ofType(e, 'AttackResolved')[0]?.terrainBonus).toBe(Math.max(town, stream));
    // 0604 (clear) across the Goldbach: the stream's value
    const c = at(7, 'combat', 'french', { 'fr-i': '0504', 'al-3': '0604' });
    const f = given(a20, c).when(
      { type: 'Attack', attackers: ['fr-i'], defender: 'al-3' },
      [6, 6, 6],
    ).events;
    expect(ofType(f, 'AttackResolved')[0]?.terrainBonus).toBe(stream);
    // Sokolnitz Castle (0509, Fortified, X2.0) from 0409, no stream between
    const k = at(7, 'combat', 'allied', { 'al-1': '0409', 'fr-cadre-1': '0509' });
    const g = given(a20, k).when(
      { type: 'Attack', attackers: ['al-1'], defender: 'fr-cadre-1' },
      [6, 6, 6],
    ).events;
    expect(ofType(g, 'AttackResolved')[0]?.terrainBonus).toBe(
      TABLES.terrain.hexes.fortified.defence,
    );
  });

  test('N9.3: a unit attacks once a phase (strength never split); a unit is attacked once', () => {
    const s = battle({ 'al-1': '1803' });
    // fr-i on al-1 first (so that fr-v can still meet the N7.3 duties on al-3)
    const after = given(a20, s).when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-1' }, [
      dieFor(0, 'N'),
    ]).after;
    given(a20, after)
      .when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3' }, [1])
      .thenViolates('ALREADY_ATTACKED', 'N9.3');
    given(a20, after)
      .when({ type: 'Attack', attackers: ['fr-v'], defender: 'al-1' }, [1])
      .thenViolates('ALREADY_DEFENDED', 'N9.3');
  });

  test('N9.1: attackers must be next to the defender, phasing, and not Routed (N9.6)', () => {
    const s = at(7, 'combat', 'french', {
      'fr-i': '1703',
      'fr-v': { hex: '1604', routed: true },
      'fr-ig': '1503',
      'al-3': '1704',
    });
    given(a20, s)
      .when({ type: 'Attack', attackers: ['fr-ig'], defender: 'al-3' }, [1])
      .thenViolates('NOT_ADJACENT', 'N9.1');
    given(a20, s)
      .when({ type: 'Attack', attackers: ['fr-v'], defender: 'al-3' }, [1])
      .thenViolates('ROUTED_CANNOT_ATTACK', 'N9.6');
    given(a20, s)
      .when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3' }, [])
      .thenViolates('DICE_EXHAUSTED');
    const m = at(7, 'movement', 'french', { 'fr-i': '1703', 'al-3': '1704' });
    given(a20, m)
      .when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3' }, [1])
      .thenViolates('NOT_COMBAT_PHASE', 'N4.0');
  });

  test('N9.5 DE / N9.7: the defender Breaks; its army loses a Morale Point, the enemy gains one', () => {
    const die = dieFor(4, 'DE');
    const r = given(a20, battle()).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' },
      [die],
    );
    r.then([
      { type: 'AttackResolved', result: 'DE' },
      { type: 'UnitBroke', unitId: 'al-3', rule: 'N9.5' },
      { type: 'MoraleChanged', side: 'allied', points: -1, rule: 'N9.7' },
      { type: 'MoraleChanged', side: 'french', points: 1, rule: 'N9.7' },
      { type: 'AdvanceOffered', side: 'french', path: ['1704'] }, // N9.9: the victor's choice
    ]);
    expect(r.after.units.find((u) => u.id === 'al-3')?.location).toBe('broken');
  });

  test('N9.5 AE: every attacker Breaks', () => {
    const s = at(7, 'combat', 'french', { 'fr-res-l': '1703', 'al-1': '1704' });
    const e = given(a20, s).when({ type: 'Attack', attackers: ['fr-res-l'], defender: 'al-1' }, [
      dieFor(-2, 'AE'),
    ]).events;
    expect(ofType(e, 'UnitBroke').map((b) => b.unitId)).toEqual(['fr-res-l']);
  });

  test('N9.5 EX: the defender Breaks; the attacker chooses attackers whose printed strength covers its own, none to spare', () => {
    // fr-gr (2) + fr-i (3) against al-3 (2): +3; either fr-gr or fr-i covers 2
    const s = at(7, 'combat', 'french', { 'fr-i': '1703', 'fr-gr': '1604', 'al-3': '1704' });
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-gr'], defender: 'al-3' },
      [dieFor(3, 'EX')],
    );
    expect(ofType(r.events, 'UnitBroke').map((b) => b.unitId)).toEqual(['al-3']);
    expect(r.after.pending).toMatchObject({ type: 'ExchangeLosses', side: 'french', need: 2 });
    const offered = a20.legalActions(r.after, { kind: 'side', side: 'french' });
    expect(offered.map((a) => a.command)).toEqual([
      { type: 'ChooseExchangeLosses', units: ['fr-i'] },
      { type: 'ChooseExchangeLosses', units: ['fr-gr'] },
    ]);
    given(a20, r.after)
      .when({ type: 'ChooseExchangeLosses', units: ['fr-i', 'fr-gr'] })
      .thenViolates('NOT_AN_EXCHANGE_SET', 'N9.5');
    given(a20, r.after).when({ type: 'EndPhase' }).thenViolates('DECISION_PENDING', 'N9.5');
    const chosen = given(a20, r.after).when({ type: 'ChooseExchangeLosses', units: ['fr-i'] });
    expect(ofType(chosen.events, 'UnitBroke').map((b) => b.unitId)).toEqual(['fr-i']);
    expect(chosen.after.pending).toBeNull();
  });

  test('N9.5 EX: with one way to cover the defender, the attacker Breaks it at once', () => {
    // fr-iv (4) against al-cadre-1 (1): +3
    const s = at(7, 'combat', 'french', { 'fr-iv': '1703', 'al-cadre-1': '1704' });
    const r = given(a20, s).when({ type: 'Attack', attackers: ['fr-iv'], defender: 'al-cadre-1' }, [
      dieFor(3, 'EX'),
    ]);
    expect(ofType(r.events, 'UnitBroke').map((b) => b.unitId)).toEqual(['al-cadre-1', 'fr-iv']);
    expect(r.after.pending).toBeNull();
  });

  test('N9.5 N: nothing happens', () => {
    const s = at(7, 'combat', 'french', { 'fr-i': '1703', 'al-3': '1704' });
    const e = given(a20, s).when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3' }, [
      dieFor(1, 'N'),
    ]).events;
    expect(e.map((x) => x.type)).toEqual(['AttackResolved']);
  });

  test('N9.5 AW / DW / DR: each result moves the side it names (withdraw one hex, unrouted; rout, Routed)', () => {
    const one = (result: 'AW' | 'DW' | 'DR', diff: number, s: A20State, atk: string, def: string) =>
      given(a20, s).when({ type: 'Attack', attackers: [atk], defender: def }, [
        dieFor(diff, result),
        3,
        6,
        6,
        6,
      ]);
    const aw = one(
      'AW',
      -2,
      at(7, 'combat', 'french', { 'fr-res-l': '1703', 'al-1': '1704' }),
      'fr-res-l',
      'al-1',
    );
    expect(ofType(aw.events, 'UnitRetreated')).toEqual([
      expect.objectContaining({ unitId: 'fr-res-l', kind: 'withdraw' }),
    ]);
    expect(aw.after.units.find((u) => u.id === 'fr-res-l')).toMatchObject({ routed: false });
    expect(aw.after.units.find((u) => u.id === 'fr-res-l')?.hex).not.toBe('1703');
    expect(ofType(aw.events, 'MoraleChanged')).toEqual([]);
    // fr-iv (4) on al-cadre-1 (1): +3, a column with both DW and DR
    const s = at(7, 'combat', 'french', { 'fr-iv': '1703', 'al-cadre-1': '1704' });
    for (const [result, kind, routed, points] of [
      ['DW', 'withdraw', false, 0],
      ['DR', 'rout', true, -1],
    ] as const) {
      const r = one(result, 3, s, 'fr-iv', 'al-cadre-1');
      expect(ofType(r.events, 'AttackResolved')[0]?.result).toBe(result);
      expect(ofType(r.events, 'UnitRetreated')).toEqual([
        expect.objectContaining({ unitId: 'al-cadre-1', kind }),
      ]);
      expect(r.after.units.find((u) => u.id === 'al-cadre-1')?.routed).toBe(routed);
      expect(
        ofType(r.events, 'MoraleChanged').reduce(
          (n, m) => n + (m.side === 'allied' ? m.points : 0),
          0,
        ),
      ).toBe(points);
    }
  });

  test('N9.2: artillery doubles its strength when attacking only (a counter made artillery for the test: Austerlitz 20 prints none)', () => {
    const real = counters.counter;
    const spy = jest
      .spyOn(counters, 'counter')
      .mockImplementation((id: string) =>
        id === 'fr-i' || id === 'al-3' ? { ...real(id), type: 'artillery' } : real(id),
      );
    try {
      const e = given(a20, at(7, 'combat', 'french', { 'fr-i': '1703', 'al-3': '1704' })).when(
        { type: 'Attack', attackers: ['fr-i'], defender: 'al-3' },
        [dieFor(4, 'DW'), 6, 6, 6],
      ).events;
      // fr-i 3 doubled to 6 in attack; al-3 2 not doubled in defence
      expect(ofType(e, 'AttackResolved')[0]).toMatchObject({
        attackStrength: 6,
        defenceStrength: 2,
        differential: 4,
      });
    } finally {
      spy.mockRestore();
    }
    const plain = given(a20, at(7, 'combat', 'french', { 'fr-i': '1703', 'al-3': '1704' })).when(
      { type: 'Attack', attackers: ['fr-i'], defender: 'al-3' },
      [6, 6, 6, 6],
    ).events;
    expect(ofType(plain, 'AttackResolved')[0]).toMatchObject({
      attackStrength: 3,
      differential: 1,
    });
  });

  test('N9.5 AR / N9.6: every attacker Routs, each costing its army a Morale Point', () => {
    const s = at(7, 'combat', 'french', { 'fr-res-l': '1703', 'al-1': '1704' });
    const r = given(a20, s).when({ type: 'Attack', attackers: ['fr-res-l'], defender: 'al-1' }, [
      dieFor(-2, 'AR'),
      1,
    ]);
    expect(ofType(r.events, 'MoraleChanged')).toEqual([
      expect.objectContaining({ side: 'french', points: -1, reason: 'unit-routs' }),
    ]);
    expect(ofType(r.events, 'UnitRetreated')[0]).toMatchObject({
      unitId: 'fr-res-l',
      kind: 'rout',
      die: 1,
    });
    expect(r.after.units.find((u) => u.id === 'fr-res-l')?.routed).toBe(true);
  });

  test('X2.0 Elite morale: committing IG or Gd costs 1 MP (back on DR/DE, one more on AR/AE); Gr costs none', () => {
    const ig = at(7, 'combat', 'french', { 'fr-ig': '1703', 'al-3': '1704' });
    const n = given(a20, ig).when({ type: 'Attack', attackers: ['fr-ig'], defender: 'al-3' }, [
      dieFor(1, 'N'),
    ]);
    expect(n.events[0]).toMatchObject({
      type: 'MoraleChanged',
      side: 'french',
      points: -1,
      rule: 'X2.0',
    });
    expect(n.after.morale.french).toBe(7);
    const both = at(7, 'combat', 'french', { 'fr-ig': '1703', 'fr-i': '1604', 'al-3': '1704' });
    const de = given(a20, both).when(
      { type: 'Attack', attackers: ['fr-ig', 'fr-i'], defender: 'al-3' },
      [dieFor(4, 'DE')],
    );
    expect(
      ofType(de.events, 'MoraleChanged')
        .filter((m) => m.side === 'french')
        .map((m) => m.points),
    ).toEqual([-1, 1, 1]);
    const gd = at(7, 'combat', 'allied', { 'al-gd': '1704', 'fr-v': '1703' });
    const ar = given(a20, gd).when({ type: 'Attack', attackers: ['al-gd'], defender: 'fr-v' }, [
      dieFor(0, 'AR'),
      1,
    ]);
    expect(
      ofType(ar.events, 'MoraleChanged')
        .filter((m) => m.side === 'allied')
        .map((m) => m.reason),
    ).toEqual(['commit-elite', 'elite-commit-fails', 'unit-routs']);
    const gr = at(7, 'combat', 'french', { 'fr-gr': '1703', 'al-3': '1704' });
    const g = given(a20, gr).when({ type: 'Attack', attackers: ['fr-gr'], defender: 'al-3' }, [
      dieFor(0, 'N'),
    ]);
    expect(ofType(g.events, 'MoraleChanged')).toEqual([]);
  });

  test('N9.1: legal attacks are each neighbour alone and all together, and decide accepts each', () => {
    // a Routed defender exerts no ZOC (N7.1): no duty to attack (N7.3), every battle is voluntary
    const s = at(7, 'combat', 'french', {
      'fr-i': '1703',
      'fr-v': '1604',
      'al-3': { hex: '1704', routed: true },
    });
    const actions = a20.legalActions(s, { kind: 'side', side: 'french' }, { type: 'Attack' });
    expect(
      actions
        .filter((a) => a.rule === 'N9.1') // not the N12.0 reserve variants
        .map((a) => (a.command as { readonly attackers: readonly string[] }).attackers),
    ).toEqual([['fr-i'], ['fr-v'], ['fr-i', 'fr-v']]);
    for (const a of actions) expect(a20.decide(s, a.command, { roll: () => 6 }).ok).toBe(true);
  });
});
