import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { AL_LINE, AL_LINE_2, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';
import { coverOf } from './flight';

/**
 * 12.5.3.1's flights as the Allied Movement Phase opens, one after another: AL_LINE and
 * AL_LINE_2, both routed in Pratze with FR_LINE within 2 UM, AL_LINE_2 within 1 UM of AL_LINE.
 * AL_LINE flees first, into FR_LINE_2: no room, it is eliminated (13.11.2); lost in its own
 * flight, neither in combat nor by fire, it makes AL_LINE_2 check for nothing (12.7.2), and
 * AL_LINE_2 flees 1 UM, as it would alone.
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

  test('12.7.2 with 12.5.3.1, 13.11.2: a unit lost in its own flight was not "destroyed in combat, or by artillery or musketry fire": its routed friend within 1 UM makes no check, and flees in its turn', () => {
    for (const dice of [
      [5, 6],
      [6, 6],
      [1, 1],
      [3, 3],
    ]) {
      const w = given(a1805, twoInPratze()).when({ type: 'EndPhase' }, dice);
      w.then([{ type: 'PhaseEnded' }, firstLost, secondFlees]);
      expect(w.after.eliminated).toEqual([AL_LINE]);
    }
  });
});
