import { scriptedDice } from '@pratzen/engine';
import { decide } from '../decide';
import type { Shot } from '../events';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { gapsOf } from './gaps';
import { folded, nextTurn } from './fire-testing';
import { EMPTY_FIRE } from './record';
import { fireOptions, figuresOf } from './shoot';

/** 16.13: one die per 2" of gap between obstacles, total fire (README I-53). */
type P = ReturnType<typeof unit>;
/** Two town blocks 2.5" apart (x 28.75 to 31.25), y 20 to 26. */
const blocks = (gap = 2.5) => [
  area('A', 'town-block', 20, 20, 30 - gap / 2, 26, { contours: 1, capacity: 48 }),
  area('B', 'town-block', 30 + gap / 2, 20, 40, 26, { contours: 1, capacity: 48 }),
];
const at = (units: P[], features = blocks()): AtwState =>
  position(units, { phase: 'shoot', features });
/** A grade C line of 12 files × 2 ranks, front at (30, 19.5) facing north; a column beyond. */
const firer = unit('a', 30, 19.5, 0, { formation: 'line', files: 12 });
const target = unit('t', 30, 27, 180, { side: 'french', formation: 'column', files: 4 });
const fire = (s: AtwState, figures: readonly string[]) =>
  decide(
    s,
    { type: 'Shoot', unitId: 'a', targets: [{ targetId: 't', figures }] },
    scriptedDice(Array(20).fill(6)),
  );
const eligible = (s: AtwState) => {
  const a = s.units.find((u) => u.id === 'a')!;
  return figuresOf(a, fireOptions(s, a).get('t') ?? []);
};

describe('atw 16.13 firing through a gap between obstacles', () => {
  test('atw 16.13: a gap allows one die per whole 2" of its width (2.5" → 1, 4" → 2, touching: no gap)', () => {
    expect(gapsOf(at([firer], blocks(2.5)).table).map((g) => [g.id, g.dice])).toEqual([['A|B', 1]]);
    expect(gapsOf(at([firer], blocks(4)).table)[0]!.dice).toBe(2);
    expect(gapsOf(at([firer], blocks(0)).table)).toEqual([]);
  });

  test('atw 16.13: 8 figures firing through a 2.5" gap roll 1 die, not 2', () => {
    const s = at([firer, target]);
    const figures = eligible(s);
    expect(figures).toHaveLength(8);
    const d = fire(s, figures);
    if (!d.ok) throw new Error(d.violation.message);
    const shot = d.events.find((e): e is Shot => e.type === 'Shot')!;
    expect([shot.figures, shot.dice, shot.gaps]).toEqual([8, 1, ['A|B']]);
    // without the blocks the same 8 figures roll 2
    const open = at([firer, target], []);
    const free = fire(open, figures);
    expect(free.ok && free.events.find((e): e is Shot => e.type === 'Shot')!.dice).toBe(2);
  });

  test('atw 16.13: the total is for every unit: a spent gap lets no more fire through it this turn', () => {
    const s = at([firer, target]);
    const d = fire(s, eligible(s));
    if (!d.ok) throw new Error(d.violation.message);
    const after = folded(s, d.events);
    expect(after.fire?.gapDice).toEqual({ 'A|B': 1 });
    // another unit's fire through it (the record as after the first unit fired)
    const spent = { ...s, fire: { ...EMPTY_FIRE, gapDice: { 'A|B': 1 } } };
    expect(eligible(spent)).toEqual([]);
    const refused = fire(spent, ['6']);
    expect(refused.ok ? 'ok' : `${refused.violation.code} ${refused.violation.rule}`).toBe(
      'MAY_NOT_FIRE 16.13',
    );
    // the next turn the gap is open again
    const next = nextTurn(after);
    expect(next.fire?.gapDice).toEqual({});
  });
});
