import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import {
  FR_FOOT_ART,
  FR_LIGHT_CAV,
  FR_LINE,
  FR_LINE_2,
  SOULT,
  at,
  position,
} from '../testing/positions';
import { moraleRating } from './rating';

const V3 = 'fr-iv-vandamme-3';
const GUARD = 'fr-guard-inf-1';
const unit = (s: A1805State, id: string): UnitState => s.units.find((u) => u.id === id)!;
const withUnit = (s: A1805State, id: string, patch: Partial<UnitState>): A1805State => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...patch } : u)),
});

describe('12 morale ratings', () => {
  test("12.6.1 the example: the attached brigade uses Soult's 9; one within 1 UM gets +1; Margaron, farther, nothing", () => {
    const s = position([
      at(V3, 36, 6, 0, 'line'),
      at(SOULT, 36, 6, 0, 'none', V3),
      at(FR_LINE_2, 37.2, 6, 0, 'line'),
      at(FR_LIGHT_CAV, 36, 8.5, 0, 'line'),
    ]);
    expect(moraleRating(s, unit(s, V3))).toMatchObject({ rating: 9, hq: SOULT });
    expect(moraleRating(s, unit(s, FR_LINE_2))).toMatchObject({ rating: 8, hq: SOULT });
    expect(moraleRating(s, unit(s, FR_LIGHT_CAV))).toMatchObject({ rating: 7, hq: null });
  });

  test('12.6.1 an HQ adds nothing to a unit whose morale is as good as its own', () => {
    const s = position([at(GUARD, 36, 6, 0, 'line'), at(SOULT, 36, 7, 0, 'none')]);
    expect(moraleRating(s, unit(s, GUARD)).rating).toBe(10);
  });

  test("13.5.2 a step lost costs 1 morale; 12.2.1 not to Guard units; 12.2.1.1 nor to Oudinot's grenadiers", () => {
    const s = position([
      at(FR_LINE, 30, 3, 0, 'line'),
      at(GUARD, 33, 3, 0, 'line'),
      at('fr-gren-inf-1', 36, 3, 0, 'line'),
    ]);
    const hurt = (id: string) =>
      moraleRating(withUnit(s, id, { stepsLost: 1 }), { ...unit(s, id), stepsLost: 1 }).rating;
    expect(hurt(FR_LINE)).toBe(6);
    expect(hurt(GUARD)).toBe(10);
    expect(hurt('fr-gren-inf-1')).toBe(9);
  });

  test('12.9 Blood Rage adds 2', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line')]);
    expect(moraleRating(s, { ...unit(s, FR_LINE), bloodRage: true }).rating).toBe(9);
  });
});

