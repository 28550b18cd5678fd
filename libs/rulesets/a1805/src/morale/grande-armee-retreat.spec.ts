import { scriptedDice } from '@pratzen/engine';
import { evolve } from '../evolve';
import type { A1805State, UnitState } from '../state';
import {
  AL_LINE,
  FR_HEAVY_CAV,
  FR_LIGHT_CAV,
  FR_LINE,
  FR_LINE_2,
  at,
  position,
} from '../testing/positions';
import { type Outcomes, retire } from './outcomes';

/**
 * 21.2 (optional) "French cavalry may retreat through friendly infantry units": which units pass
 * through which, in a retreat of 1 UM in order (13.10) straight back from an attack. The
 * retreating unit's rear is 0.1 UM from the front of a line behind it, which it would clear
 * by 0.1 UM at the end of its retreat: passing through, it retreats the whole 1 UM; else it
 * stops on a friend (13.11.1), or, an enemy in its way, it is eliminated (13.11.2).
 */
const UVAROV = 'al-col-v-uvarov';

const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};

/** `id` (front at 20, 10) retreats away from an attack from the east (or, facing west, from the west) with `behind` in its way. */
function retreatInto(
  id: string,
  behind: string,
  facing: 90 | 270 = 90,
  rules: string[] = ['grande-armee'],
): Outcomes {
  const behindX = facing === 90 ? 19.5 : 20.5;
  const s = position([at(id, 20, 10, facing, 'line'), at(behind, behindX, 10, facing, 'line')]);
  const o: Outcomes = {
    state: { ...s, optionalRules: rules },
    events: [],
    dice: scriptedDice([]),
    fold: evolve,
  };
  retire(o, id, { x: facing === 90 ? 25000 : 15000, y: 10000 }, false, 'test');
  return o;
}
const retreated = (o: Outcomes) => o.events.find((e) => e.type === 'UnitRetreated');

describe('21.2 (optional) French cavalry retreats through friendly infantry', () => {
  test('21.2 French cavalry passes through French infantry: the whole 1 UM (without the rule: it stops on it, 13.11.1)', () => {
    const o = retreatInto(FR_LIGHT_CAV, FR_LINE);
    expect(retreated(o)).toMatchObject({ unitId: FR_LIGHT_CAV, distance: 1000 });
    expect(unit(o.state, FR_LINE).morale).toBe('good');
    const plain = retreatInto(FR_LIGHT_CAV, FR_LINE, 90, []);
    expect(retreated(plain)).toMatchObject({ unitId: FR_LIGHT_CAV, distance: 100 });
    expect(unit(plain.state, FR_LINE).morale).toBe('disorganized');
  });

  test('21.2 French cavalry does not pass through French cavalry: it stops on it (13.11.1)', () => {
    const o = retreatInto(FR_LIGHT_CAV, FR_HEAVY_CAV);
    expect(retreated(o)).toMatchObject({ unitId: FR_LIGHT_CAV, distance: 100 });
    expect(unit(o.state, FR_HEAVY_CAV).morale).toBe('disorganized');
  });

  test('21.2 French infantry does not pass through French infantry: it stops on it (13.11.1)', () => {
    const o = retreatInto(FR_LINE_2, FR_LINE);
    expect(retreated(o)).toMatchObject({ unitId: FR_LINE_2, distance: 100 });
    expect(unit(o.state, FR_LINE).morale).toBe('disorganized');
  });

  test('21.2 friendly infantry only: French cavalry with Allied infantry in its way has no room, and is eliminated (13.11.2)', () => {
    const o = retreatInto(FR_LIGHT_CAV, AL_LINE);
    expect(retreated(o)).toBeUndefined();
    expect(o.events[0]).toMatchObject({
      type: 'UnitEliminated',
      unitId: FR_LIGHT_CAV,
      cause: `test: no room to retreat (13.11.2): ${AL_LINE}`,
    });
  });

  test('21.2 French cavalry only: Allied cavalry with French infantry in its way has no room, and is eliminated (13.11.2)', () => {
    const o = retreatInto(UVAROV, FR_LINE, 270);
    expect(retreated(o)).toBeUndefined();
    expect(o.events[0]).toMatchObject({
      type: 'UnitEliminated',
      unitId: UVAROV,
      cause: `test: no room to retreat (13.11.2): ${FR_LINE}`,
    });
  });
});
