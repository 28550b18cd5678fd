import { scriptedDice } from '@pratzen/engine';
import { evolve } from '../evolve';
import type { A1805State, UnitState } from '../state';
import type { MoraleState } from '../vocabulary';
import { FR_FOOT_ART, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';
import { type Outcomes, retire } from './outcomes';

/**
 * 13.11.1 "A retreating unit that must cross, fully or partially, a friendly unit, stops its
 * retreat upon touching it. If any of the involved units was disorganized, it routs": a 1 UM
 * retreat in order (13.10) straight back from an attack from the east, with a friend's line 0.1
 * UM behind the retreating unit. The friend is disorganized by it (12.9.6: losing Blood Rage).
 */
const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};

function retreatOnto(
  id: string,
  morale: MoraleState,
  friend: Partial<UnitState>,
  dice: number[] = [],
  battery = false,
  optionalRules: string[] = [],
): Outcomes {
  const s = position([
    battery ? at(id, 19.9, 10, 90, 'unlimbered') : at(id, 20, 10, 90, 'line'),
    at(FR_LINE, 19.5, 10, 90, 'line'),
  ]);
  const units = s.units.map((u) =>
    u.id === id ? { ...u, morale } : u.id === FR_LINE ? { ...u, ...friend } : u,
  );
  const o: Outcomes = {
    state: { ...s, units, optionalRules },
    events: [],
    dice: scriptedDice(dice),
    fold: evolve,
  };
  retire(o, id, { x: 25000, y: 10000 }, false, 'test');
  return o;
}

describe('13.11.1 a retreat stopped on a friend', () => {
  test('13.11.1 a friend in good order or stunned is disorganized; the retreating unit, neither disorganized, stays as it was', () => {
    for (const morale of ['good', 'stunned'] as const) {
      const o = retreatOnto(FR_LINE_2, 'stunned', { morale });
      expect(o.events).toEqual([
        expect.objectContaining({ type: 'UnitRetreated', unitId: FR_LINE_2, distance: 100 }),
        { type: 'MoraleChanged', unitId: FR_LINE, to: 'disorganized' },
      ]);
      expect(unit(o.state, FR_LINE_2).morale).toBe('stunned');
    }
  });

  test('12.9.6 with 13.11.1 a friend under Blood Rage run into is disorganized and loses it', () => {
    const o = retreatOnto(FR_LINE_2, 'good', { bloodRage: true });
    expect(o.events[1]).toEqual({
      type: 'MoraleChanged',
      unitId: FR_LINE,
      to: 'disorganized',
      bloodRage: 'lost',
    });
    expect(unit(o.state, FR_LINE)).toMatchObject({ morale: 'disorganized', bloodRage: false });
  });

  test('13.11.1 a disorganized friend: the retreating unit routs (the friend, already disorganized, is not changed), and friends within 1 UM check (12.7.2)', () => {
    const o = retreatOnto(FR_LINE_2, 'good', { morale: 'disorganized' }, [2, 2]);
    expect(o.events).toEqual([
      expect.objectContaining({ type: 'UnitRetreated', unitId: FR_LINE_2, distance: 100 }),
      { type: 'MoraleChanged', unitId: FR_LINE_2, to: 'routed' },
      expect.objectContaining({ type: 'MoraleChecked', unitId: FR_LINE, for: FR_LINE_2 }),
    ]);
    expect(unit(o.state, FR_LINE).morale).toBe('disorganized');
  });

  test('13.11.1 with 12.7.2.4 a battery routing as it runs into a disorganized friend makes no friend check', () => {
    // the battery's block is 0.3 UM deep: its front 0.1 UM farther back keeps the 0.1 UM gap
    const o = retreatOnto(FR_FOOT_ART, 'good', { morale: 'disorganized' }, [], true);
    expect(o.events).toEqual([
      expect.objectContaining({ type: 'UnitRetreated', unitId: FR_FOOT_ART }),
      { type: 'MoraleChanged', unitId: FR_FOOT_ART, to: 'routed' },
    ]);
  });

  test('19.2 (optional) only a routing unit that runs into a friend leaves the table: one retreating in order stops on it, as in 13.11.1', () => {
    const o = retreatOnto(FR_LINE_2, 'good', {}, [], false, ['alternate-rout']);
    expect(o.events).toEqual([
      expect.objectContaining({ type: 'UnitRetreated', unitId: FR_LINE_2, distance: 100 }),
      { type: 'MoraleChanged', unitId: FR_LINE, to: 'disorganized' },
    ]);
    expect(unit(o.state, FR_LINE_2).morale).toBe('good');
  });
});
