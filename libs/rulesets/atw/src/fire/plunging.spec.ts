import type { Level } from '@pratzen/rulesets/freeform-kit';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { carriedInto, plungesAt } from './carry-through';
import { bandsFor } from './weapons';

/**
 * 16.15 (optional ballshot-carrythrough): "fire plunging down two or more contours stops
 * carrythrough" (README I-57): the extension ends where the ground under it first lies two or
 * more contours below the firer's front centre; a shot plunging onto its target carries nothing.
 */
const square = (x0: number, y0: number, x1: number, y1: number, level: number): Level => ({
  area: {
    outer: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
  },
  level,
});
const line = { a: { x: 0, y: 0 }, b: { x: 0, y: 10_000 } };
/** Where along the line (a fraction, exact rationals as numbers), or undefined. */
const at = (levels: Level[], firer: number): number | undefined => {
  const r = plungesAt(line, firer, levels);
  return r === undefined ? undefined : Number(r.num) / Number(r.den);
};

describe('atw 16.15 plunging fire (I-57)', () => {
  test('atw 16.15 (I-57): from level 2 the line plunges where it leaves level-1 ground', () => {
    expect(at([square(-5, -5, 5, 4_000, 1)], 2)).toBe(0.4);
    // level 1 under the whole line: nothing plunges; a firer on level 1 never plunges
    expect(at([square(-5, -5, 5, 20_000, 1)], 2)).toBeUndefined();
    expect(at([], 1)).toBeUndefined();
    // the start already on low ground: at once
    expect(at([square(-5, 5_000, 5, 20_000, 1)], 2)).toBe(0);
  });

  test('atw 16.15 (I-57): touching or overlapping high ground is walked as one stretch', () => {
    const levels = [square(-5, -5, 5, 4_000, 1), square(-5, 4_000, 5, 7_000, 3)];
    expect(at(levels, 2)).toBe(0.7);
    // from level 3 the level-1 ground is already two below: at once
    expect(at(levels, 3)).toBe(0);
  });

  describe('through the shot', () => {
    const battery = unit('g', 30, 10, 0, {
      type: 'medium-artillery',
      figures: null,
      gunModels: 4,
      gunners: 16,
      formation: 'unlimbered',
    });
    const target = unit('t', 30, 30, 180, {
      side: 'french',
      formation: 'line',
      files: 6,
      figures: 12,
    });
    const behind = unit('r', 30, 36, 180, {
      side: 'french',
      formation: 'line',
      files: 6,
      figures: 12,
    });
    const carried = (features: unknown[]) => {
      const s: AtwState = position([battery, target, behind], { phase: 'shoot', features });
      const u = (id: string) => s.units.find((x) => x.id === id)!;
      const band = bandsFor('medium-artillery').find((b) => b.weapon.startsWith('ballshot'))!;
      return carriedInto(s, u('g'), u('t'), band).map((c) => c.unit.id);
    };

    test('atw 16.15 (I-57): level ground carries into the unit behind; fired down two contours it does not', () => {
      expect(carried([])).toEqual(['r']);
      // the battery on a 2-contour hill, the targets on open ground: plunging, no carry
      expect(carried([area('h', 'hill', 0, 0, 72, 15, { contours: 2 })])).toEqual([]);
      // one contour down only: it carries
      expect(carried([area('h', 'hill', 0, 0, 72, 15, { contours: 1 })])).toEqual(['r']);
      // the target on a 1-contour rise, the ground behind it low: stops at the rise's edge
      const hill = area('h', 'hill', 0, 0, 72, 15, { contours: 2 });
      const rise = area('k', 'hill', 0, 28, 72, 32, { contours: 1 });
      expect(carried([hill, rise])).toEqual([]);
      expect(carried([hill, area('k', 'hill', 0, 28, 72, 40, { contours: 1 })])).toEqual(['r']);
    });
  });
});
