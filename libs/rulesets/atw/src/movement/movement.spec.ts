import { seededDice } from '@pratzen/engine';
import { arcLength, footprintCorners, mmToTicks } from '@pratzen/geometry';
import type { MoveStep } from '../commands';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';

const move = (s: AtwState, unitId: string, ...steps: MoveStep[]) =>
  decide(s, { type: 'MoveUnit', unitId, steps }, seededDice(1));
const after = (s: AtwState, unitId: string, ...steps: MoveStep[]) => {
  const d = move(s, unitId, ...steps);
  if (!d.ok) throw new Error(d.violation.code);
  return d.events.reduce(evolve, s).units.find((u) => u.id === unitId)!;
};
const code = (d: ReturnType<typeof move>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const bare = (...units: ReturnType<typeof unit>[]) => position(units, { bare: true });

describe('atw 12 movement', () => {
  test('atw 12.1: infantry in column moves 12", not 12.001"', () => {
    const s = bare(unit('a', 10, 10, 0));
    expect(after(s, 'a', { kind: 'forward', distance: 12 }).y).toBe(22_000);
    expect(code(move(s, 'a', { kind: 'forward', distance: 12.001 }))).toBe('TOO_FAR 12.1');
  });

  test('atw 12.1: a line moves 8", light cavalry in column 24", medium guns limbered 8" and unlimbered 6"', () => {
    const s = bare(
      unit('l', 10, 5, 0, { formation: 'line', files: 12 }),
      unit('h', 30, 5, 0, { type: 'light-cavalry', figures: 12, files: 4 }),
      unit('g', 50, 5, 0, {
        type: 'medium-artillery',
        figures: null,
        gunModels: 2,
        formation: 'unlimbered',
      }),
    );
    expect(code(move(s, 'l', { kind: 'forward', distance: 8 }))).toBe('ok');
    expect(code(move(s, 'l', { kind: 'forward', distance: 8.5 }))).toBe('TOO_FAR 12.1');
    expect(code(move(s, 'h', { kind: 'forward', distance: 24 }))).toBe('ok');
    expect(code(move(s, 'g', { kind: 'forward', distance: 6 }))).toBe('ok');
    expect(code(move(s, 'g', { kind: 'forward', distance: 6.5 }))).toBe('TOO_FAR 12.1');
  });

  test('atw 12.5: a shallow oblique (≤ 22.5°) is full speed, a wider one half speed', () => {
    const s = bare(unit('a', 30, 10, 0));
    expect(code(move(s, 'a', { kind: 'oblique', angle: 22.5, distance: 12 }))).toBe('ok');
    expect(code(move(s, 'a', { kind: 'oblique', angle: 30, distance: 6 }))).toBe('ok');
    expect(code(move(s, 'a', { kind: 'oblique', angle: 30, distance: 6.5 }))).toBe('TOO_FAR 12.1');
  });

  test('atw 12.5: sidesteps and backsteps are half speed, quarter for grade D', () => {
    const s = bare(unit('c', 30, 20, 0), unit('d', 50, 20, 0, { grade: 'D' }));
    expect(after(s, 'c', { kind: 'sidestep', direction: 'right', distance: 6 }).x).toBe(36_000);
    expect(code(move(s, 'c', { kind: 'backstep', distance: 6.001 }))).toBe('TOO_FAR 12.1');
    expect(code(move(s, 'd', { kind: 'backstep', distance: 3 }))).toBe('ok');
    expect(code(move(s, 'd', { kind: 'sidestep', direction: 'left', distance: 3.5 }))).toBe(
      'TOO_FAR 12.1',
    );
  });

  test('atw 12.6 / 12.7: a facing change about the front centre costs a whole move for grade C, half for B', () => {
    const s = bare(unit('c', 20, 20, 0), unit('b', 40, 20, 0, { grade: 'B' }));
    const c = after(s, 'c', { kind: 'face', facing: 90 });
    expect([c.x, c.y, c.facing]).toEqual([20_000, 20_000, 900]);
    expect(
      code(move(s, 'c', { kind: 'face', facing: 90 }, { kind: 'forward', distance: 0.001 })),
    ).toBe('TOO_FAR 12.1');
    expect(code(move(s, 'b', { kind: 'face', facing: 90 }, { kind: 'forward', distance: 6 }))).toBe(
      'ok',
    );
    expect(
      code(move(s, 'b', { kind: 'face', facing: 90 }, { kind: 'forward', distance: 6.001 })),
    ).toBe('TOO_FAR 12.1');
  });

  test('atw 12.6: formation and facing changed together cost one change', () => {
    const s = bare(unit('b', 40, 20, 0, { grade: 'B' }));
    const d = move(
      s,
      'b',
      { kind: 'formation', formation: 'line', files: 12, facing: 90 },
      { kind: 'forward', distance: 4 },
    );
    expect(code(d)).toBe('ok');
  });

  test('atw 12.7: after half a move of change, a grade B column formed line moves half the line allowance', () => {
    const s = bare(unit('b', 40, 20, 0, { grade: 'B' }));
    expect(
      code(
        move(
          s,
          'b',
          { kind: 'formation', formation: 'line', files: 12 },
          { kind: 'forward', distance: 4.001 },
        ),
      ),
    ).toBe('TOO_FAR 12.1');
  });

  test('atw 12.7: a grade D formation change disorders the unit; disordered, its next change costs double', () => {
    const s = bare(unit('d', 40, 20, 0, { grade: 'D' }));
    const d = after(s, 'd', { kind: 'formation', formation: 'line', files: 12 });
    expect(d.disordered).toBe(true);
    expect([d.files, d.ranks, d.width]).toEqual([12, 2, mmToTicks(240)]);
  });

  test('atw 12.8: widening keeps a front corner in place; narrowing closes on the centre only', () => {
    const s = bare(unit('b', 40, 20, 0, { grade: 'B' }));
    const w = after(s, 'b', { kind: 'formation', formation: 'line', files: 12, anchor: 'left' });
    const before = s.units[0]!;
    expect(w.x - w.width / 2).toBe(before.x - before.width / 2);
    const line = bare(unit('b', 40, 20, 0, { grade: 'B', formation: 'line', files: 12 }));
    expect(
      code(move(line, 'b', { kind: 'formation', formation: 'column', files: 4, anchor: 'right' })),
    ).toBe('NARROW_ON_CENTRE 12.8');
  });

  test('atw 12.2: the files of a formation are checked (line 5–12, column 1–4) and skirmish is for light troops', () => {
    const s = bare(unit('c', 40, 20, 0), unit('j', 20, 20, 0, { type: 'light-infantry' }));
    expect(code(move(s, 'c', { kind: 'formation', formation: 'line', files: 13 }))).toBe(
      'FORMATION_WIDTH 12.2',
    );
    expect(code(move(s, 'c', { kind: 'formation', formation: 'skirmish', files: 12 }))).toBe(
      'FORMATION_NOT_ALLOWED 12.2',
    );
    expect(code(move(s, 'j', { kind: 'formation', formation: 'skirmish', files: 12 }))).toBe('ok');
  });

  test("atw 12.11: a wheel about a front corner is charged the outer corner's arc; grade D at half speed", () => {
    const s = bare(
      unit('c', 20, 20, 0, { formation: 'line', files: 12 }),
      unit('d', 50, 20, 0, { formation: 'line', files: 12, grade: 'D' }),
    );
    const c = after(s, 'c', { kind: 'wheel', corner: 'right', angle: 45 });
    expect(c.facing).toBe(450);
    const w = s.units[0]!.width;
    expect(arcLength(w, 450)).toBe(7_421);
    // the right front corner stays put (to a tick of the committed rotation table)
    const [, fr] = footprintCorners({
      position: { x: c.x, y: c.y },
      facing: c.facing,
      width: c.width,
      depth: c.depth,
    });
    expect(Math.abs(fr.x - (20_000 + w / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(fr.y - 20_000)).toBeLessThanOrEqual(1);
    // 12.11: 90° is 14.84" of arc: more than a line's 8"
    expect(code(move(s, 'c', { kind: 'wheel', corner: 'right', angle: 90 }))).toBe('TOO_FAR 12.1');
    // 12.11-1: grade D wheels at half speed: 45° costs 14.84", 22.5° costs 7.42"
    expect(code(move(s, 'd', { kind: 'wheel', corner: 'left', angle: 45 }))).toBe('TOO_FAR 12.1');
    expect(code(move(s, 'd', { kind: 'wheel', corner: 'left', angle: 22.5 }))).toBe('ok');
  });

  test('atw 12.4-1: a grade D square may not move', () => {
    const s = bare(unit('d', 40, 20, 0, { grade: 'D', formation: 'square' }));
    expect(code(move(s, 'd', { kind: 'forward', distance: 1 }))).toBe('CANNOT_MOVE 12.4-1');
  });

  test('atw 12: a move may not end on a friend (12.12), a unit moves once a turn', () => {
    const s = bare(unit('a', 20, 10, 0), unit('b', 20, 18, 0));
    expect(code(move(s, 'a', { kind: 'forward', distance: 10 }))).toBe('PATH_BLOCKED 12.12');
    const moved = move(s, 'a', { kind: 'sidestep', direction: 'left', distance: 5 });
    const s2 = moved.ok ? moved.events.reduce(evolve, s) : s;
    expect(code(move(s2, 'a', { kind: 'forward', distance: 1 }))).toBe('ALREADY_MOVED 12');
  });

  test('atw 10: only the active side moves, in the move phase', () => {
    const s = bare(unit('f', 20, 10, 0, { side: 'french' }));
    expect(code(move(s, 'f', { kind: 'forward', distance: 1 }))).toBe('NOT_ACTIVE_SIDE 10');
    expect(code(move({ ...s, phase: 'shoot' }, 'f', { kind: 'forward', distance: 1 }))).toBe(
      'WRONG_PHASE 10',
    );
  });
});
