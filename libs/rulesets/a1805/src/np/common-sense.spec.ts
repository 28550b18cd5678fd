import { scriptedDice } from '@pratzen/engine';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State, PendingReaction } from '../state';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_FOOT_ART,
  FR_LINE,
  at,
  position,
} from '../testing/positions';
import { npChoice } from './np-testing';

const HEAVY = 'al-col-v-caramelli';
const LIGHT = 'al-col-v-cav-4';

const after = (s: A1805State, command: A1805Command, dice: number[] = []): A1805State => {
  const d = a1805.decide(s, command, scriptedDice(dice));
  if (!d.ok) throw new Error(`${d.violation.code}: ${d.violation.message}`);
  return d.events.reduce(a1805.evolve, s);
};

describe('a1805-np rally, attacks and common sense (24.2, 24.5.8, 24.5.17, 22.3)', () => {
  it('24.2 every disorganized or routed unit tries to rally', () => {
    const s = position([at(AL_LINE, 36, 6, 270, 'line'), at(FR_LINE, 25, 27, 90, 'line')], {
      phase: 'rally',
      attacker: 'allied',
      morale: { [AL_LINE]: 'disorganized' },
    });
    const c = npChoice(s, 'allied');
    expect(c.command).toMatchObject({ type: 'Rally', unitId: AL_LINE });
    expect(c.reason).toBe('24.2 the unit tries to rally');
  });

  it('13.12.3.1 a declared charge goes in (aimed within its 45°)', () => {
    const s = position([at(HEAVY, 36, 8.5, 180, 'line'), at(FR_LINE, 36, 6, 0, 'line')], {
      phase: 'movement',
      attacker: 'allied',
    });
    const declared = after(s, { type: 'DeclareCharge', unitId: HEAVY, targetId: FR_LINE });
    const c = npChoice(declared, 'allied', [1]);
    expect(c.command).toMatchObject({
      type: 'MoveUnit',
      unitId: HEAVY,
      steps: [{ kind: 'turn' }, { kind: 'close', unitId: FR_LINE }],
    });
    expect(c.reason).toContain('13.12.3.1');
  });

  it('24.5.8 cavalry attacks an unprotected battery (too near to charge)', () => {
    const s = position([at(LIGHT, 36, 6.9, 180, 'line'), at(FR_FOOT_ART, 36, 6, 0, 'unlimbered')], {
      phase: 'movement',
      attacker: 'allied',
    });
    const c = npChoice(s, 'allied', [1, 1]);
    expect(c.command).toMatchObject({
      type: 'MoveUnit',
      unitId: LIGHT,
      steps: [{ kind: 'turn' }, { kind: 'close', unitId: FR_FOOT_ART }],
    });
    expect(c.reason).toBe('24.5.8 cavalry attacks unprotected artillery');
  });

  it('24.5.17 a unit joins an attack already declared near it, whatever its own order', () => {
    const s = position(
      [
        at(AL_LINE, 36, 7.3, 180, 'column'),
        at(AL_LINE_2, 36.9, 7.3, 180, 'column'),
        at(FR_LINE, 36.4, 6, 0, 'line'),
      ],
      { phase: 'movement', attacker: 'allied' },
    );
    const attacking = after(s, {
      type: 'MoveUnit',
      unitId: AL_LINE,
      steps: [{ kind: 'close', unitId: FR_LINE }],
    });
    // 2:1 offensive, die 6: a fire order — yet it supports the attack
    const c = npChoice(attacking, 'allied', [6]);
    expect(c.command).toMatchObject({
      type: 'MoveUnit',
      unitId: AL_LINE_2,
      steps: [{ kind: 'turn' }, { kind: 'close', unitId: FR_LINE }],
    });
    expect(c.reason).toBe('24.5.17 support the attack');
  });

  const asked = (options: PendingReaction['options']): A1805State => ({
    ...position([at(AL_LINE, 36, 6, 0, 'column'), at(FR_LINE, 37.5, 6, 270, 'line')], {
      phase: 'close-combat',
      attacker: 'french',
    }),
    reaction: { side: 'allied', unitId: AL_LINE, against: FR_LINE, options },
  });

  it('22.3 (13.9) a defender that beat a flank attack faces its attacker in line', () => {
    const c = npChoice(asked(['reface', 'none']), 'allied');
    expect(c.command).toEqual({
      type: 'React',
      unitId: AL_LINE,
      reaction: 'reface',
      facing: 90,
      formation: 'line',
    });
    expect(c.reason).toContain('22.3 common sense: face the attacker');
  });

  it('22.3 (12.7.2.1) a unit that passed its check for a routed friend holds', () => {
    // its 27 order (1:1 offensive, die 1: assault) is not to fall back
    const c = npChoice(asked(['retreat', 'none']), 'allied', [1]);
    expect(c.command).toEqual({ type: 'React', unitId: AL_LINE, reaction: 'none' });
    expect(c.reason).toContain('22.3 common sense: it holds');
  });

  it('22.3 (13.15.1.1.2) a crew returns to its guns only when no enemy is within 2 UM', () => {
    const crewless = (frenchAt: number): A1805State => {
      const s = position(
        [
          at(AL_ART, 30, 6, 90, 'unlimbered'),
          at(AL_LINE, 31, 8, 90, 'square'),
          at(FR_LINE, frenchAt, 6, 270, 'line'),
        ],
        { phase: 'rally', attacker: 'allied' },
      );
      return { ...s, units: s.units.map((u) => (u.id === AL_ART ? { ...u, crewIn: AL_LINE } : u)) };
    };
    const safe = npChoice(crewless(36), 'allied');
    expect(safe.command).toEqual({ type: 'ReturnCrew', unitId: AL_ART });
    expect(safe.reason).toContain('22.3 the danger has passed');
    expect(npChoice(crewless(31.8), 'allied').command).toEqual({ type: 'EndPhase' });
  });

  // the Allied winner facing north; the beaten French far off, the way ahead clear
  const won = (npSide: 'allied' | 'french'): A1805State => {
    const s = position([at(AL_LINE, 36, 6, 0, 'line'), at(FR_LINE, 30, 27, 90, 'line')], {
      phase: 'close-combat',
      attacker: npSide === 'allied' ? 'allied' : 'french',
    });
    const [unitId, against] = npSide === 'allied' ? [AL_LINE, FR_LINE] : [FR_LINE, AL_LINE];
    return { ...s, reaction: { side: npSide, unitId, against, options: ['advance', 'none'] } };
  };

  it('22.3 (13.11.4) the winner of a close combat advances its full 1 UM', () => {
    const c = npChoice(won('allied'), 'allied');
    expect(c.command).toEqual({ type: 'React', unitId: AL_LINE, reaction: 'advance', distance: 1 });
    expect(c.reason).toContain('22.3 common sense: advance');
  });

  it('28.2.2 … but not the French NP while it holds its line', () => {
    // the French winner, with an Allied unit on the Pratzen plateau: the centre is not empty
    const s = won('french');
    const held = {
      ...s,
      units: s.units.map((u) =>
        u.id === FR_LINE
          ? { ...u, x: 36_000, y: 6_000, facing: 0 }
          : u.id === AL_LINE
            ? { ...u, x: 24_000, y: 17_000 }
            : u,
      ),
    };
    const c = npChoice(held, 'french');
    expect(c.command).toEqual({ type: 'React', unitId: FR_LINE, reaction: 'none' });
    expect(c.reason).toBe('28.2.2 the French hold their line');
  });
});
