import { given } from '@pratzen/engine/testing';
import { sideViewer } from '@pratzen/engine';
import { withinGap } from '@pratzen/geometry';
import type { A1805Command } from '../commands';
import { U } from '../data/catalogue';
import { centreOf, unitRing } from '../movement/pose';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { AL_LINE, FR_LINE, at, position } from '../testing/positions';

const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};
const react = (unitId: string, reaction: string, extra: object = {}): A1805Command =>
  ({ type: 'React', unitId, reaction, ...extra }) as A1805Command;

/** FR_LINE closes on AL_LINE (front to front, or on its flank) and the combat phase comes. */
function fought(defenderX: number, defenderFacing: number): A1805State {
  const s = position([
    at(FR_LINE, 36, 6, 0, 'line'),
    at(AL_LINE, defenderX, 7.5, defenderFacing, 'line'),
  ]);
  const closed = given(a1805, s).when({
    type: 'MoveUnit',
    unitId: FR_LINE,
    steps: [{ kind: 'close', unitId: AL_LINE }],
  }).after;
  return { ...closed, phase: 'close-combat' };
}

describe('13.9, 13.11.4–13.11.5 after a close combat', () => {
  test('13.11.4 the winner may advance up to 1 UM into the place the loser left; 13.11.5 never to less than ½ UM of an enemy', () => {
    // attacker 6, defender 1: the defender fails its check (6 + 5) and retreats 1 UM
    const w = given(a1805, fought(36, 180)).when(
      { type: 'Assault', defenderId: AL_LINE },
      [6, 1, 6, 5],
    );
    const s = w.after;
    expect(unit(s, AL_LINE).y - 7500).toBe(U);
    expect(s.reaction).toMatchObject({
      unitId: FR_LINE,
      side: 'french',
      options: ['advance', 'none'],
    });
    const offered = a1805.legalActions(s, sideViewer('french')).map((a) => a.command);
    // a ½ UM gap must remain: of the four steps, ¼ and ½ UM
    expect(offered).toEqual([
      react(FR_LINE, 'advance', { distance: 0.25 }),
      react(FR_LINE, 'advance', { distance: 0.5 }),
      react(FR_LINE, 'none'),
    ]);
    const before = unit(s, FR_LINE);
    const advanced = given(a1805, s).when(react(FR_LINE, 'advance', { distance: 0.5 })).after;
    expect(unit(advanced, FR_LINE).y - before.y).toBe(U / 2);
    expect(
      withinGap(unitRing(unit(advanced, FR_LINE)), unitRing(unit(advanced, AL_LINE)), U / 2 - 1),
    ).toBe(false);
    given(a1805, s)
      .when(react(FR_LINE, 'advance', { distance: 0.75 }))
      .thenViolates('BAD_ADVANCE', '13.11.5');
    given(a1805, s)
      .when(react(FR_LINE, 'advance', { distance: 1.5 }))
      .thenViolates('BAD_ADVANCE', '13.11.5');
    expect(given(a1805, s).when(react(FR_LINE, 'none')).after.reaction).toBeNull();
  });

  test('13.11.4 no advance while the loser still stands there (the combat goes on, 13.3)', () => {
    // attacker 4, defender 3: a difference of 1 + modifiers, a check the defender passes
    const w = given(a1805, fought(36, 180)).when(
      { type: 'Assault', defenderId: AL_LINE },
      [4, 3, 1, 2],
    );
    expect(w.events.some((e) => e.type === 'CombatDeclared')).toBe(true);
    expect(w.after.reaction).toBeNull();
  });

  test('13.9 a defender that beats an attack on its flank may take any facing and formation', () => {
    const s0 = fought(36.2, 90);
    expect(s0.combats[0]).toBeDefined();
    // attacker 1, defender 6: the attacker's leader fails its check (6 + 6 … a double 6 routs it)
    const w = given(a1805, s0).when({ type: 'Assault', defenderId: AL_LINE }, [1, 6, 5, 6]);
    expect(w.events.find((e) => e.type === 'CloseCombat')).toMatchObject({ direction: 'flank' });
    const s = w.after;
    expect(s.reaction?.unitId).toBe(AL_LINE);
    expect(s.reaction?.options).toContain('reface');
    const refaced = a1805
      .legalActions(s, sideViewer('allied'))
      .find((a) => a.command.type === 'React' && a.command.reaction === 'reface');
    expect(refaced?.space?.vary['/facing']).toMatchObject({ kind: 'interval' });
    const centre = centreOf('infantry', unit(s, AL_LINE));
    const after = given(a1805, s).when(
      react(AL_LINE, 'reface', { facing: 180, formation: 'column' }),
    ).after;
    const u = unit(after, AL_LINE);
    expect(u).toMatchObject({ facing: 1800, formation: 'column' });
    expect(centreOf('infantry', u)).toEqual(centre);
  });

  test('13.11.4 an advance is of more than nothing: 0 UM, or a step back, is refused', () => {
    const s = given(a1805, fought(36, 180)).when(
      { type: 'Assault', defenderId: AL_LINE },
      [6, 1, 6, 5],
    ).after;
    expect(s.reaction).toMatchObject({ unitId: FR_LINE, options: ['advance', 'none'] });
    for (const distance of [0, -0.25]) {
      given(a1805, s)
        .when(react(FR_LINE, 'advance', { distance }))
        .thenViolates('BAD_ADVANCE', '13.11.5');
    }
  });

  /** The French line (a step lost, 12.2) attacks from the front; AL_LINE changed as given. */
  const beaten = (change: Partial<UnitState>) => {
    const s0 = fought(36, 180);
    const s = {
      ...s0,
      units: s0.units.map((u) =>
        u.id === AL_LINE ? { ...u, ...change } : u.id === FR_LINE ? { ...u, stepsLost: 1 } : u,
      ),
    };
    // attacker 1 + 3 against 6 + 1: the French leader rolls a double 6, routs and flees 1 UM
    const w = given(a1805, s).when({ type: 'Assault', defenderId: AL_LINE }, [1, 6, 6, 6]);
    expect(w.events.find((e) => e.type === 'CloseCombat')).toMatchObject({ direction: 'front' });
    expect(w.events).toContainEqual(
      expect.objectContaining({ type: 'UnitRetreated', unitId: FR_LINE }),
    );
    return w;
  };

  test('13.11.4 with 12.5.2 a disorganized defender that wins does not advance (it cannot move)', () => {
    expect(beaten({}).after.reaction).toMatchObject({
      unitId: AL_LINE,
      options: ['advance', 'none'],
    });
    const w = beaten({ morale: 'disorganized' });
    expect(w.events.some((e) => e.type === 'ReactionOffered')).toBe(false);
    expect(w.after.reaction).toBeNull();
  });

  test('13.11.4 with 5.4.4 a square that beats its attacker does not advance', () => {
    const w = beaten({ formation: 'square' });
    expect(w.events.some((e) => e.type === 'ReactionOffered')).toBe(false);
    expect(w.after.reaction).toBeNull();
  });
});
