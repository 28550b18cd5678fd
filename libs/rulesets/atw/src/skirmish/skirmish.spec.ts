import { seededDice } from '@pratzen/engine';
import type { MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';
import { figureCentres } from './skirmish';

const move = (s: AtwState, unitId: string, ...steps: MoveStep[]) => {
  const d = decide(s, { type: 'MoveUnit', unitId, steps }, seededDice(1));
  return d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
};
const skirmishers = (id: string, x: number, files: number, more = {}) =>
  unit(id, x, 20, 0, {
    type: 'light-infantry',
    figures: files,
    formation: 'skirmish',
    files,
    ...more,
  });

describe('atw 13.1 moving skirmishers', () => {
  test('atw 13.1: skirmishers sidestep and backstep at full speed; close order at half', () => {
    const s = position(
      [
        skirmishers('j', 20, 4),
        unit('l', 50, 20, 0, { type: 'light-infantry', formation: 'line', files: 6, figures: 12 }),
      ],
      { bare: true },
    );
    // light infantry skirmish: 6" a move
    expect(move(s, 'j', { kind: 'sidestep', direction: 'right', distance: 6 })).toBe('ok');
    expect(move(s, 'j', { kind: 'sidestep', direction: 'right', distance: 6.01 })).toBe(
      'TOO_FAR 12.1',
    );
    expect(move(s, 'j', { kind: 'backstep', distance: 6 })).toBe('ok');
    expect(move(s, 'j', { kind: 'oblique', angle: 60, distance: 6 })).toBe('ok');
    // a line (8") sidesteps at half: 4"
    expect(move(s, 'l', { kind: 'sidestep', direction: 'right', distance: 4 })).toBe('ok');
    expect(move(s, 'l', { kind: 'sidestep', direction: 'right', distance: 4.01 })).toBe(
      'TOO_FAR 12.1',
    );
  });

  test('atw 13.1: skirmishers pay nothing to turn about (grade D too); a wheel is charged its outer arc at full speed', () => {
    // a 4" wide cloud wheeling 45°: π" (3.14) of the 6", at full speed even for grade D
    const s = position([skirmishers('j', 20, 4, { grade: 'D' })], { bare: true });
    expect(move(s, 'j', { kind: 'face', facing: 180 }, { kind: 'forward', distance: 6 })).toBe(
      'ok',
    );
    expect(
      move(
        s,
        'j',
        { kind: 'wheel', corner: 'left', angle: 45 },
        { kind: 'forward', distance: 2.8 },
      ),
    ).toBe('ok');
    const closed = position([unit('c', 20, 20, 0, { grade: 'D' })], { bare: true });
    expect(move(closed, 'c', { kind: 'face', facing: 180 }, { kind: 'forward', distance: 1 })).toBe(
      'TOO_FAR 12.1',
    );
  });

  test('atw 13.1 (I-18): no figure may end more than 8" from where the command figure began', () => {
    // light cavalry skirmishing, 4 figures 2" apart (centres ±1", ±3"), 50 mm deep: 16" a move
    const cav = position([skirmishers('h', 30, 4, { type: 'light-cavalry' })], { bare: true });
    expect(move(cav, 'h', { kind: 'forward', distance: 8.35 })).toBe('ok');
    expect(move(cav, 'h', { kind: 'forward', distance: 8.45 })).toBe('SKIRMISH_TOO_FAR 13.1');
    // 16 infantry figures 1" apart (centres out to ±7.5"): 3.2" forward, not 3.4"
    const wide = position([skirmishers('j', 30, 16)], { bare: true });
    expect(move(wide, 'j', { kind: 'forward', distance: 3.2 })).toBe('ok');
    expect(move(wide, 'j', { kind: 'forward', distance: 3.4 })).toBe('SKIRMISH_TOO_FAR 13.1');
  });

  test('atw 13.1: figure centres are spread evenly over the block, the front centre their middle', () => {
    const c = figureCentres({
      x: 0,
      y: 0,
      facing: 0,
      formation: 'skirmish',
      files: 4,
      ranks: 1,
      width: 4000,
      depth: 1000,
    });
    expect(c.map((p) => p.x).sort((a, b) => a - b)).toEqual([-1500, -500, 500, 1500]);
    expect(new Set(c.map((p) => Math.abs(p.y)))).toEqual(new Set([500]));
  });
});
