import { given } from '@pratzen/engine/testing';
import type { A1805Event } from '../events';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { FR_HEAVY_CAV, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';

const REPNINSKY = 'al-col-iv-repninsky';
const ROTERMUND = 'al-col-iv-rotermund';
const CARAMELLI = 'al-col-v-caramelli';
const V3 = 'fr-iv-vandamme-3';
const ST_HILAIRE_2 = 'fr-iv-st-hilaire-2';
const shoot = (unitIds: string[], targetId: string) => ({
  type: 'Musketry' as const,
  unitIds,
  targetId,
});
const unit = (s: A1805State, id: string): UnitState | undefined => s.units.find((u) => u.id === id);
const resolved = (events: readonly A1805Event[]) => events.find((e) => e.type === 'FireResolved');
const phase = (units: Parameters<typeof position>[0], attacker: 'allied' | 'french', morale = {}) =>
  position(units, { phase: 'attacker-musketry', attacker, morale });

describe('10 musketry', () => {
  test('example of play: Repninsky fires 1d6 +1 firepower +1 line vs line −1 ranged: 5+2−1 = 6, ChM −2; the disorganized French roll 9 and rout', () => {
    const s = phase(
      [at(REPNINSKY, 35.5, 6, 90, 'line'), at(ST_HILAIRE_2, 35.9, 6, 270, 'line')],
      'allied',
      { [ST_HILAIRE_2]: 'disorganized' },
    );
    const w = given(a1805, s).when(shoot([REPNINSKY], ST_HILAIRE_2), [5, 4, 5]);
    expect(resolved(w.events)).toMatchObject({
      roll: 5,
      modifier: 1,
      total: 6,
      result: 'check-or-retreat',
      checkModifier: -2,
    });
    expect(w.events.find((e) => e.type === 'MoraleChecked')).toMatchObject({
      dice: [4, 5],
      needed: 5,
      result: 'failed',
    });
    // routed, it flees 1 UM with its back to the enemy
    expect(unit(w.after, ST_HILAIRE_2)).toMatchObject({ morale: 'routed', facing: 900 });
  });

  test('example of play, 5.4.2, 10.6: the square doubles its 4 against cavalry (8: +1), +1 line vs line, −1 ranged, +1 French; double 6: the cuirassiers rout (12.8)', () => {
    // the example's total is 6 (it leaves out 10.6's +1 for French infantry; we apply the rule: 7)
    const s = phase([at(V3, 35.5, 6, 90, 'square'), at(CARAMELLI, 35.9, 6, 270, 'line')], 'french');
    const w = given(a1805, s).when(shoot([V3], CARAMELLI), [5, 6, 6]);
    expect(w.events[0]).toMatchObject({ type: 'MusketryFired', rating: 8 });
    expect(resolved(w.events)).toMatchObject({ roll: 5, modifier: 2, total: 7 });
    expect(unit(w.after, CARAMELLI)?.morale).toBe('routed');
  });

  test("example of play: Vandamme's column fires at the routed cuirassiers (−1 firepower, −1 ranged, +1 French): a check; they roll 10 and are removed (12.11)", () => {
    const s = phase([at(V3, 35.5, 6, 90, 'column'), at(CARAMELLI, 35.9, 6, 90, 'line')], 'french', {
      [CARAMELLI]: 'routed',
    });
    const w = given(a1805, s).when(shoot([V3], CARAMELLI), [5, 4, 6]);
    expect(resolved(w.events)).toMatchObject({ roll: 5, modifier: -1, total: 4, result: 'check' });
    expect(w.after.eliminated).toEqual([CARAMELLI]);
  });

  test('10.4.2 two units within ½ UM of the target add their ratings', () => {
    const s = phase(
      [
        at(REPNINSKY, 35.5, 6, 90, 'line'),
        at(ROTERMUND, 35.5, 7.05, 90, 'line'),
        at(FR_LINE, 35.9, 6.5, 270, 'line'),
      ],
      'allied',
    );
    const w = given(a1805, s).when(shoot([REPNINSKY, ROTERMUND], FR_LINE), [1, 2, 2]);
    expect(w.events[0]).toMatchObject({ type: 'MusketryFired', rating: 9 });
    expect(resolved(w.events)).toMatchObject({ modifier: 2 }); // 9: +2, line vs line +1, ranged −1
  });

  test('10.1 musketry reaches ½ UM; 10.5 only to the front', () => {
    const far = phase(
      [at(REPNINSKY, 35.5, 6, 90, 'line'), at(FR_LINE, 36.1, 6, 270, 'line')],
      'allied',
    );
    given(a1805, far)
      .when(shoot([REPNINSKY], FR_LINE), [3])
      .thenViolates('OUT_OF_RANGE', '10.4.2');
    const flank = phase(
      [at(REPNINSKY, 35.5, 6, 0, 'line'), at(FR_LINE, 36.3, 5.8, 270, 'line')],
      'allied',
    );
    given(a1805, flank)
      .when(shoot([REPNINSKY], FR_LINE), [3])
      .thenViolates('NOT_IN_FRONT', '10.5');
  });

  test('5.4.4 a square fires at every enemy in reach, once each', () => {
    const s = phase(
      [
        at(V3, 35.5, 6, 90, 'square'),
        at(REPNINSKY, 35.9, 6, 270, 'line'),
        at(ROTERMUND, 35.2, 6.7, 180, 'column'),
      ],
      'french',
    );
    const after = given(a1805, s).when(shoot([V3], REPNINSKY), [1]).after;
    given(a1805, after)
      .when(shoot([V3], REPNINSKY), [1])
      .thenViolates('ALREADY_FIRED', '5.4.4');
    given(a1805, after)
      .when(shoot([V3], ROTERMUND), [1])
      .then([{ type: 'MusketryFired' }, { type: 'FireResolved' }]);
  });

  test('10.3 cavalry has no musketry; 12.5.1 a stunned unit does not fire; 4.7 the Defender fires in its phase', () => {
    const s = phase(
      [
        at(FR_HEAVY_CAV, 35.5, 6, 90, 'line'),
        at(FR_LINE_2, 35.5, 7.2, 90, 'line'),
        at(REPNINSKY, 35.9, 6.6, 270, 'line'),
      ],
      'french',
      { [FR_LINE_2]: 'stunned' },
    );
    given(a1805, s)
      .when(shoot([FR_HEAVY_CAV], REPNINSKY), [3])
      .thenViolates('NO_MUSKETRY', '10.3');
    given(a1805, s)
      .when(shoot([FR_LINE_2], REPNINSKY), [3])
      .thenViolates('STUNNED', '12.5.1');
    const defender = { ...s, phase: 'defender-musketry' as const };
    given(a1805, defender)
      .when(shoot([REPNINSKY], FR_LINE_2), [1])
      .then([{ type: 'MusketryFired' }, { type: 'FireResolved' }]);
  });
});
