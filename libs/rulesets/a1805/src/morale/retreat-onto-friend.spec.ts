import { scriptedDice } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { evolve } from '../evolve';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import type { MoraleState } from '../vocabulary';
import {
  AL_LINE,
  AL_LINE_2,
  FR_FOOT_ART,
  FR_HEAVY_CAV,
  FR_LINE,
  FR_LINE_2,
  SOULT,
  at,
  position,
} from '../testing/positions';
import { type Outcomes, eliminate, retire } from './outcomes';

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

/**
 * 13.11.1 applies to every retreat, not only a combat's: 12.6.3 calls the retreat of a corps HQ's
 * units an "orderly retreat", and a routed unit "retreats with its back to the enemy" (13.11.3),
 * its flight to cover too (12.5.3.1–2). Lost so, a unit was not "destroyed in combat, or by
 * artillery or musketry fire" (12.7.2): no friend checks for it.
 */
describe('13.11.1 a unit’s own retreat stopped on a friend', () => {
  /** Soult lost 1.3 UM from FR_LINE_2 (no 12.7.2 check), Murat's cavalry 0.1 UM behind it (west). */
  function homeOnto(morale: MoraleState): Outcomes {
    const s = position([
      at(SOULT, 20, 11.8, 90, 'none'),
      at(FR_LINE_2, 20, 10, 90, 'line'),
      at(FR_HEAVY_CAV, 19.5, 10, 90, 'line'),
    ]);
    const units = s.units.map((u) => (u.id === FR_LINE_2 ? { ...u, morale } : u));
    const o: Outcomes = {
      state: { ...s, units },
      events: [],
      dice: scriptedDice([6, 5, 2, 3]),
      fold: evolve,
    };
    eliminate(o, unit(s, SOULT), 'test');
    return o;
  }

  test('13.11.1 with 12.6.3 a unit retreating towards its side stops on a friend, which is disorganized', () => {
    const o = homeOnto('good');
    expect(o.events.map((e) => e.type)).toEqual([
      'UnitEliminated',
      'MoraleChecked',
      'Shaken',
      'UnitRetreated',
      'MoraleChanged',
    ]);
    expect(o.events[3]).toMatchObject({ unitId: FR_LINE_2, distance: 100 });
    expect(o.events[4]).toEqual({
      type: 'MoraleChanged',
      unitId: FR_HEAVY_CAV,
      to: 'disorganized',
    });
    expect(unit(o.state, FR_LINE_2).morale).toBe('good');
  });

  test('13.11.1 with 12.6.3 a disorganized unit so retreating routs, and its friends check (12.7.2)', () => {
    const o = homeOnto('disorganized');
    expect(o.events.slice(3, 6)).toEqual([
      expect.objectContaining({ type: 'UnitRetreated', unitId: FR_LINE_2 }),
      { type: 'MoraleChanged', unitId: FR_HEAVY_CAV, to: 'disorganized' },
      { type: 'MoraleChanged', unitId: FR_LINE_2, to: 'routed' },
    ]);
    expect(o.events[6]).toMatchObject({
      type: 'MoraleChecked',
      unitId: FR_HEAVY_CAV,
      cause: 'nearby',
      for: FR_LINE_2,
    });
  });

  test('13.11.1 with 12.5.3.2, 12.7.2 a routed unit fleeing towards cover into a friend is eliminated there, the friend disorganized, and no friend checks for it', () => {
    // routed 0.7 UM east of Pratze, its back to the French; a friend's line in its way
    const s = position(
      [
        at(AL_LINE, 21.5, 15.1, 90, 'line'),
        at(AL_LINE_2, 20.9, 15.1, 90, 'line'),
        at(FR_LINE, 28, 15, 270, 'line'),
      ],
      { phase: 'rally', attacker: 'allied', morale: { [AL_LINE]: 'routed' } },
    );
    const w = given(a1805, s).when({ type: 'Rally', unitId: AL_LINE }, [6, 5, 6, 6]);
    w.then([
      { type: 'MoraleChecked', unitId: AL_LINE, result: 'failed' },
      { type: 'UnitRetreated', unitId: AL_LINE },
      { type: 'MoraleChanged', unitId: AL_LINE_2, to: 'disorganized' },
      {
        type: 'UnitEliminated',
        unitId: AL_LINE,
        cause: `fleeing towards cover (12.5.3.2): routed, it ran into ${AL_LINE_2} (13.11.1)`,
      },
    ]);
    expect(w.after.eliminated).toEqual([AL_LINE]);
  });

  test('19.2 (optional) with 12.5.3.2, 12.7.2 a routed unit fleeing into a friend leaves the table; lost on a 1, no friend checks for it', () => {
    const s = position(
      [
        at(AL_LINE, 21.5, 15.1, 90, 'line'),
        at(AL_LINE_2, 20.9, 15.1, 90, 'line'),
        at(FR_LINE, 28, 15, 270, 'line'),
      ],
      { phase: 'rally', attacker: 'allied', morale: { [AL_LINE]: 'routed' } },
    );
    const w = given(a1805, { ...s, optionalRules: ['alternate-rout'] }).when(
      { type: 'Rally', unitId: AL_LINE },
      [6, 5, 1, 6, 6],
    );
    w.then([
      { type: 'MoraleChecked', unitId: AL_LINE, result: 'failed' },
      { type: 'UnitRetreated', unitId: AL_LINE },
      { type: 'MoraleChanged', unitId: AL_LINE_2, to: 'disorganized' },
      { type: 'RoutedOff', unitId: AL_LINE, die: 1 },
      { type: 'UnitEliminated', unitId: AL_LINE, cause: 'routed off and lost (19.2)' },
    ]);
  });
});

describe('5.2 with 13.10 a square forced back off clear ground', () => {
  test('5.2 with 13.10 a square in good order retreating into Pratze loses its marker and routs as a column, its friends checking (12.7.2)', () => {
    const s = position([
      at(AL_LINE, 21.5, 15.1, 90, 'square'),
      at(AL_LINE_2, 21.5, 16.3, 90, 'line'),
    ]);
    const o: Outcomes = { state: s, events: [], dice: scriptedDice([2, 3]), fold: evolve };
    retire(o, AL_LINE, { x: 30000, y: 15100 }, false, 'test');
    expect(o.events.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'UnitRetreated', unitId: AL_LINE, formation: 'column' }),
      { type: 'MoraleChanged', unitId: AL_LINE, to: 'routed' },
    ]);
    expect(o.events[2]).toMatchObject({ type: 'MoraleChecked', unitId: AL_LINE_2, for: AL_LINE });
    expect(unit(o.state, AL_LINE)).toMatchObject({ formation: 'column', morale: 'routed' });
  });
});
