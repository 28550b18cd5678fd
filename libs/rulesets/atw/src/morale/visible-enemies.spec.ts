import { scriptedDice, seededDice, sideViewer } from '@pratzen/engine';
import type { AtwCommand, MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import { atw } from '../ruleset';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import type { Phase } from '../vocabulary';

/**
 * The rules whose text says "visible" ask 19.9's `sees` (fire/visible.ts), the code the ruler and
 * shooting use: 6 (halted and shaken units and a visible enemy), 11 (a visible enemy able to
 * attack), 12.4-2 (a square within 8" of a visible enemy), 12.16 (an attack first visible 8" or
 * more away). Each case below is hidden by a 19.1 crestline (or a close-order unit, 19.9) and
 * seen without it: the same position, the sight alone changed.
 */
type P = ReturnType<typeof unit>;
const french = { side: 'french' } as const;
/** A gentle one-contour hill whose crestline runs east–west at `y` (no movement effect, 19.1). */
const crest = (y: number) =>
  area('ridge', 'hill', 0, y - 1, 72, y + 1, {
    contours: 1,
    crestline: {
      type: 'LineString',
      coordinates: [
        [0, y],
        [72, y],
      ],
    },
  });
const at = (units: P[], features: unknown[], phase: Phase = 'move'): AtwState =>
  position(units, { phase, features });
const run = (s: AtwState, c: AtwCommand, dice: number[] = []) =>
  decide(s, c, dice.length > 0 ? scriptedDice(dice) : seededDice(3));
const code = (d: ReturnType<typeof run>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const move = (unitId: string, ...steps: MoveStep[]): AtwCommand => ({
  type: 'MoveUnit',
  unitId,
  steps,
});
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);

describe('atw 6 halted and shaken units: no figure closer to a visible enemy', () => {
  const shaken = (morale: 'shaken' | 'halted') => unit('a', 30, 10, 0, { morale });
  const enemy = unit('e', 30, 30, 180, french);

  test.each(['shaken', 'halted'] as const)(
    'atw 6: a %s unit may not close on an enemy it sees, and may on one behind a crestline (19.1)',
    (morale) => {
      const forward = move('a', { kind: 'forward', distance: 2 });
      const rule = morale === 'halted' ? 'HALTED_ADVANCE 6' : 'SHAKEN_ADVANCE 6';
      expect(code(run(at([shaken(morale), enemy], []), forward))).toBe(rule);
      expect(code(run(at([shaken(morale), enemy], [crest(20)]), forward))).toBe('ok');
    },
  );

  test('atw 6 / 19.9: a close-order friend between hides the enemy; a skirmishing one does not', () => {
    const forward = move('a', { kind: 'forward', distance: 1 });
    const wall = unit('m', 30, 20, 0, { formation: 'line', files: 12 });
    const screen = unit('m', 30, 20, 0, {
      formation: 'skirmish',
      files: 12,
      type: 'light-infantry',
    });
    expect(code(run(at([shaken('shaken'), enemy, wall], []), forward))).toBe('ok');
    expect(code(run(at([shaken('shaken'), enemy, screen], []), forward))).toBe('SHAKEN_ADVANCE 6');
  });
});

describe('atw 11 rally: a visible enemy able to attack', () => {
  const musketeers = unit('a', 30, 10, 0, { morale: 'shaken' });
  const hussars = unit('h', 30, 20, 180, {
    ...french,
    type: 'light-cavalry',
    figures: 12,
    files: 6,
  });
  const need = (features: unknown[]) => {
    const d = run(
      at([musketeers, hussars], features, 'rally'),
      { type: 'Rally', unitId: 'a' },
      [6],
    );
    return d.ok ? (d.events[0] as { need: number }).need : d.violation.code;
  };

  test('atw 11: hussars within reach and seen: 5–6; behind a crestline (19.1) they are not seen: 3', () => {
    expect(need([])).toBe(5);
    expect(need([crest(15)])).toBe(3);
  });

  test('atw 11 / 19.9: a viewer a contour up sees over the crest and the need is 5 again', () => {
    // the musketeers on a two-contour hill look over the one-contour crest
    const high = area('high', 'hill', 0, 0, 72, 12, { contours: 2 });
    expect(need([crest(15), high])).toBe(5);
  });
});

describe('atw 12.4-2 a square within 8" of a visible enemy', () => {
  const square = unit('sq', 30, 10, 0, { formation: 'square', files: 6 });
  const enemy = (y: number) => unit('e', 30, y, 180, french);
  const forward = move('sq', { kind: 'forward', distance: 1 });

  test('atw 12.4-2: within 8" of an enemy it sees, a square may not move', () => {
    const s = at([square, enemy(16)], []);
    expect(code(run(s, forward))).toBe('SQUARE_NEAR_ENEMY 12.4-2');
    // legal actions offer it only the changes (I-14), never a step
    const kinds = atw
      .legalActions(s, sideViewer('allied'), { unitId: 'sq', type: 'MoveUnit' })
      .map((a) => (a.command as { steps?: { kind: string }[] }).steps?.[0]?.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((k) => k === 'face' || k === 'formation')).toBe(true);
  });

  test('atw 12.4-2 (I-14): forming out of square stays allowed', () => {
    const s = at([square, enemy(16)], []);
    expect(code(run(s, move('sq', { kind: 'formation', formation: 'column', files: 4 })))).not.toBe(
      'SQUARE_NEAR_ENEMY 12.4-2',
    );
  });

  test('atw 12.4-2: the enemy farther than 8", or hidden by a crestline (19.1), holds nothing', () => {
    expect(code(run(at([square, enemy(22)], []), forward))).toBe('ok');
    expect(code(run(at([square, enemy(16)], [crest(13)]), forward))).toBe('ok');
  });
});

describe('atw 12.16 the hasty square: an attack first visible 8" or more away', () => {
  const cavalry = unit('c', 30, 5, 0, { type: 'medium-cavalry', figures: 12, files: 4 });
  const line = unit('f', 30, 20, 180, { ...french, formation: 'line', files: 8 });
  const attack: AtwCommand = move('c', { kind: 'contact', unitId: 'f' });
  const reacting = (features: unknown[]) => {
    const s = at([cavalry, line], features);
    const d = run(s, attack);
    if (!d.ok) throw new Error(code(d));
    return fold(s, d.events).reaction;
  };

  test('atw 12.16 (I-55): cavalry seen where it began (15") may be met by a hasty square', () => {
    expect(reacting([])).toMatchObject({ unitId: 'f', options: ['hasty-square', 'stand'] });
  });

  test('atw 12.16 (I-55): cavalry that began behind a crestline (19.1) was not seen: no test', () => {
    expect(reacting([crest(12)])).toBeNull();
  });
});
