import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import type { MoraleState } from '../vocabulary';
import {
  AL_LINE,
  FR_FOOT_ART,
  FR_HEAVY_CAV,
  FR_LINE,
  FR_LINE_2,
  at,
  position,
} from '../testing/positions';

/** Checks made outside the Rally Phase: who checks (12.7.2.2), double 1 (12.9.3), cumulative effects (12.11). */

const RU_GUN = 'al-col-iv-art-1';
const COSSACKS = 'al-vg-kienmayer-cav-2';
const unit = (s: A1805State, id: string): UnitState | undefined => s.units.find((u) => u.id === id);
const withUnit = (s: A1805State, id: string, patch: Partial<UnitState>): A1805State => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...patch } : u)),
});
const fire = (targetId: string): A1805Command => ({
  type: 'FireArtillery',
  unitIds: [RU_GUN],
  targetId,
  ammunition: 'round-shot',
});
/** The Russian battery (38, 6) fires at FR_LINE (35.5, 6) in the Allied Preparation Fire Phase. */
const prep = (units: Parameters<typeof position>[0], morale: Record<string, MoraleState> = {}) =>
  position([at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 35.5, 6, 90, 'line'), ...units], {
    phase: 'artillery-preparation-fire',
    attacker: 'allied',
    morale,
  });
const checksOf = (w: { events: readonly { type: string; unitId?: string }[] }, id: string) =>
  w.events.filter((e) => e.type === 'MoraleChecked' && e.unitId === id);

describe('12.7.2.2 who does not check for a routed or eliminated friend', () => {
  // FR_LINE rolls double 6 (12.8): it routs; FR_LINE_2, 1.2 UM up the line, is within 1 UM of it
  const beside = [at(FR_LINE_2, 35.5, 7.2, 90, 'line')];

  test('12.7.2.2 a friend engaged in close combat (an attacker) does not check', () => {
    const s: A1805State = {
      ...prep([...beside, at(AL_LINE, 35.5, 7.2, 270, 'line')]),
      combats: [
        { defender: AL_LINE, attackers: [FR_LINE_2], side: 'french', bonus: 0, ongoing: true },
      ],
    };
    const w = given(a1805, s).when(fire(FR_LINE), [3, 3, 6, 6, 2, 2]);
    expect(unit(w.after, FR_LINE)?.morale).toBe('routed');
    expect(checksOf(w, FR_LINE_2)).toEqual([]);
    expect(unit(w.after, FR_LINE_2)?.morale).toBe('good');
  });

  test('12.7.2.2 a friend engaged in close combat (the defender) does not check', () => {
    const s: A1805State = {
      ...prep([...beside, at(AL_LINE, 35.5, 7.2, 270, 'line')]),
      combats: [
        { defender: FR_LINE_2, attackers: [AL_LINE], side: 'allied', bonus: 0, ongoing: false },
      ],
    };
    const w = given(a1805, s).when(fire(FR_LINE), [3, 3, 6, 6, 2, 2]);
    expect(unit(w.after, FR_LINE)?.morale).toBe('routed');
    expect(checksOf(w, FR_LINE_2)).toEqual([]);
    expect(unit(w.after, FR_LINE_2)?.morale).toBe('good');
  });

  test('12.7.2.2, 12.9.6 a friend under Blood Rage does not check', () => {
    const s = withUnit(prep(beside), FR_LINE_2, { bloodRage: true });
    const w = given(a1805, s).when(fire(FR_LINE), [3, 3, 6, 6, 2, 2]);
    expect(unit(w.after, FR_LINE)?.morale).toBe('routed');
    expect(checksOf(w, FR_LINE_2)).toEqual([]);
    expect(unit(w.after, FR_LINE_2)).toMatchObject({ morale: 'good', bloodRage: true });
  });

  test('12.7.2 a friend in a combat that does not involve it still checks', () => {
    const s: A1805State = {
      ...prep([
        ...beside,
        at(AL_LINE, 30, 7.2, 270, 'line'),
        at('fr-iv-vandamme-3', 29, 7.2, 90, 'line'),
      ]),
      combats: [
        {
          defender: AL_LINE,
          attackers: ['fr-iv-vandamme-3'],
          side: 'french',
          bonus: 0,
          ongoing: true,
        },
      ],
    };
    const w = given(a1805, s).when(fire(FR_LINE), [3, 3, 6, 6, 2, 2]);
    expect(checksOf(w, FR_LINE_2)).toMatchObject([{ for: FR_LINE, result: 'passed' }]);
    expect(w.after.reaction).toMatchObject({ unitId: FR_LINE_2, options: ['retreat', 'none'] });
  });
});

