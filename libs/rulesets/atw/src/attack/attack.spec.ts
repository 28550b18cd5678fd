import { scriptedDice, seededDice } from '@pratzen/engine';
import type { AtwCommand, MoveStep } from '../commands';
import { decide } from '../decide';
import { mayMove } from '../movement/move';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';
import { partlyBehind, ringAt } from './contact';

const run = (s: AtwState, c: AtwCommand, dice: number[] = []) =>
  decide(s, c, dice.length > 0 ? scriptedDice(dice) : seededDice(7));
const events = (s: AtwState, c: AtwCommand, dice: number[] = []): readonly AtwEvent[] => {
  const d = run(s, c, dice);
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule}: ${d.violation.message}`);
  return d.events;
};
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const code = (d: ReturnType<typeof run>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const move = (unitId: string, ...steps: MoveStep[]): AtwCommand => ({
  type: 'MoveUnit',
  unitId,
  steps,
});
const attack = (unitId: string, target: string, ...before: MoveStep[]) =>
  move(unitId, ...before, { kind: 'contact', unitId: target });
const french = { side: 'french' } as const;
const bare = (...units: ReturnType<typeof unit>[]) => position(units, { bare: true });

describe('atw 14 attack moves', () => {
  test('atw 14 / 14-1: a contact step moves straight ahead at normal speed into contact: an attack on the front', () => {
    const s = bare(unit('a', 30, 10, 0), unit('f', 30, 18, 180, french));
    const es = events(s, attack('a', 'f'));
    expect(es.map((e) => e.type)).toEqual(['UnitMoved', 'AttackMade']);
    expect(es[0]).toMatchObject({ y: 18_000, travelled: 8_000, rule: '14' });
    expect(es[1]).toMatchObject({
      attackerId: 'a',
      defenderId: 'f',
      face: 'front',
      attack: 'frontal',
      attackerCounts: 'frontal',
    });
    const after = fold(s, es);
    expect(after.engagements).toHaveLength(1);
    // 14-1: no charge bonus: 12" away a column (12") reaches, 12.5" away it does not
    const far = bare(unit('a', 30, 10, 0), unit('f', 30, 22.5, 180, french));
    expect(code(run(far, attack('a', 'f')))).toBe('OUT_OF_REACH 14');
  });

  test('atw 14: stepping back along an enemy already touching its flank is no attack', () => {
    const s = bare(unit('a', 30, 10, 0), unit('f', 33.15, 10, 0, french));
    expect(events(s, move('a', { kind: 'backstep', distance: 1 })).map((e) => e.type)).toEqual([
      'UnitMoved',
    ]);
  });

  test('atw 14-5: units in contact stay fixed until the combat ends', () => {
    const s = bare(unit('a', 30, 10, 0), unit('f', 30, 18, 180, french));
    const after = fold(s, events(s, attack('a', 'f')));
    const nextTurn = { ...after, units: after.units.map((u) => ({ ...u, moved: false })) };
    expect(mayMove(nextTurn, nextTurn.units[0]!)?.code).toBe('ENGAGED');
    expect(mayMove(nextTurn, nextTurn.units[0]!)?.rule).toBe('14-5');
  });

  test('atw 14-3: no formation change, facing change, sidestep or backstep into contact; wheels and obliques are allowed', () => {
    const s = bare(
      unit('a', 30, 10, 0, { formation: 'line', files: 8 }),
      unit('f', 30, 15, 180, french),
    );
    expect(
      code(run(s, attack('a', 'f', { kind: 'sidestep', direction: 'left', distance: 0.5 }))),
    ).toBe('NO_FORMATION_CHANGE_IN_ATTACK 14-3');
    expect(code(run(s, attack('a', 'f', { kind: 'formation', formation: 'line', files: 6 })))).toBe(
      'NO_FORMATION_CHANGE_IN_ATTACK 14-3',
    );
    expect(code(run(s, attack('a', 'f', { kind: 'oblique', angle: 10, distance: 0.5 })))).toBe(
      'ok',
    );
    expect(code(run(s, attack('a', 'f', { kind: 'wheel', corner: 'left', angle: 5 })))).toBe('ok');
  });

  test('atw 14.4-1: artillery and squares never attack', () => {
    const s = bare(
      unit('sq', 30, 10, 0, { formation: 'square', files: 6 }),
      unit('f', 30, 13, 180, french),
      unit('g', 50, 10, 0, {
        type: 'light-artillery',
        figures: null,
        gunModels: 2,
        gunners: 8,
        formation: 'unlimbered',
      }),
      unit('h', 50, 15, 180, french),
    );
    expect(code(run(s, attack('sq', 'f')))).toBe('MAY_NOT_ATTACK 14.4-1');
    expect(code(run(s, attack('g', 'h')))).toBe('MAY_NOT_ATTACK 14.4-1');
  });

  test('atw 14.4-2: skirmishers may not attack steady close order frontally, but may attack other skirmishers', () => {
    const s = bare(
      unit('sk', 30, 10, 0, { type: 'light-infantry', formation: 'skirmish', files: 12 }),
      unit('f', 30, 14, 180, french),
      unit('s2', 60, 10, 0, { type: 'light-infantry', formation: 'skirmish', files: 12 }),
      unit('fs', 60, 14, 180, {
        ...french,
        type: 'light-infantry',
        formation: 'skirmish',
        files: 12,
      }),
    );
    expect(code(run(s, attack('sk', 'f')))).toBe('SKIRMISHERS_FRONTAL 14.4-2');
    expect(code(run(s, attack('s2', 'fs')))).toBe('ok');
  });

  test('atw 14.3: a true flank attack begins the turn partly behind the target front and ends on its flank', () => {
    // the target faces north, its front at y = 20; the attacker faces east, beside its left flank
    const s = bare(unit('f', 30, 20, 0, french), unit('a', 20, 19, 90));
    const es = events(s, attack('a', 'f'));
    expect(es[1]).toMatchObject({ type: 'AttackMade', face: 'left', attack: 'true-flank' });
    // 14.3: the same contact from a unit wholly ahead of the front line would be frontal
    const d = s.units.find((u) => u.id === 'f')!;
    expect(
      partlyBehind(ringAt({ x: 20_000, y: 24_000, facing: 900, width: 3_150, depth: 1_000 }), d),
    ).toBe(false);
    expect(
      partlyBehind(ringAt({ x: 20_000, y: 19_000, facing: 900, width: 3_150, depth: 1_000 }), d),
    ).toBe(true);
  });

  test('atw 14.4-3: a contact angle of 45° or more makes the attacker count as flank-attacked too', () => {
    const s = bare(
      unit('a', 30, 10, 45),
      unit('f', 34, 16, 180, { ...french, formation: 'line', files: 10 }),
    );
    const es = events(s, attack('a', 'f'));
    expect(es[1]).toMatchObject({ type: 'AttackMade', face: 'front', attackerCounts: 'flanked' });
    const square = bare(
      unit('a', 30, 10, 20),
      unit('f', 32, 16, 180, { ...french, formation: 'line', files: 10 }),
    );
    expect(events(square, attack('a', 'f'))[1]).toMatchObject({ attackerCounts: 'frontal' });
  });

  test('atw 14.2: cavalry attacking a steady square needs 5–6; on 4 it is halted and does not move (I-30)', () => {
    const s = bare(
      unit('c', 30, 10, 0, { type: 'medium-cavalry', figures: 12, files: 4 }),
      unit('sq', 30, 20, 180, { ...french, formation: 'square', files: 6 }),
    );
    const halted = events(s, attack('c', 'sq'), [4]);
    expect(halted).toEqual([
      { type: 'AttackHalted', unitId: 'c', against: 'sq', roll: 4, rule: '14.2' },
    ]);
    expect(fold(s, halted).units.find((u) => u.id === 'c')).toMatchObject({
      y: 10_000,
      moved: true,
    });
    expect(events(s, attack('c', 'sq'), [5]).map((e) => e.type)).toEqual([
      'UnitMoved',
      'AttackMade',
    ]);
  });

  test('atw 14.1: while the passive side reacts, nothing else happens (no countercharge)', () => {
    const s = bare(
      unit('c', 30, 5, 0, { type: 'medium-cavalry', figures: 12, files: 4 }),
      unit('f', 30, 20, 180, { ...french, formation: 'line', files: 8 }),
      unit('g', 50, 20, 180, french),
    );
    const after = fold(s, events(s, attack('c', 'f')));
    expect(after.reaction).toMatchObject({
      unitId: 'f',
      side: 'french',
      options: ['hasty-square', 'stand'],
    });
    expect(code(run(after, move('g', { kind: 'forward', distance: 1 })))).toBe(
      'REACTION_AWAITED 10',
    );
    expect(code(run(after, { type: 'React', unitId: 'f', choice: 'evade' }))).toBe(
      'REACTION_NOT_OPEN 14.1',
    );
    const stood = fold(after, events(after, { type: 'React', unitId: 'f', choice: 'stand' }));
    expect(stood.reaction).toBeNull();
  });
});

describe('atw 12.16 the hasty square', () => {
  const charge = (distance = 15, facing = 180, more = {}) =>
    bare(
      unit('c', 30, 20 - distance, 0, { type: 'medium-cavalry', figures: 12, files: 4 }),
      unit('f', 30, 20, facing, { ...french, formation: 'line', files: 8, ...more }),
    );
  const reacting = (s: AtwState) => fold(s, events(s, attack('c', 'f')));

  test('atw 12.16: grade C in line (−1) rolling 4 forms square; rolling 3 stays in line, disordered (9.2-2c)', () => {
    const s = reacting(charge());
    const pass = events(s, { type: 'React', unitId: 'f', choice: 'hasty-square' }, [4]);
    expect(pass[0]).toMatchObject({
      type: 'HastySquareTested',
      roll: 4,
      need: 3,
      modifier: -1,
      result: 'passed',
    });
    const sq = fold(s, pass);
    expect(sq.units.find((u) => u.id === 'f')).toMatchObject({
      formation: 'square',
      disordered: false,
    });
    expect(sq.reaction).toMatchObject({ unitId: 'c', options: ['recoil', 'press'] });
    const fail = fold(s, events(s, { type: 'React', unitId: 'f', choice: 'hasty-square' }, [3]));
    expect(fail.units.find((u) => u.id === 'f')).toMatchObject({
      formation: 'line',
      disordered: true,
    });
    expect(fail.reaction).toBeNull();
  });

  test('atw 12.16: a column tests without the line −1; grade D needs 5', () => {
    const s = reacting(charge(15, 180, { formation: 'column', files: 4 }));
    expect(events(s, { type: 'React', unitId: 'f', choice: 'hasty-square' }, [3])[0]).toMatchObject(
      { modifier: 0, result: 'passed' },
    );
    const d = reacting(charge(15, 180, { formation: 'column', files: 4, grade: 'D' }));
    expect(events(d, { type: 'React', unitId: 'f', choice: 'hasty-square' }, [4])[0]).toMatchObject(
      { need: 5, result: 'failed' },
    );
  });

  test('atw 12.16: cavalry first seen 7.9" away gives no test (I-11); 8" does', () => {
    expect(reacting(charge(7.9)).reaction).toBeNull();
    expect(reacting(charge(8)).reaction).not.toBeNull();
  });

  test('atw 12.16: no test under a flank/rear attack', () => {
    const s = bare(
      unit('f', 30, 20, 0, { ...french, formation: 'column', files: 4 }),
      unit('c', 5, 19, 90, { type: 'light-cavalry', figures: 12, files: 4 }),
    );
    const after = fold(s, events(s, attack('c', 'f')));
    expect(after.engagements[0]).toMatchObject({ trueFlank: true });
    expect(after.reaction).toBeNull();
  });

  test('atw 12.16: after the square forms the cavalry recoils half its move, not disordered', () => {
    const s = reacting(charge(15));
    const sq = fold(s, events(s, { type: 'React', unitId: 'f', choice: 'hasty-square' }, [4]));
    const back = events(sq, { type: 'React', unitId: 'c', choice: 'recoil' });
    expect(back[0]).toMatchObject({
      type: 'UnitMoved',
      unitId: 'c',
      y: 12_500,
      travelled: 7_500,
      order: 'steady',
      rule: '12.16',
    });
    const after = fold(sq, back);
    expect(after.engagements).toEqual([]);
    expect(after.reaction).toBeNull();
  });

  test('atw 12.16 / 14.2: the cavalry presses on a 5–6; on a 4 it is halted and recoils', () => {
    const s = reacting(charge(15));
    const sq = fold(s, events(s, { type: 'React', unitId: 'f', choice: 'hasty-square' }, [4]));
    const press = fold(sq, events(sq, { type: 'React', unitId: 'c', choice: 'press' }, [5]));
    expect(press.engagements).toHaveLength(1);
    const stopped = events(sq, { type: 'React', unitId: 'c', choice: 'press' }, [4]);
    expect(stopped.map((e) => e.type)).toEqual([
      'AttackHalted',
      'UnitMoved',
      'EngagementEnded',
      'Reacted',
    ]);
  });
});
