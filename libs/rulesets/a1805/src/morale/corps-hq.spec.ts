import { scriptedDice } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { U } from '../data/catalogue';
import { evolve } from '../evolve';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import {
  AL_LINE,
  FR_HEAVY_CAV,
  FR_LINE,
  FR_LINE_2,
  NAPOLEON,
  SOULT,
  at,
  position,
} from '../testing/positions';
import { type Outcomes, eliminate } from './outcomes';

const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};
const ST_HILAIRE = 'fr-iv-st-hilaire-1';
const KOLOWRAT = 'al-kolowrat';

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

  test('12.6.3 with 5.2 a square retreating towards its side into woods loses its marker and routs as a column', () => {
    // FR_LINE in square 1.5 UM from Soult, 1 UM east of the woods east of the plateau; it fails (5 + 6)
    const lost = (x: number) => {
      const s = position([at(SOULT, x, 17.3, 90, 'none'), at(FR_LINE, x, 15, 90, 'square')]);
      const o: Outcomes = { state: s, events: [], dice: scriptedDice([5, 6]), fold: evolve };
      eliminate(o, unit(s, SOULT), 'test');
      return o;
    };
    const broken = lost(36.6);
    expect(unit(broken.state, FR_LINE)).toMatchObject({ formation: 'column', morale: 'routed' });
    expect(broken.events).toContainEqual({ type: 'MoraleChanged', unitId: FR_LINE, to: 'routed' });
    // on clear ground it stays a square, in order
    const clear = lost(40);
    expect(unit(clear.state, FR_LINE)).toMatchObject({ formation: 'square', morale: 'good' });
    expect(unit(clear.state, FR_LINE).x).toBe(40000 - U);
  });

  test('12.7.2 with 13.11.2: a unit within 1 UM of its fallen corps HQ checks as a nearby friend first; failing with no room to retreat, it is eliminated', () => {
    const s = position([at(SOULT, 1.2, 6, 90, 'none'), at(FR_LINE, 0.6, 6.8, 90, 'line')]);
    const o: Outcomes = { state: s, events: [], dice: scriptedDice([6, 5]), fold: evolve };
    eliminate(o, unit(s, SOULT), 'test');
    expect(o.state.eliminated).toEqual([SOULT, FR_LINE]);
    const gone = o.events.find((e) => e.type === 'UnitEliminated' && e.unitId === FR_LINE);
    expect(gone).toMatchObject({ cause: expect.stringMatching(/^nearby fr-soult/) });
  });

  test('12.6.3 a unit of the corps 1–2 UM off (no 12.7.2 check) with no way back towards its side: eliminated by that retreat', () => {
    const s = position([at(SOULT, 0.6, 6, 90, 'none'), at(FR_LINE, 0.6, 8.5, 90, 'line')]);
    const o: Outcomes = { state: s, events: [], dice: scriptedDice([6, 5]), fold: evolve };
    eliminate(o, unit(s, SOULT), 'test');
    expect(o.state.eliminated).toEqual([SOULT, FR_LINE]);
    expect(o.events).toContainEqual(
      expect.objectContaining({
        type: 'UnitEliminated',
        unitId: FR_LINE,
        cause: 'retreating towards its side of the table (12.6.3): terrain',
      }),
    );
  });

  test("12.6.3 only units of its own corps check: another corps' unit within 2 UM does not, nor an HQ", () => {
    // Murat's cavalry (the Reserve) and Napoleon 1.5 UM from Soult
    const s = position([
      at(SOULT, 36, 6, 90, 'none'),
      at(FR_HEAVY_CAV, 36, 4.2, 90, 'line'),
      at(NAPOLEON, 34.5, 6, 90, 'none'),
      at(FR_LINE, 35.5, 8.5, 90, 'line'),
    ]);
    const o: Outcomes = { state: s, events: [], dice: scriptedDice([6, 5]), fold: evolve };
    eliminate(o, unit(s, SOULT), 'test');
    const checks = o.events.filter((e) => e.type === 'MoraleChecked');
    expect(checks.map((e) => e.unitId)).toEqual([FR_LINE]);
    expect(unit(o.state, FR_HEAVY_CAV)).toMatchObject({ x: 36000, y: 4200 });
  });

  test('12.6.3 the Allies retreat towards their side of the table: east', () => {
    const s = position([at(KOLOWRAT, 20, 6, 270, 'none'), at(AL_LINE, 20.5, 8.5, 270, 'line')], {
      attacker: 'allied',
    });
    const o: Outcomes = { state: s, events: [], dice: scriptedDice([6, 5]), fold: evolve };
    eliminate(o, unit(s, KOLOWRAT), 'test');
    const after = unit(o.state, AL_LINE);
    expect(after).toMatchObject({ shaken: true, facing: 2700, y: 8500 });
    expect(after.x).toBe(20500 + U);
  });

  test('12.6.3 an army commander is not a corps HQ: its loss makes no one check', () => {
    const s = position([at(NAPOLEON, 36, 6, 90, 'none'), at(FR_LINE, 35.5, 8.5, 90, 'line')]);
    const o: Outcomes = { state: s, events: [], dice: scriptedDice([6, 5]), fold: evolve };
    eliminate(o, unit(s, NAPOLEON), 'test');
    expect(o.events.filter((e) => e.type === 'MoraleChecked')).toEqual([]);
  });

  test('12.6.3 a unit of the corps passing its check stays where it is, in good order', () => {
    const o = soultLost([2, 2, 2, 3]);
    expect(unit(o.state, FR_LINE)).toMatchObject({ x: 35500, y: 8500, morale: 'good' });
    expect(unit(o.state, FR_LINE).shaken).toBeUndefined();
  });

  test('12.6.3 within 2 UM (between blocks): 1.9 UM off checks, 2.1 UM off does not', () => {
    for (const [y, checks] of [
      [8.55, 1],
      [8.8, 0],
    ] as const) {
      const s = position([at(SOULT, 36, 6, 90, 'none'), at(FR_LINE, 36, y, 90, 'line')]);
      const o: Outcomes = { state: s, events: [], dice: scriptedDice([2, 2]), fold: evolve };
      eliminate(o, unit(s, SOULT), 'test');
      expect(o.events.filter((e) => e.type === 'MoraleChecked')).toHaveLength(checks);
    }
  });
});
