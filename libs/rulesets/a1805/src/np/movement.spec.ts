import { sideViewer } from '@pratzen/engine';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_LINE,
  FR_LINE_2,
  SOULT,
  at,
  position,
} from '../testing/positions';
import { fallback } from './bot';
import type { NpContext } from './context';
import { npChoice } from './np-testing';
import { readView } from './read';

const HEAVY = 'al-col-v-caramelli';
const LIGHT = 'al-col-v-cav-4';
const moving = (s: A1805State, moved: string[] = []): A1805State => ({ ...s, moved });

describe('a1805-np movement (24.5, 25, 26)', () => {
  // two Allied brigades in column, no French within 4 UM (no tactical order): 28.1 objectives
  const march = position(
    [
      at(AL_LINE, 36, 6, 270, 'column'),
      at(AL_LINE_2, 38, 6.5, 270, 'column'),
      at(FR_LINE, 25, 27, 90, 'line'),
    ],
    { phase: 'movement', attacker: 'allied' },
  );

  it('24.5.4 the unit furthest from the enemy moves first', () => {
    // side by side on the way west; the French to the north-west are nearer the northern brigade
    const s = position(
      [
        at(AL_LINE, 36, 6, 270, 'column'),
        at(AL_LINE_2, 36, 8.5, 270, 'column'),
        at(FR_LINE, 30, 27, 90, 'line'),
      ],
      { phase: 'movement', attacker: 'allied' },
    );
    const c = npChoice(s, 'allied');
    expect(c.command).toMatchObject({ type: 'MoveUnit', unitId: AL_LINE });
    expect(c.reason).toContain('24.5.1 keeping the line');
  });

  it('24.5.1 a unit already ahead of its group by more than 1 UM waits for the line', () => {
    // the rear brigade has moved (it stayed put): the one 2 UM ahead may not pull further away
    const c = npChoice(moving(march, [AL_LINE_2]), 'allied');
    expect(c.command).toEqual({ type: 'EndPhase' });
    expect(c.reason).toBe('NP done with movement: EndPhase');
  });

  it('24.5.3 a unit on its objective stops there', () => {
    const s = position([at(AL_LINE, 12.3, 5.5, 270, 'column'), at(FR_LINE, 25, 27, 90, 'line')], {
      phase: 'movement',
      attacker: 'allied',
    });
    const c = npChoice({ ...s, control: { ...s.control, teilnitz: 'french' } }, 'allied');
    expect(c.command).toEqual({ type: 'EndPhase' });
  });

  // Allied cavalry in line 2.5 UM from French infantry in line: 1:1, offensive
  const facing = (cav: string) =>
    position([at(cav, 36, 8.5, 180, 'line'), at(FR_LINE, 36, 6, 0, 'line')], {
      phase: 'movement',
      attacker: 'allied',
    });

  it('24.5.15 heavy cavalry in line charges the nearest enemy (24.8: infantry in line first)', () => {
    const c = npChoice(facing(HEAVY), 'allied', [4]);
    expect(c.command).toEqual({ type: 'DeclareCharge', unitId: HEAVY, targetId: FR_LINE });
    expect(c.reason).toContain('24.8 charge: infantry in line');
  });

  it('24.5.15 light cavalry does not charge unless its 27 order is to charge', () => {
    const flank = npChoice(facing(LIGHT), 'allied', [4]);
    expect(flank.command.type).not.toBe('DeclareCharge');
    expect(flank.reason).toContain('27 offensive 1:1 cavalry die 4: flank');
    // 24.5.8: it steers for the enemy's flank (2 UM off its side), not at its front
    expect(flank.reason).toContain('24.5.8 round the flank of');
    const turn = (flank.command as unknown as { steps: { angle?: number }[] }).steps[0]?.angle ?? 0;
    expect(turn).toBeLessThan(-20);
    const charge = npChoice(facing(LIGHT), 'allied', [3]);
    expect(charge.command).toEqual({ type: 'DeclareCharge', unitId: LIGHT, targetId: FR_LINE });
  });

  it('24.5.13 infantry ordered to assault a line forms column first (25.3)', () => {
    const s = position(
      [
        at(AL_LINE, 36, 8.5, 180, 'line'),
        at(AL_LINE_2, 37.2, 8.5, 180, 'line'),
        at('al-col-iv-inf-3', 38.4, 8.5, 180, 'line'),
        at(FR_LINE, 36, 6, 0, 'line'),
      ],
      { phase: 'movement', attacker: 'allied' },
    );
    const c = npChoice(s, 'allied');
    expect(c.command).toMatchObject({
      type: 'MoveUnit',
      steps: [{ kind: 'formation', to: 'column' }],
    });
    expect(c.reason).toContain('27 offensive 3:1 infantry: combat');
    expect(c.reason).toContain('24.5.13 column to assault a line');
  });

  // Soult with Vandamme's 1st (+2) and 2nd (+3) brigades, which have moved; no enemy near
  const corps = (attached: string | undefined) =>
    moving(
      position(
        [
          at(FR_LINE, 30, 27, 90, 'line'),
          at(FR_LINE_2, 31.5, 27, 90, 'line'),
          at(SOULT, attached === undefined ? 33 : 31.5, 27, 90, 'none', attached),
          at(AL_LINE, 38, 4, 270, 'line'),
        ],
        { phase: 'movement', attacker: 'french' },
      ),
      [FR_LINE, FR_LINE_2],
    );

  it('26.1 the HQ joins the best full-strength unit of its command (24.5.14)', () => {
    const c = npChoice(corps(undefined), 'french');
    expect(c.command).toEqual({
      type: 'MoveUnit',
      unitId: SOULT,
      steps: [{ kind: 'attach', unitId: FR_LINE_2 }],
    });
    expect(c.reason).toContain('26.1');
  });

  it('26.2 when its unit has lost a step, the HQ moves to a full-strength one', () => {
    const s = corps(FR_LINE_2);
    const hurt = {
      ...s,
      units: s.units.map((u) => (u.id === FR_LINE_2 ? { ...u, stepsLost: 1 } : u)),
    };
    const c = npChoice(hurt, 'french');
    expect(c.command).toMatchObject({
      unitId: SOULT,
      steps: [{ kind: 'attach', unitId: FR_LINE }],
    });
    expect(c.reason).toContain('26.2');
    expect(npChoice(s, 'french').command).toEqual({ type: 'EndPhase' });
  });

  it('a phase with an action no NP rule answers ends with the reason `no NP rule for <phase>`', () => {
    const s = position([at(FR_LINE, 30, 27, 90, 'line')], { phase: 'rally', attacker: 'french' });
    const ctx: NpContext = {
      v: readView(a1805.view(s, sideViewer('french')), 'french'),
      actions: [
        { command: { type: 'HideUnits', unitIds: [FR_LINE], box: 1 } },
        { command: { type: 'EndPhase' } },
      ],
      accepts: () => true,
      rng: { roll: () => 1 },
      orders: () => ({ book: new Map(), of: () => undefined }),
    };
    expect(fallback(ctx)).toEqual({
      command: { type: 'EndPhase' },
      reason: 'no NP rule for rally (HideUnits): EndPhase',
    });
    const stuck = {
      ...ctx,
      actions: [{ command: { type: 'HideUnits', unitIds: [FR_LINE], box: 1 } }],
    } as NpContext;
    expect(fallback(stuck).reason).toBe('no NP rule for rally: HideUnits');
  });

  it('24.6.8 a limbered battery with an enemy within reach unlimbers', () => {
    // with a brigade beside it (which has moved) the group is at 1:1: the guns' order is to fire
    const s = position(
      [
        at(AL_ART, 36, 8, 180, 'limbered'),
        at(AL_LINE, 38, 8.5, 180, 'line'),
        at(FR_LINE, 36, 5, 0, 'line'),
      ],
      { phase: 'movement', attacker: 'allied' },
    );
    const c = npChoice(moving(s, [AL_LINE]), 'allied', [1]);
    expect(c.command).toEqual({
      type: 'MoveUnit',
      unitId: AL_ART,
      steps: [{ kind: 'formation', to: 'unlimbered' }],
    });
    expect(c.reason).toContain('24.6.8');
  });

  it('24.5.7 a battery with no enemy near limbers to follow the line', () => {
    const s = position([at(AL_ART, 36, 8, 270, 'unlimbered'), at(FR_LINE, 25, 27, 90, 'line')], {
      phase: 'movement',
      attacker: 'allied',
    });
    const c = npChoice(s, 'allied');
    expect(c.command).toEqual({
      type: 'MoveUnit',
      unitId: AL_ART,
      steps: [{ kind: 'formation', to: 'limbered' }],
    });
    expect(c.reason).toContain('24.5.7');
  });

  it('27 back: infantry at 1:2 on the offensive falls back in order', () => {
    const s = position(
      [
        at(AL_LINE, 36, 8.5, 180, 'line'),
        at(FR_LINE, 35.4, 6, 0, 'line'),
        at(FR_LINE_2, 36.8, 6, 0, 'line'),
      ],
      { phase: 'movement', attacker: 'allied' },
    );
    const c = npChoice(s, 'allied');
    expect(c.command).toMatchObject({
      type: 'MoveUnit',
      unitId: AL_LINE,
      steps: [{ kind: 'retire' }],
    });
    expect(c.reason).toBe('27 offensive 1:2 infantry: back: it falls back');
  });

  it('24.5.6 infantry in line under a fire order closes to musketry range', () => {
    const s = position([at(AL_LINE, 36, 8.5, 180, 'line'), at(FR_LINE, 36, 6, 0, 'line')], {
      phase: 'movement',
      attacker: 'allied',
    });
    const c = npChoice(s, 'allied', [5]);
    expect(c.command).toMatchObject({
      type: 'MoveUnit',
      unitId: AL_LINE,
      steps: [{ kind: 'turn' }, { kind: 'forward' }],
    });
    expect(c.reason).toBe(
      '27 offensive 1:1 infantry die 5: fire: 24.5.6 closing to musketry range',
    );
  });

  it('25.4 cavalry ordered to charge forms line first', () => {
    const s = position([at(HEAVY, 36, 9, 180, 'column'), at(FR_LINE, 36, 6, 0, 'line')], {
      phase: 'movement',
      attacker: 'allied',
    });
    const c = npChoice(s, 'allied', [2]);
    expect(c.command).toEqual({
      type: 'MoveUnit',
      unitId: HEAVY,
      steps: [{ kind: 'formation', to: 'line' }],
    });
    expect(c.reason).toBe('27 offensive 1:1 cavalry die 2: charge: 25.4 in line to charge');
  });
});
