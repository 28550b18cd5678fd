import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { AL_LINE, AL_LINE_2, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';
import { coverOf } from './flight';

/**
 * 12.5.3.1's flights as the Allied Movement Phase opens, one after another: AL_LINE and
 * AL_LINE_2, both routed in Pratze with FR_LINE within 2 UM, AL_LINE_2 within 1 UM of AL_LINE.
 * AL_LINE flees first, into FR_LINE_2: no room, it is eliminated (13.11.2), and AL_LINE_2 checks
 * for it (12.7.2) before its own flight. Alone, AL_LINE_2 would flee 1 UM.
 */
const unit = (s: A1805State, id: string): UnitState | undefined => s.units.find((x) => x.id === id);

const twoInPratze = (withFirst = true): A1805State =>
  position(
    [
      ...(withFirst ? [at(AL_LINE, 19.9, 15.1, 90, 'line')] : []),
      at(AL_LINE_2, 19.2, 14.2, 90, 'line'),
      at(FR_LINE, 21.5, 15, 270, 'line'),
      at(FR_LINE_2, 18.75, 16, 90, 'line'),
    ],
    {
      phase: 'artillery-preparation-fire',
      attacker: 'allied',
      morale: { [AL_LINE]: 'routed', [AL_LINE_2]: 'routed' },
    },
  );

const firstLost = {
  type: 'UnitEliminated',
  unitId: AL_LINE,
  cause: `fleeing towards cover: no room (13.11.2): ${FR_LINE_2}`,
} as const;
const secondFlees = {
  type: 'UnitRetreated',
  unitId: AL_LINE_2,
  x: 17810,
  y: 14052,
  facing: 2629,
  distance: 1000,
} as const;

describe('12.5.3.1 flights resumed one after another: one may end another', () => {
  test('12.5.3.1 the set-up: alone in Pratze, the second unit flees 1 UM; with the first, both are in cover and threatened', () => {
    given(a1805, twoInPratze(false))
      .when({ type: 'EndPhase' })
      .then([{ type: 'PhaseEnded' }, secondFlees]);
    const s = twoInPratze();
    expect(coverOf(unit(s, AL_LINE)!)?.name).toBe('Pratze');
    expect(coverOf(unit(s, AL_LINE_2)!)?.name).toBe('Pratze');
  });

  test('12.5.3.1 with 12.7.2, 13.11.2 a routed friend failing its check for the unit lost in its flight is eliminated, and does not flee after', () => {
    for (const dice of [
      [5, 6],
      [6, 6],
    ] as const) {
      const w = given(a1805, twoInPratze()).when({ type: 'EndPhase' }, dice);
      w.then([
        { type: 'PhaseEnded' },
        firstLost,
        { type: 'MoraleChecked', unitId: AL_LINE_2, cause: 'nearby', for: AL_LINE, dice },
        { type: 'UnitEliminated', unitId: AL_LINE_2, cause: `nearby ${AL_LINE}` },
      ]);
      expect(w.after.eliminated).toEqual([AL_LINE, AL_LINE_2]);
    }
  });

  test('12.5.3.1 with 12.7.2 a routed friend passing its check is still routed, and flees in its turn', () => {
    given(a1805, twoInPratze())
      .when({ type: 'EndPhase' }, [3, 3])
      .then([
        { type: 'PhaseEnded' },
        firstLost,
        { type: 'MoraleChecked', unitId: AL_LINE_2, result: 'passed' },
        secondFlees,
      ]);
  });

  test('12.9.3 with 12.5.3.1 a routed friend rallied by a double 1 on its check is in good order, with Blood Rage, and does not flee', () => {
    const s = twoInPratze();
    const w = given(a1805, s).when({ type: 'EndPhase' }, [1, 1]);
    w.then([
      { type: 'PhaseEnded' },
      firstLost,
      { type: 'MoraleChecked', unitId: AL_LINE_2, result: 'double-1' },
      { type: 'MoraleChanged', unitId: AL_LINE_2, to: 'good', bloodRage: 'gained' },
    ]);
    const before = unit(s, AL_LINE_2)!;
    expect(unit(w.after, AL_LINE_2)).toMatchObject({
      morale: 'good',
      bloodRage: true,
      x: before.x,
      y: before.y,
      facing: before.facing,
    });
  });
});