describe('4.3, 12.10 the Rally Phase', () => {
  const rallyState = (morale: 'disorganized' | 'routed', id = FR_LINE) =>
    position([at(id, 36, 6, 0, 'line')], { phase: 'rally', morale: { [id]: morale } });

  test('12.10 a disorganized unit that passes becomes stunned', () => {
    given(a1805, rallyState('disorganized'))
      .when({ type: 'Rally', unitId: FR_LINE }, [3, 4])
      .then([
        { type: 'MoraleChecked', dice: [3, 4], needed: 7, result: 'passed', cause: 'rally' },
        { type: 'MoraleChanged', unitId: FR_LINE, to: 'stunned' },
      ]);
  });

  test('12.10.1 a routed unit that passes becomes disorganized, refaced and re-formed as its owner wishes', () => {
    const w = given(a1805, rallyState('routed')).when(
      { type: 'Rally', unitId: FR_LINE, facing: 180, formation: 'column' },
      [2, 3],
    );
    w.then([
      { type: 'MoraleChecked' },
      { type: 'MoraleChanged', to: 'disorganized', facing: 1800, formation: 'column' },
    ]);
    expect(unit(w.after, FR_LINE)).toMatchObject({
      morale: 'disorganized',
      facing: 1800,
      formation: 'column',
    });
  });

  test('12.10.1 only a routed unit may be refaced', () => {
    given(a1805, rallyState('disorganized'))
      .when({ type: 'Rally', unitId: FR_LINE, facing: 90 }, [2, 3])
      .thenViolates('REFACE_ROUTED_ONLY', '12.10.1');
  });

  test('12.11.1 a failed rally check changes nothing', () => {
    given(a1805, rallyState('disorganized'))
      .when({ type: 'Rally', unitId: FR_LINE }, [4, 5])
      .then([{ type: 'MoraleChecked', needed: 7, result: 'failed' }]);
  });

  test('12.5.3.2 a routed unit rolling double 6 in its Rally Phase is removed from the game', () => {
    const w = given(a1805, rallyState('routed')).when({ type: 'Rally', unitId: FR_LINE }, [6, 6]);
    w.then([
      { type: 'MoraleChecked', result: 'double-6' },
      { type: 'UnitEliminated', unitId: FR_LINE },
    ]);
    expect(w.after.units).toHaveLength(0);
    expect(w.after.eliminated).toEqual([FR_LINE]);
  });

  test('12.8, 12.11.1 a disorganized unit rolling double 6 in its Rally Phase is not worsened', () => {
    given(a1805, rallyState('disorganized'))
      .when({ type: 'Rally', unitId: FR_LINE }, [6, 6])
      .then([{ type: 'MoraleChecked', result: 'double-6' }]);
  });

  test('12.9.3 a double 1 rallies a routed unit outright, with Blood Rage (12.9)', () => {
    const w = given(a1805, rallyState('routed')).when({ type: 'Rally', unitId: FR_LINE }, [1, 1]);
    w.then([
      { type: 'MoraleChecked', result: 'double-1' },
      { type: 'MoraleChanged', to: 'good', bloodRage: 'gained' },
    ]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'good', bloodRage: true });
  });

  test('12.9 artillery is never subject to Blood Rage', () => {
    const s = position([at(FR_FOOT_ART, 36, 6, 0, 'unlimbered')], {
      phase: 'rally',
      morale: { [FR_FOOT_ART]: 'routed' },
    });
    const [, changed] = given(a1805, s)
      .when({ type: 'Rally', unitId: FR_FOOT_ART }, [1, 1])
      .then([{ type: 'MoraleChecked' }, { type: 'MoraleChanged', to: 'good' }]);
    expect(changed).not.toHaveProperty('bloodRage');
  });

  test('12.10 every disorganized and routed unit must try before the phase ends; once each', () => {
    const s = rallyState('disorganized');
    const v = given(a1805, s).when({ type: 'EndPhase' }).thenViolates('RALLY_PENDING', '12.10');
    expect(v.details).toEqual({ units: [FR_LINE] });
    expect(
      a1805.legalActions(s, { kind: 'side', side: 'french' }).map((a) => a.command.type),
    ).toEqual(['Rally']);
    const after = given(a1805, s).when({ type: 'Rally', unitId: FR_LINE }, [6, 5]).after;
    given(a1805, after)
      .when({ type: 'Rally', unitId: FR_LINE }, [1, 2])
      .thenViolates('ALREADY_RALLIED', '12.10');
    given(a1805, after)
      .when({ type: 'EndPhase' })
      .then([{ type: 'PhaseEnded' }]);
  });

  test('12.10 a rally check needs the dice: without them it is refused, nothing half-done', () => {
    given(a1805, rallyState('disorganized'))
      .when({ type: 'Rally', unitId: FR_LINE }, [])
      .thenViolates('DICE_EXHAUSTED');
  });

  test('4.3, 12.5.1, 9.4 a player-turn opens by removing its Stun and Blood Rage markers, and every Artillery Fired marker (both sides: the example of play)', () => {
    let s = position(
      [
        at(FR_LINE, 36, 6, 0, 'line'),
        at(FR_FOOT_ART, 33, 6, 0, 'unlimbered'),
        at('al-col-iv-repninsky', 30, 6, 0, 'line'),
        at('al-col-iv-art-1', 28, 6, 0, 'unlimbered'),
      ],
      {
        phase: 'close-combat',
        attacker: 'allied',
      },
    );
    s = withUnit(s, FR_LINE, { morale: 'stunned', bloodRage: true });
    s = withUnit(s, FR_FOOT_ART, { fired: true });
    s = withUnit(s, 'al-col-iv-repninsky', { morale: 'stunned' });
    s = withUnit(s, 'al-col-iv-art-1', { fired: true });
    const next = given(a1805, { ...s, firstSide: 'allied' as const }).when({
      type: 'EndPhase',
    }).after;
    expect([next.attacker, next.phase]).toEqual(['french', 'rally']);
    expect(unit(next, FR_LINE)).toMatchObject({ morale: 'good', bloodRage: false });
    expect(unit(next, FR_FOOT_ART).fired).toBe(false);
    expect(unit(next, 'al-col-iv-repninsky').morale).toBe('stunned');
    // the Allied battery that fired in its own player-turn may fire in the French one's
    // Artillery Defensive Fire Phase (the example of play's Russian battery)
    expect(unit(next, 'al-col-iv-art-1').fired).toBe(false);
  });
});

describe('17.1.1.2, 17.1.4 eliminations', () => {
  test('17.1.1.2 1 VP per enemy artillery unit and HQ eliminated; 17.1.4 Napoleon captured, the French lose', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line')]);
    const v = a1805.victory({
      ...s,
      eliminated: ['al-col-iv-art-1', 'al-kutuzov', 'al-col-iv-repninsky'],
    });
    expect(v.sides['french']).toMatchObject({
      points: 7,
      breakdown: expect.objectContaining({ eliminated: 2 }),
    });
    const lost = a1805.victory({ ...s, eliminated: ['fr-napoleon'] });
    expect(lost.result).toMatchObject({ winner: 'allied', level: 'napoleon-captured' });
  });
});
