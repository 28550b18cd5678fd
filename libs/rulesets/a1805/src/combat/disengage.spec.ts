import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State, Combat, UnitState } from '../state';
import { AL_LINE_2, FR_LINE, at, position } from '../testing/positions';

/**
 * 13.6–13.7 and 5.4.4 with 13.3: who may try to disengage, when, and which squares must try
 * first. The happy paths (a pass, a failure, Blood Rage, the square that failed and attacks) are
 * in combat.spec.ts; here each refusal and each unit left out of the offered actions.
 */
const REPNINSKY = 'al-col-iv-repninsky';
const SANTON = 'fr-santon-battery';
const allied = { kind: 'side', side: 'allied' } as const;
const french = { kind: 'side', side: 'french' } as const;

const combat = (defender: string, attackers: string[], side: Combat['side']): Combat => ({
  defender,
  attackers,
  side,
  bonus: 0,
  ongoing: true,
});
/** The Allied Rally Phase, Repninsky (facing south) engaged with the French line 1½ UM north. */
const engaged = (formation: 'line' | 'square' = 'line', combats?: Combat[]): A1805State => ({
  ...position([at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, formation)], {
    phase: 'rally',
    attacker: 'allied',
  }),
  combats: combats ?? [combat(FR_LINE, [REPNINSKY], 'allied')],
});
const offered = (s: A1805State, viewer: typeof allied | typeof french = allied) =>
  a1805.legalActions(s, viewer).map((a) => a.command);
const disengage = (unitId: string) => ({ type: 'Disengage', unitId }) as const;
const withUnit = (s: A1805State, id: string, change: Partial<UnitState>): A1805State => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
});

describe('13.6 who may try to disengage', () => {
  test('13.6 an engaged unit is offered the try in its Rally Phase, in no other phase', () => {
    const s = engaged();
    expect(offered(s)).toContainEqual(disengage(REPNINSKY));
    const movement = { ...s, phase: 'movement' as const };
    expect(offered(movement)).not.toContainEqual(disengage(REPNINSKY));
    given(a1805, movement)
      .when(disengage(REPNINSKY), [3, 3])
      .thenViolates('NOT_RALLY_PHASE', '13.6');
  });

  test("13.6 only the phasing player's units disengage in its Rally Phase", () => {
    const s = engaged();
    expect(offered(s, french)).not.toContainEqual(disengage(FR_LINE));
    expect(offered(s)).not.toContainEqual(disengage(FR_LINE));
    given(a1805, s).when(disengage(FR_LINE), [3, 3]).thenViolates('NOT_YOUR_UNIT', '13.6');
  });

  test('13.6 a unit in no close combat has nothing to disengage from', () => {
    const s = engaged('line', []);
    expect(offered(s)).not.toContainEqual(disengage(REPNINSKY));
    given(a1805, s).when(disengage(REPNINSKY), [3, 3]).thenViolates('NOT_ENGAGED', '13.6');
  });

  test('13.6 the defender of a combat may try as well as its attackers', () => {
    const s = engaged('line', [combat(REPNINSKY, [FR_LINE], 'french')]);
    expect(offered(s)).toContainEqual(disengage(REPNINSKY));
    given(a1805, s)
      .when(disengage(REPNINSKY), [3, 3])
      .then([
        { type: 'MoraleChecked', cause: 'disengage', result: 'passed' },
        { type: 'Disengaged' },
      ]);
  });

  test('12.9.2 a unit under Blood Rage is not offered the try', () => {
    const s = withUnit(engaged(), REPNINSKY, { bloodRage: true });
    expect(offered(s)).not.toContainEqual(disengage(REPNINSKY));
  });

  test('13.6 one try a Rally Phase: once it has disengaged, or failed, the try is not offered again', () => {
    const s = engaged();
    const passed = given(a1805, s).when(disengage(REPNINSKY), [3, 3]);
    passed.then([{ type: 'MoraleChecked', result: 'passed' }, { type: 'Disengaged' }]);
    given(a1805, passed.after)
      .when(disengage(REPNINSKY), [3, 3])
      .thenViolates('ALREADY_DISENGAGED', '13.6');
    // still in a (new) combat, a unit that has disengaged this turn is not offered another try
    const again = { ...passed.after, combats: s.combats };
    expect(offered(again)).not.toContainEqual(disengage(REPNINSKY));
    given(a1805, again)
      .when(disengage(REPNINSKY), [3, 3])
      .thenViolates('ALREADY_DISENGAGED', '13.6');
    const failed = given(a1805, s).when(disengage(REPNINSKY), [6, 5]).after;
    expect(offered(failed)).not.toContainEqual(disengage(REPNINSKY));
  });

  test("13.7 the Santón's artillery cannot disengage: not offered, and refused", () => {
    const s: A1805State = {
      ...position([at(SANTON, 36, 6, 180, 'unlimbered'), at(REPNINSKY, 36, 7.5, 0, 'line')], {
        phase: 'rally',
        attacker: 'french',
      }),
      combats: [combat(SANTON, [REPNINSKY], 'allied')],
    };
    expect(offered(s, french)).not.toContainEqual(disengage(SANTON));
    given(a1805, s).when(disengage(SANTON), [3, 3]).thenViolates('SANTON_GUNS', '13.7');
  });

  test('13.6 with no room to back ½ UM away, a unit that passes stays engaged', () => {
    // a friend right behind Repninsky: it cannot back up
    const s: A1805State = {
      ...position(
        [
          at(FR_LINE, 36, 6, 0, 'line'),
          at(REPNINSKY, 36, 7.5, 180, 'line'),
          at(AL_LINE_2, 36, 7.9, 180, 'line'),
        ],
        { phase: 'rally', attacker: 'allied' },
      ),
      combats: [combat(FR_LINE, [REPNINSKY], 'allied')],
    };
    const w = given(a1805, s).when(disengage(REPNINSKY), [3, 3]);
    w.then([{ type: 'MoraleChecked', cause: 'disengage', result: 'passed' }]);
    expect(w.events.some((e) => e.type === 'Disengaged')).toBe(false);
    expect(w.after.combats).toHaveLength(1);
  });
});

