import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { AL_ART, AL_LINE, FR_LINE, at, position } from '../testing/positions';

/**
 * 12.9 "whenever a unit rolls a double 1 on any ChM" and 12.9.3 "a double 1 rallies a unit":
 * the checks outside the Rally Phase's own (rally.ts's plain rally check and every check of
 * outcomes.ts are pinned elsewhere) — the check of a unit retreating since its corps HQ fell
 * (12.6.3) and the check to disengage (13.6, with 12.9.2).
 */
const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};
const withUnit = (s: A1805State, id: string, change: Partial<UnitState>): A1805State => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
});

describe('12.9, 12.9.3 a double 1 on the check of a unit retreating since its corps HQ fell (12.6.3)', () => {
  const shaken = (morale: UnitState['morale']): A1805State =>
    withUnit(position([at(FR_LINE, 30, 6, 90, 'line')], { phase: 'rally' }), FR_LINE, {
      shaken: true,
      morale,
    });

  test('12.9 a unit in good order stops retreating and takes Blood Rage', () => {
    const w = given(a1805, shaken('good')).when({ type: 'Rally', unitId: FR_LINE }, [1, 1]);
    w.then([
      { type: 'MoraleChecked', unitId: FR_LINE, result: 'double-1' },
      { type: 'Shaken', unitId: FR_LINE, shaken: false },
      { type: 'MoraleChanged', unitId: FR_LINE, to: 'good', bloodRage: 'gained' },
    ]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'good', bloodRage: true });
    expect(unit(w.after, FR_LINE).shaken).toBeUndefined();
  });

  test('12.9.3 a stunned unit is rallied to good order, with Blood Rage', () => {
    const w = given(a1805, shaken('stunned')).when({ type: 'Rally', unitId: FR_LINE }, [1, 1]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'good', bloodRage: true });
  });

  test('12.9 a plain pass (not a double 1) stops the retreat and brings no Blood Rage', () => {
    const w = given(a1805, shaken('good')).when({ type: 'Rally', unitId: FR_LINE }, [1, 2]);
    w.then([
      { type: 'MoraleChecked', result: 'passed' },
      { type: 'Shaken', shaken: false },
    ]);
    expect(unit(w.after, FR_LINE).bloodRage).toBe(false);
  });
});

describe('12.9, 12.9.2, 12.9.3 a double 1 on the check to disengage (13.6)', () => {
  // an Allied unit attacked by FR_LINE in a combat going on, in the Allies' Rally Phase
  const engaged = (id: string, morale: UnitState['morale']): A1805State => ({
    ...withUnit(
      position(
        [
          at(FR_LINE, 36, 6, 0, 'line'),
          at(id, 36, 7.5, 180, id === AL_ART ? 'unlimbered' : 'line'),
        ],
        {
          phase: 'rally',
          attacker: 'allied',
        },
      ),
      id,
      { morale },
    ),
    combats: [{ defender: id, attackers: [FR_LINE], side: 'french', bonus: 0, ongoing: true }],
  });

  test('12.9.2 the unit takes Blood Rage, rallied (12.9.3), and so does not disengage: it stays in the combat', () => {
    const w = given(a1805, engaged(AL_LINE, 'disorganized')).when(
      { type: 'Disengage', unitId: AL_LINE },
      [1, 1],
    );
    w.then([
      { type: 'MoraleChecked', unitId: AL_LINE, cause: 'disengage', result: 'double-1' },
      { type: 'MoraleChanged', unitId: AL_LINE, to: 'good', bloodRage: 'gained' },
    ]);
    expect(w.events.some((e) => e.type === 'Disengaged')).toBe(false);
    expect(w.after.combats).toHaveLength(1);
    expect(unit(w.after, AL_LINE)).toMatchObject({ morale: 'good', bloodRage: true });
    // 12.9.2: and it may not try again
    given(a1805, w.after)
      .when({ type: 'Disengage', unitId: AL_LINE }, [2, 2])
      .thenViolates('BLOOD_RAGE', '12.9.2');
  });

  test('12.9 artillery never takes Blood Rage: a double 1 rallies the battery (12.9.3) and it disengages', () => {
    const w = given(a1805, engaged(AL_ART, 'disorganized')).when(
      { type: 'Disengage', unitId: AL_ART },
      [1, 1],
    );
    w.then([
      { type: 'MoraleChecked', unitId: AL_ART, result: 'double-1' },
      { type: 'MoraleChanged', unitId: AL_ART, to: 'good' },
      { type: 'Disengaged', unitId: AL_ART },
    ]);
    expect(w.events.find((e) => e.type === 'MoraleChanged')).not.toHaveProperty('bloodRage');
    expect(unit(w.after, AL_ART)).toMatchObject({ morale: 'good', bloodRage: false });
    expect(w.after.combats).toEqual([]);
  });

  test('13.6 a plain pass disengages with no change of morale', () => {
    const w = given(a1805, engaged(AL_LINE, 'good')).when(
      { type: 'Disengage', unitId: AL_LINE },
      [2, 1],
    );
    w.then([{ type: 'MoraleChecked', result: 'passed' }, { type: 'Disengaged' }]);
  });
});