describe('12.9.3 a double 1 rallies a unit, whatever its morale condition', () => {
  test.each(['stunned', 'disorganized', 'routed'] as const)(
    '12.9.3 a %s unit rolling double 1 on a check under fire is back in good order, with Blood Rage (12.9)',
    (morale) => {
      const w = given(a1805, prep([], { [FR_LINE]: morale })).when(fire(FR_LINE), [3, 3, 1, 1]);
      w.then([
        { type: 'ArtilleryFired' },
        { type: 'FireResolved', result: 'check' },
        { type: 'MoraleChecked', unitId: FR_LINE, result: 'double-1' },
        { type: 'MoraleChanged', unitId: FR_LINE, to: 'good', bloodRage: 'gained' },
      ]);
      expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'good', bloodRage: true });
    },
  );

  test('12.9.3 a routed unit rallied by a double 1 outside its Rally Phase keeps its place and facing', () => {
    const w = given(a1805, prep([], { [FR_LINE]: 'routed' })).when(fire(FR_LINE), [3, 3, 1, 1]);
    const before = unit(prep([]), FR_LINE)!;
    expect(unit(w.after, FR_LINE)).toMatchObject({
      x: before.x,
      y: before.y,
      facing: before.facing,
      formation: 'line',
    });
  });

  test('12.9.3 a disorganized friend rolling double 1 in its nearby check (12.7.2) rallies', () => {
    const s = prep([at(FR_LINE_2, 35.5, 7.2, 90, 'line')], { [FR_LINE_2]: 'disorganized' });
    const w = given(a1805, s).when(fire(FR_LINE), [3, 3, 6, 6, 1, 1]);
    expect(unit(w.after, FR_LINE_2)).toMatchObject({ morale: 'good', bloodRage: true });
  });

  test('12.9, 12.9.3 disorganized artillery rolling double 1 rallies, without Blood Rage', () => {
    const s = position(
      [at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_FOOT_ART, 35.5, 6, 90, 'unlimbered')],
      {
        phase: 'artillery-preparation-fire',
        attacker: 'allied',
        morale: { [FR_FOOT_ART]: 'disorganized' },
      },
    );
    const w = given(a1805, s).when(fire(FR_FOOT_ART), [4, 4, 1, 1]);
    const changed = w.events.find((e) => e.type === 'MoraleChanged');
    expect(changed).toMatchObject({ unitId: FR_FOOT_ART, to: 'good' });
    expect(changed).not.toHaveProperty('bloodRage');
    expect(unit(w.after, FR_FOOT_ART)).toMatchObject({ morale: 'good', bloodRage: false });
  });

  test('12.9, 12.9.3 artillery in good order rolling double 1 is not changed at all', () => {
    const s = position(
      [at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_FOOT_ART, 35.5, 6, 90, 'unlimbered')],
      { phase: 'artillery-preparation-fire', attacker: 'allied' },
    );
    const w = given(a1805, s).when(fire(FR_FOOT_ART), [4, 4, 1, 1]);
    expect(w.events.filter((e) => e.type === 'MoraleChanged')).toEqual([]);
    expect(unit(w.after, FR_FOOT_ART)).toMatchObject({ morale: 'good', bloodRage: false });
  });

  test('12.9.3 a unit already under Blood Rage rolling double 1 in good order: nothing new', () => {
    const s = withUnit(prep([]), FR_LINE, { bloodRage: true });
    const w = given(a1805, s).when(fire(FR_LINE), [3, 3, 1, 1]);
    expect(w.events.filter((e) => e.type === 'MoraleChanged')).toEqual([]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'good', bloodRage: true });
  });
});

