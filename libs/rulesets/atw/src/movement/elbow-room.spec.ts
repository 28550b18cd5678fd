import { seededDice } from '@pratzen/engine';
import type { MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';

const move = (s: AtwState, unitId: string, ...steps: MoveStep[]) => {
  const d = decide(s, { type: 'MoveUnit', unitId, steps }, seededDice(1));
  return d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
};
const elbow = (s: AtwState): AtwState => ({ ...s, optionalRules: ['elbow-room'] });
const toLine = (anchor: 'left' | 'right' | 'centre'): MoveStep => ({
  kind: 'formation',
  formation: 'line',
  files: 12,
  anchor,
});
/** 12.9's diagram: three grade C columns side by side, 1.85" apart. */
const three = () =>
  position([unit('l', 20, 20, 0), unit('c', 25, 20, 0), unit('r', 30, 20, 0)], { bare: true });

describe('atw 12.9 elbow room (optional)', () => {
  test('atw 12.9: the diagram: the flank columns may form line outwards, the centre column may not change formation or facing', () => {
    const s = elbow(three());
    expect(move(s, 'l', toLine('right'))).toBe('ok');
    expect(move(s, 'r', toLine('left'))).toBe('ok');
    expect(move(s, 'c', { kind: 'formation', formation: 'column', files: 3 })).toBe(
      'NO_ELBOW_ROOM 12.9',
    );
    expect(move(s, 'c', { kind: 'face', facing: 10 })).toBe('NO_ELBOW_ROOM 12.9');
    // widening towards the crowded flank needs that flank
    expect(move(s, 'l', toLine('left'))).toBe('NO_ELBOW_ROOM 12.9');
    // without the optional rule nothing is asked
    expect(move(three(), 'c', { kind: 'face', facing: 10 })).toBe('ok');
  });

  test('atw 12.9: a line needs 4" clear ahead and behind; an enemy 4" away leaves room, 3" does not', () => {
    const line = unit('a', 30, 20, 0, { formation: 'line', files: 12 });
    // the enemy faces the line, its front edge 4" or 3" ahead of the line's
    const at = (gap: number) =>
      elbow(position([line, unit('e', 30, 20 + gap, 180, { side: 'french' })], { bare: true }));
    expect(move(at(4), 'a', { kind: 'face', facing: 10 })).toBe('ok');
    expect(move(at(3), 'a', { kind: 'face', facing: 10 })).toBe('NO_ELBOW_ROOM 12.9');
  });

  test('atw 12.9: friendly skirmishers leave room, impassable ground does not; wheels need none (12.11-4)', () => {
    const s = elbow(
      position(
        [
          unit('a', 30, 20, 0, { formation: 'line', files: 12 }),
          unit('k', 30, 23, 0, {
            type: 'light-infantry',
            formation: 'skirmish',
            figures: 6,
            files: 6,
          }),
        ],
        { bare: true },
      ),
    );
    expect(move(s, 'a', { kind: 'face', facing: 10 })).toBe('ok');
    const walled = elbow(
      position([unit('a', 30, 20, 0, { formation: 'line', files: 12 })], {
        features: [area('w', 'impassable', 20, 15, 40, 17)],
      }),
    );
    expect(move(walled, 'a', { kind: 'face', facing: 10 })).toBe('NO_ELBOW_ROOM 12.9');
    expect(move(elbow(three()), 'c', { kind: 'wheel', corner: 'left', angle: 10 })).toBe('ok');
  });

  test('atw 12.9 / 12.16: a line with a friend 2.4" behind it may not try a hasty square under elbow room', () => {
    const s = position(
      [
        unit('c', 30, 5, 0, { type: 'medium-cavalry', figures: 12, files: 4 }),
        unit('f', 30, 20, 180, { side: 'french', formation: 'line', files: 8 }),
        unit('g', 30, 24, 180, { side: 'french' }),
      ],
      { bare: true },
    );
    const offered = (t: AtwState) => {
      const d = decide(
        t,
        { type: 'MoveUnit', unitId: 'c', steps: [{ kind: 'contact', unitId: 'f' }] },
        seededDice(1),
      );
      if (!d.ok) throw new Error(d.violation.code);
      return d.events.flatMap((e) => (e.type === 'ReactionOffered' ? e.options : []));
    };
    expect(offered(s)).toEqual(['hasty-square', 'stand']);
    expect(offered(elbow(s))).toEqual([]);
  });
});
