import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Event } from '../events';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { at, dieFor } from '../testing/positions';

const ofType = <T extends A20Event['type']>(events: readonly A20Event[], type: T) =>
  events.filter((e): e is Extract<A20Event, { type: T }> => e.type === type);
const end = { type: 'EndPhase' } as const;
const commands = (s: A20State, side: 'allied' | 'french') =>
  a20.legalActions(s, sideViewer(side)).map((a) => a.command);
const unitOf = (s: A20State, id: string) => s.units.find((u) => u.id === id);

// the French have moved fr-i (3) to 1703, next to the Allied cavalry al-5cav (2) at 1704
const frenchMoved = (extra: Record<string, string> = {}) =>
  at(7, 'movement', 'french', { 'fr-i': '1703', 'al-5cav': '1704', ...extra });
const reacting = (extra: Record<string, string> = {}) =>
  given(a20, frenchMoved(extra)).when(end).after;

describe('a20 Reaction Phase (N8.0-N8.3)', () => {
  test("N8.0: after the phasing player's Movement Phase the other player reacts: his pending decision, he acts", () => {
    const r = given(a20, frenchMoved()).when(end);
    expect(ofType(r.events, 'PhaseEnded')[0]?.next).toEqual({
      turn: 7,
      side: 'french',
      phase: 'reaction',
    });
    const s = r.after;
    expect(s.pending).toMatchObject({ type: 'Reaction', side: 'allied', rule: 'N8.0' });
    expect(a20.actingSide(s, end)).toBe('allied');
    expect(a20.status(s)).toMatchObject({ activeSide: 'french', phase: 'reaction' });
    expect(commands(s, 'french')).toEqual([]);
    expect(commands(s, 'allied')).toContainEqual({
      type: 'Countercharge',
      unitId: 'al-5cav',
      defender: 'fr-i',
    });
    // the reacting player ends it; the phasing player's Combat Phase follows
    const c = given(a20, s).when(end).after;
    expect([c.phase, c.side, c.pending]).toEqual(['combat', 'french', null]);
  });

  test('N8.0: no Reaction Phase when the other player has no unit able to react', () => {
    // al-3 is infantry (no countercharge) in the ZOC of cavalry (no disengagement, N8.3)
    const s = at(7, 'movement', 'french', { 'fr-res-h': '1703', 'al-3': '1704' });
    const after = given(a20, s).when(end).after;
    expect([after.phase, after.pending]).toEqual(['combat', null]);
  });

  test('N8.0 / N13.0: no Reaction Phase at night', () => {
    const s = at(10, 'movement', 'french', { 'fr-i': '1703', 'al-5cav': '1704' });
    expect(given(a20, s).when(end).after.phase).toBe('rally');
  });

  test('N8.0: only the reaction commands and EndPhase answer the Reaction Phase; not out of it', () => {
    const s = reacting();
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'al-5cav', path: ['1804'] })
      .thenViolates('DECISION_PENDING', 'N8.0');
    given(a20, s)
      .when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-5cav' })
      .thenViolates('DECISION_PENDING', 'N8.0');
    given(a20, frenchMoved())
      .when({ type: 'Disengage', unitId: 'al-5cav', hex: '1804' })
      .thenViolates('NOT_REACTION_PHASE', 'N8.0');
  });

  test('N8.1: a reacting cavalry unit countercharges alone: a battle with the cavalry as attacker', () => {
    const die = dieFor(-1, 'N');
    const r = given(a20, reacting()).when(
      { type: 'Countercharge', unitId: 'al-5cav', defender: 'fr-i' },
      [die],
    );
    expect(r.events).toEqual([
      { type: 'Countercharged', unitId: 'al-5cav', defender: 'fr-i' },
      expect.objectContaining({
        type: 'AttackResolved',
        attackers: ['al-5cav'],
        defender: 'fr-i',
        differential: -1,
        die,
        result: 'N',
      }),
    ]);
    // still the Allied decision; the cavalry has reacted
    expect(r.after.pending).toMatchObject({ type: 'Reaction', side: 'allied' });
    given(a20, r.after)
      .when({ type: 'Countercharge', unitId: 'al-5cav', defender: 'fr-i' })
      .thenViolates('ALREADY_REACTED', 'N8.0');
  });

  test("N8.1 / N9.8.6: its result may rout the countercharging cavalry (AR), at its army's Morale Point; its owner chooses the route, then reacts on", () => {
    const r = given(a20, reacting()).when(
      { type: 'Countercharge', unitId: 'al-5cav', defender: 'fr-i' },
      [dieFor(-1, 'AR'), 1],
    );
    expect(ofType(r.events, 'MoraleChanged')).toEqual([
      expect.objectContaining({ side: 'allied', points: -1, reason: 'unit-routs' }),
    ]);
    // N9.8.6: the cavalry's owner (the reacting player) chooses among its routes
    expect(r.after.pending).toMatchObject({
      type: 'Retreat',
      side: 'allied',
      unitId: 'al-5cav',
      kind: 'rout',
      distance: 1,
      result: 'AR',
      then: 'none',
    });
    const offered = commands(r.after, 'allied');
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((c) => c.type === 'ChooseRetreat')).toBe(true);
    expect(commands(r.after, 'french')).toEqual([]);
    const last = offered.at(-1);
    const c = given(a20, r.after).when(last ?? end, [6]);
    expect(ofType(c.events, 'UnitRetreated')[0]).toMatchObject({
      unitId: 'al-5cav',
      kind: 'rout',
      path: last?.type === 'ChooseRetreat' ? last.path : [],
    });
    expect(unitOf(c.after, 'al-5cav')?.routed).toBe(true);
    expect(c.after.pending).toMatchObject({ type: 'Reaction', side: 'allied' });
  });

  test('N8.1 / N9.8.6 / N9.9: the countercharged unit’s owner chooses its route; a victorious countercharge then offers the cavalry its advance, and the reaction goes on', () => {
    const r = given(a20, reacting()).when(
      { type: 'Countercharge', unitId: 'al-5cav', defender: 'fr-i' },
      [dieFor(-1, 'DW')],
    );
    // N9.8.6: the countercharged unit's owner, the phasing French player, chooses
    expect(r.after.pending).toMatchObject({
      type: 'Retreat',
      side: 'french',
      unitId: 'fr-i',
      kind: 'withdraw',
      then: 'advance',
    });
    expect(a20.actingSide(r.after, end)).toBe('french');
    const offered = commands(r.after, 'french');
    expect(offered.length).toBeGreaterThan(1);
    expect(commands(r.after, 'allied')).toEqual([]);
    const c = given(a20, r.after).when(offered[0] ?? end, [6]);
    expect(ofType(c.events, 'UnitRetreated')[0]).toMatchObject({
      unitId: 'fr-i',
      kind: 'withdraw',
      path: offered[0]?.type === 'ChooseRetreat' ? offered[0].path : [],
    });
    expect(c.after.pending).toMatchObject({ type: 'Advance', side: 'allied' });
    expect(a20.actingSide(c.after, end)).toBe('allied');
    const d = given(a20, c.after).when({ type: 'DeclineAdvance' }).after;
    expect(d.pending).toMatchObject({ type: 'Reaction', side: 'allied' });
  });

  test('N8.1: infantry may not countercharge', () => {
    const s = reacting({ 'al-3': '1603' });
    given(a20, s)
      .when({ type: 'Countercharge', unitId: 'al-3', defender: 'fr-i' })
      .thenViolates('NOT_CAVALRY', 'N8.1');
    expect(commands(s, 'allied')).not.toContainEqual(
      expect.objectContaining({ type: 'Countercharge', unitId: 'al-3' }),
    );
  });

  test('N8.1 / X17.0 step 7: a French countercharge in the Allied player turn is no Allied attack', () => {
    const s = at(6, 'movement', 'allied', { 'al-1': '1703', 'fr-res-h': '1704' });
    const react = given(a20, s).when(end).after;
    expect(react.pending).toMatchObject({ type: 'Reaction', side: 'french' });
    const r = given(a20, react).when(
      { type: 'Countercharge', unitId: 'fr-res-h', defender: 'al-1' },
      [dieFor(-1, 'N')],
    );
    expect(r.after.alliedAttacked).toBe(false);
  });

  test('N8.3: a unit in an enemy ZOC disengages one hex into a hex outside every enemy ZOC', () => {
    const s = reacting();
    const options = commands(s, 'allied').filter((c) => c.type === 'Disengage');
    // 1804, 1705 and 1604 are out of fr-i's ZOC; 1803 and 1603 are in it
    expect(options.map((c) => (c as { hex: string }).hex).sort()).toEqual(['1604', '1705', '1804']);
    const r = given(a20, s).when({ type: 'Disengage', unitId: 'al-5cav', hex: '1804' });
    expect(r.events).toEqual([
      { type: 'UnitDisengaged', unitId: 'al-5cav', from: '1704', hex: '1804' },
    ]);
    expect(unitOf(r.after, 'al-5cav')?.hex).toBe('1804');
    given(a20, s)
      .when({ type: 'Disengage', unitId: 'al-5cav', hex: '1803' })
      .thenViolates('NOT_A_DISENGAGE_HEX', 'N8.3');
    // one reaction per unit
    given(a20, r.after)
      .when({ type: 'Countercharge', unitId: 'al-5cav', defender: 'fr-i' })
      .thenViolates('ALREADY_REACTED', 'N8.0');
  });

  test('N8.3: infantry cannot disengage from a cavalry ZOC; cavalry can, and infantry can from infantry', () => {
    // the French have moved fr-res-h (cavalry) and fr-i next to al-3 (infantry) and al-5cav
    const s = given(
      a20,
      at(7, 'movement', 'french', {
        'fr-res-h': '1703',
        'al-3': '1704',
        'al-5cav': '1803',
      }),
    ).when(end).after;
    given(a20, s)
      .when({ type: 'Disengage', unitId: 'al-3', hex: '1705' })
      .thenViolates('CAVALRY_ZOC_HOLDS', 'N8.3');
    expect(
      given(a20, s).when({ type: 'Disengage', unitId: 'al-5cav', hex: '1904' }).events,
    ).toEqual([{ type: 'UnitDisengaged', unitId: 'al-5cav', from: '1803', hex: '1904' }]);
    const inf = reacting({ 'al-3': '1603' });
    expect(commands(inf, 'allied')).toContainEqual(
      expect.objectContaining({ type: 'Disengage', unitId: 'al-3' }),
    );
    given(a20, inf)
      .when({ type: 'Disengage', unitId: 'al-1', hex: '1705' })
      .thenViolates('NOT_YOUR_UNIT', 'N8.0');
  });

  test('N8.3: a unit in no enemy ZOC has nothing to disengage from', () => {
    const s = reacting({ 'al-3': '2008' });
    given(a20, s)
      .when({ type: 'Disengage', unitId: 'al-3', hex: '2009' })
      .thenViolates('NOT_IN_ENEMY_ZOC', 'N8.3');
  });
});