describe('13.6 a refused try says why', () => {
  test('13.6 an unknown unit is refused, not failed on', () => {
    given(a1805, engaged()).when(disengage('al-nobody'), [3, 3]).thenViolates('UNKNOWN_UNIT');
  });

  test('13.6, 13.7, 12.9.2 each refusal names the unit it refuses (or the rule it applies)', () => {
    const passed = given(a1805, engaged()).when(disengage(REPNINSKY), [3, 3]).after;
    const failed = given(a1805, engaged()).when(disengage(REPNINSKY), [6, 5]).after;
    const santon: A1805State = {
      ...position([at(SANTON, 36, 6, 180, 'unlimbered'), at(REPNINSKY, 36, 7.5, 0, 'line')], {
        phase: 'rally',
        attacker: 'french',
      }),
      combats: [combat(SANTON, [REPNINSKY], 'allied')],
    };
    const cases: [A1805State, string, string, string][] = [
      [engaged(), 'al-nobody', 'UNKNOWN_UNIT', 'al-nobody'],
      [{ ...engaged(), phase: 'movement' }, REPNINSKY, 'NOT_RALLY_PHASE', 'Rally Phase'],
      [engaged(), FR_LINE, 'NOT_YOUR_UNIT', FR_LINE],
      [withUnit(engaged(), REPNINSKY, { bloodRage: true }), REPNINSKY, 'BLOOD_RAGE', REPNINSKY],
      [santon, SANTON, 'SANTON_GUNS', 'Santón'],
      [passed, REPNINSKY, 'ALREADY_DISENGAGED', REPNINSKY],
      [failed, REPNINSKY, 'ALREADY_TRIED', REPNINSKY],
      [engaged('line', []), REPNINSKY, 'NOT_ENGAGED', REPNINSKY],
    ];
    for (const [s, id, code, named] of cases) {
      const v = given(a1805, s).when(disengage(id), [3, 3]).thenViolates(code);
      expect(v.message).toContain(named);
    }
  });

  test('13.6 the check is rolled under its own purpose: with no dice, the refusal names it', () => {
    const w = given(a1805, engaged()).when(disengage(REPNINSKY), []);
    expect(w.decision.ok).toBe(false);
    if (!w.decision.ok) {
      expect(w.decision.violation.code).toBe('DICE_EXHAUSTED');
      expect(w.decision.violation.message).toContain(`disengage ${REPNINSKY}`);
    }
  });
});

describe('5.4.4 with 13.3 which squares must try to disengage before the Rally Phase ends', () => {
  const mayEnd = (s: A1805State): boolean => given(a1805, s).when({ type: 'EndPhase' }).decision.ok;

  test('5.4.4 a square attacking in a combat going on must try (the control case)', () => {
    const s = engaged('square');
    expect(mayEnd(s)).toBe(false);
    expect(offered(s)).not.toContainEqual({ type: 'EndPhase' });
  });

  test('5.4.4 a square that is only the defender of a combat going on is not obliged to attack: the phase may end', () => {
    const s = engaged('square', [combat(REPNINSKY, [FR_LINE], 'french')]);
    expect(offered(s)).toContainEqual(disengage(REPNINSKY));
    expect(offered(s)).toContainEqual({ type: 'EndPhase' });
    expect(mayEnd(s)).toBe(true);
  });

  test("13.3 a square among the attackers of a combat that is not going on, or of the other side's, is not obliged", () => {
    const fresh = engaged('square', [
      { ...combat(FR_LINE, [REPNINSKY], 'allied'), ongoing: false },
    ]);
    expect(mayEnd(fresh)).toBe(true);
    const theirs = engaged('square', [combat(FR_LINE, [REPNINSKY], 'french')]);
    expect(mayEnd(theirs)).toBe(true);
  });

  test('12.5.1 a stunned square cannot attack, so it need not try to disengage', () => {
    const s = withUnit(engaged('square'), REPNINSKY, { morale: 'stunned' });
    expect(mayEnd(s)).toBe(true);
  });
});
