import { setupStateOrThrow } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import type { Placement, ReserveEntry } from '../data/scenarios';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { AL_LINE, AL_LINE_2, FR_LINE, SOULT, at } from '../testing/positions';

/**
 * 16.4.2: chit commands the rules refuse, each beside its accepted control case (the rules'
 * main cases are in chits.spec.ts).
 */
const inFog = (units: readonly Placement[], reserve: readonly ReserveEntry[]): A1805State =>
  setupStateOrThrow(
    a1805.initialState({
      scenarioId: 'free-form',
      position: { units, reserve, firstSide: 'french', weather: 'fog', turn: 1 },
    }),
  );
const run = (s: A1805State, commands: readonly A1805Command[]): A1805State =>
  commands.reduce((t, c) => {
    const w = given(a1805, t).when(c);
    if (!w.decision.ok) throw new Error(`${c.type}: ${w.decision.violation.code}`);
    return w.after;
  }, s);
const deploy = (box: number, x: number, y: number, unitIds: string[]): A1805Command => ({
  type: 'DeployChit',
  box,
  x,
  y,
  unitIds,
});

describe('16.4.2 deploying and moving chits', () => {
  const start = () => inFog([], [{ id: FR_LINE }, { id: AL_LINE }]);

  test('16.4.2 the control case: box 1 holds the French line', () => {
    expect(given(a1805, start()).when(deploy(1, 10, 17.5, [FR_LINE])).decision.ok).toBe(true);
  });

  test('16.4.2 a box is a whole number from 1 to the last box', () => {
    for (const box of [0, -1, 1.5, 1000]) {
      given(a1805, start())
        .when(deploy(box, 10, 17.5, [FR_LINE]))
        .thenViolates('BAD_BOX', '16.4.2');
    }
  });

  test('16.4.2.1 a unit is put in a chit once', () => {
    given(a1805, start())
      .when(deploy(1, 10, 17.5, [FR_LINE, FR_LINE]))
      .thenViolates('DUPLICATE_UNIT', '16.4.2.1');
  });

  test('16.4.2.4 a chit holds only units of the deploying side’s strategic map', () => {
    // an enemy unit, and no unit at all: the same answer (nothing learnt of the enemy's reserve)
    for (const id of [AL_LINE, 'fr-nobody']) {
      given(a1805, start())
        .when(deploy(1, 10, 17.5, [FR_LINE, id]))
        .thenViolates('NOT_IN_RESERVE', '16.4.2.4');
    }
  });

  test('16.4.2.6 a chit that would not move is not moved', () => {
    const s = run(start(), [
      deploy(1, 10, 17.5, [FR_LINE]),
      { type: 'EndPhase' },
      deploy(1, 16, 17.5, []),
      { type: 'EndPhase' },
    ]);
    const movement = { ...s, phase: 'movement' as const, attacker: 'french' as const };
    expect(
      given(a1805, movement).when({ type: 'MoveChit', chitId: 'F1', x: 10, y: 18 }).decision.ok,
    ).toBe(true);
    given(a1805, movement)
      .when({ type: 'MoveChit', chitId: 'F1', x: 10, y: 17.5 })
      .thenViolates('NO_MOVE', '16.4.2.6');
  });
});

describe('16.4.2.8.2 units hiding again', () => {
  /** A fog Rally Phase: the French line (Soult attached) out of a chit, the Allies far away. */
  const rally = (): A1805State => {
    const s = inFog(
      [
        at(AL_LINE_2, 30, 15, 270, 'line'),
        at(FR_LINE, 10, 17.5, 90, 'line'),
        at(SOULT, 10, 17.5, 90, 'line', FR_LINE),
      ],
      [],
    );
    return {
      ...s,
      phase: 'rally',
      attacker: 'french',
      deploying: null,
      fog: { ...s.fog, usesChits: true, revealed: [FR_LINE, SOULT] },
    };
  };
  const hide = (unitIds: string[]): A1805Command => ({ type: 'HideUnits', unitIds, box: 3 });

  test('16.4.2.8.2 the control case: the line hides with its leader', () => {
    expect(given(a1805, rally()).when(hide([FR_LINE, SOULT])).decision.ok).toBe(true);
  });

  test('16.4.2.8.2 each unit to hide is named once, and at least one', () => {
    given(a1805, rally()).when(hide([])).thenViolates('BAD_UNITS', '16.4.2.8.2');
    given(a1805, rally())
      .when(hide([FR_LINE, SOULT, FR_LINE]))
      .thenViolates('BAD_UNITS', '16.4.2.8.2');
  });

  test('7.1 a leader attached to a unit hides with it: neither hides alone', () => {
    given(a1805, rally())
      .when(hide([FR_LINE]))
      .thenViolates('ATTACHED', '7.1');
    given(a1805, rally())
      .when(hide([SOULT]))
      .thenViolates('ATTACHED', '7.1');
  });

  test('16.4.2.8.2 a unit engaged in a close combat does not hide', () => {
    const s = rally();
    const engaged: A1805State = {
      ...s,
      combats: [
        { defender: AL_LINE_2, attackers: [FR_LINE], side: 'french', bonus: 0, ongoing: true },
      ],
    };
    given(a1805, engaged)
      .when(hide([FR_LINE, SOULT]))
      .thenViolates('ENGAGED', '16.4.2.8.2');
  });
});