describe('12.11 cumulative effects', () => {
  test('12.11 a stunned unit failing a plain check is disorganized, where it stands (no retreat)', () => {
    const w = given(a1805, prep([], { [FR_LINE]: 'stunned' })).when(fire(FR_LINE), [3, 3, 4, 5]);
    w.then([
      { type: 'ArtilleryFired' },
      { type: 'FireResolved', result: 'check' },
      { type: 'MoraleChecked', result: 'failed' },
      { type: 'MoraleChanged', unitId: FR_LINE, to: 'disorganized' },
    ]);
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'disorganized', x: 35500, y: 6000 });
  });

  test('12.11 a disorganized unit failing a plain check routs, and flees with its back to the enemy (12.5.3)', () => {
    const w = given(a1805, prep([], { [FR_LINE]: 'disorganized' })).when(
      fire(FR_LINE),
      [3, 3, 4, 5],
    );
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'routed', facing: 2700, x: 34100 });
  });

  describe('12.11 with 12.7.1 the cavalry charge check', () => {
    const charged = (morale: MoraleState) => {
      let s = position([at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(AL_LINE, 36, 6.5, 180, 'line')], {
        morale: { [AL_LINE]: morale },
      });
      s = given(a1805, s).when({
        type: 'DeclareCharge',
        unitId: FR_HEAVY_CAV,
        targetId: AL_LINE,
      }).after;
      return given(a1805, s).when(
        { type: 'MoveUnit', unitId: FR_HEAVY_CAV, steps: [{ kind: 'close', unitId: AL_LINE }] },
        [4, 5],
      );
    };

    test('12.11, 12.7.1 a stunned target failing the charge check is disorganized', () => {
      const w = charged('stunned');
      w.then([
        { type: 'UnitMoved', attacks: AL_LINE, charge: 'yes' },
        { type: 'MoraleChecked', cause: 'cavalry charge', result: 'failed' },
        { type: 'MoraleChanged', unitId: AL_LINE, to: 'disorganized' },
      ]);
      expect(unit(w.after, AL_LINE)?.morale).toBe('disorganized');
    });

    test('12.7.1 a target in good order failing the charge check is stunned', () => {
      expect(unit(charged('good').after, AL_LINE)?.morale).toBe('stunned');
    });
  });
});

describe('5.3 a square forced back loses one more level only when threatened', () => {
  // the battery's fire: 5 +1 firepower = 6, a check −2 or disorganize and retreat; 4 + 4 fails
  const square = (...threat: Parameters<typeof position>[0]) =>
    given(
      a1805,
      position(
        [at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 35.5, 6, 90, 'square'), ...threat],
        { phase: 'artillery-preparation-fire', attacker: 'allied' },
      ),
    ).when(fire(FR_LINE), [3, 5, 4, 4, 2, 2, 2, 2]);

  test('5.3 with no enemy near, the square retreats disorganized, no worse', () => {
    const w = square();
    expect(unit(w.after, FR_LINE)?.morale).toBe('disorganized');
    expect(w.events.some((e) => e.type === 'UnitRetreated')).toBe(true);
  });

  test('5.3 enemy infantry within ½ UM but facing away is no threat', () => {
    const w = square(at(AL_LINE, 35.2, 6.7, 0, 'line'));
    expect(unit(w.after, FR_LINE)?.morale).toBe('disorganized');
  });

  test('5.3 enemy infantry facing it within ½ UM: one more level (routed)', () => {
    const w = square(at(AL_LINE, 35.2, 6.7, 180, 'line'));
    expect(unit(w.after, FR_LINE)?.morale).toBe('routed');
  });

  test('5.3 enemy cavalry within its charge range and in sight: one more level; beyond it, none', () => {
    const near = square(at(COSSACKS, 35.2, 9, 180, 'line'));
    expect(unit(near.after, FR_LINE)?.morale).toBe('routed');
    const far = square(at(COSSACKS, 35.2, 12, 180, 'line'));
    expect(unit(far.after, FR_LINE)?.morale).toBe('disorganized');
  });

  test('5.3 enemy artillery near is no threat', () => {
    const w = square(at('al-col-iv-art-2', 35.2, 6.8, 180, 'unlimbered'));
    expect(unit(w.after, FR_LINE)?.morale).toBe('disorganized');
  });

  test('5.3 "or moves within": a square retreating into enemy cavalry\'s charge range loses one more level', () => {
    // the Cossacks face it 4.2 UM west of its rear edge; its 1 UM retreat west ends 3.2 UM from them
    const into = square(at(COSSACKS, 30.7, 6, 90, 'line'));
    expect(unit(into.after, FR_LINE)?.morale).toBe('routed');
    // 1.1 UM farther off, its retreat ends beyond their 4 UM: no worse
    const short = square(at(COSSACKS, 29.6, 6, 90, 'line'));
    expect(unit(short.after, FR_LINE)?.morale).toBe('disorganized');
  });
});
