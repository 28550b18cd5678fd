import { scriptedDice } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { U } from '../data/catalogue';
import { evolve } from '../evolve';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { FR_LINE, FR_LINE_2, SOULT, at, position } from '../testing/positions';
import { type Outcomes, eliminate } from './outcomes';

const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};
const ST_HILAIRE = 'fr-iv-st-hilaire-1';

/** Soult (IV Corps) lost: what its corps does. FR_LINE and St-Hilaire 1–2 UM off (no 12.7.2 check), FR_LINE_2 far. */
function soultLost(dice: number[]): Outcomes {
  const s = position([
    at(SOULT, 36, 6, 90, 'none'),
    at(FR_LINE, 35.5, 8.5, 90, 'line'),
    at(ST_HILAIRE, 35.5, 3.5, 90, 'line'),
    at(FR_LINE_2, 30, 6, 90, 'line'),
  ]);
  const o: Outcomes = { state: s, events: [], dice: scriptedDice(dice), fold: evolve };
  eliminate(o, unit(s, SOULT), 'test');
  return o;
}

describe('12.6.3 a corps HQ lost', () => {
  test('12.6.3 each unit of the corps within 2 UM checks; failing, it retreats in order 1 UM towards its side (the French: west)', () => {
    // St-Hilaire passes (2 + 2), FR_LINE fails (5 + 6); FR_LINE_2 is too far to check
    const o = soultLost([2, 2, 5, 6]);
    const checks = o.events.filter((e) => e.type === 'MoraleChecked');
    expect(checks.map((e) => e.unitId)).toEqual([ST_HILAIRE, FR_LINE]);
    expect(o.events).toContainEqual({ type: 'Shaken', unitId: FR_LINE, shaken: true });
    const after = unit(o.state, FR_LINE);
    expect(after).toMatchObject({ shaken: true, facing: 900, morale: 'good' });
    expect(after.x).toBe(35500 - U);
    expect(after.y).toBe(8500);
    expect(unit(o.state, ST_HILAIRE).shaken).toBeUndefined();
  });

  test('12.6.3 it keeps retreating, not moving otherwise, until it passes a check in its Rally Phase', () => {
    const shaken = soultLost([2, 2, 5, 6]).state;
    const rally = { ...shaken, phase: 'rally' as const, attacker: 'french' as const };
    given(a1805, rally).when({ type: 'EndPhase' }).thenViolates('RALLY_PENDING', '12.10');
    given(a1805, { ...rally, phase: 'movement' })
      .when({ type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'forward', distance: 0.5 }] })
      .thenViolates('SHAKEN', '12.6.3');
    const x = unit(rally, FR_LINE).x;
    const failed = given(a1805, rally).when({ type: 'Rally', unitId: FR_LINE }, [6, 5]).after;
    expect(unit(failed, FR_LINE)).toMatchObject({ shaken: true, x: x - U });
    const passed = given(a1805, rally).when({ type: 'Rally', unitId: FR_LINE }, [2, 3]).after;
    expect(unit(passed, FR_LINE).shaken).toBeUndefined();
    expect(unit(passed, FR_LINE).x).toBe(x);
  });

  test('12.6.3 a unit with no way back towards its side has retreated off the table: eliminated', () => {
    const s = position([at(SOULT, 1.2, 6, 90, 'none'), at(FR_LINE, 0.6, 6.8, 90, 'line')]);
    const o: Outcomes = { state: s, events: [], dice: scriptedDice([6, 5]), fold: evolve };
    eliminate(o, unit(s, SOULT), 'test');
    expect(o.state.eliminated).toEqual([SOULT, FR_LINE]);
  });
});
