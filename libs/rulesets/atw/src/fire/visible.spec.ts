import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { sees } from './visible';

/** 19.9: close-order units block sight unless the viewer is a contour above them. */
type P = ReturnType<typeof unit>;
const at = (units: P[], features: unknown[] = []): AtwState =>
  position(units, { phase: 'shoot', features });
const see = (s: AtwState, a = 'a', b = 't') =>
  sees(
    s,
    s.units.find((u) => u.id === a)!,
    s.units.find((u) => u.id === b)!,
  );
const viewer = unit('a', 30, 10, 0, { formation: 'line', files: 6, figures: 12 });
const enemy = (y = 30) =>
  unit('t', 30, y, 180, { side: 'french', formation: 'line', files: 12, figures: 24 });
/** A friendly line 12 files wide between them (wider than the viewer), or skirmishers. */
const between = (more = {}) =>
  unit('m', 30, 20, 0, { formation: 'line', files: 12, figures: 24, ...more });

describe('atw 19.9 visibility', () => {
  test('atw 19.9: a close-order unit between blocks sight; skirmishers do not', () => {
    expect(see(at([viewer, enemy()]))).toBe(true);
    expect(see(at([viewer, enemy(), between()]))).toBe(false);
    expect(see(at([viewer, enemy(), between({ formation: 'skirmish', files: 12 })]))).toBe(true);
  });

  test('atw 19.9: artillery blocks sight too', () => {
    const guns = unit('m', 30, 20, 0, {
      type: 'medium-artillery',
      figures: null,
      gunModels: 4,
      gunners: 16,
      formation: 'unlimbered',
    });
    const s = at([
      unit('a', 30, 10, 0, { formation: 'line', files: 5, figures: 10 }),
      enemy(),
      guns,
    ]);
    expect(see(s)).toBe(false);
  });

  test('atw 19.9: a viewer one contour above the unit in between sees over it', () => {
    const up = area('k', 'hill', 10, 2, 50, 11, { contours: 1 });
    expect(see(at([viewer, enemy(), between()], [up]))).toBe(true);
    // the unit in between on the same hill level: blocked again
    const both = area('k', 'hill', 10, 2, 50, 22, { contours: 1 });
    expect(see(at([viewer, enemy(), between()], [both]))).toBe(false);
  });

  test('atw 19.9: sight reaches 60"; 19.1 and 19.3 terrain blocks it as it blocks fire', () => {
    const small = (id: string, x: number, y: number, facing: number, side = 'allied') =>
      unit(id, x, y, facing, { side: side as 'allied', formation: 'line', files: 6, figures: 12 });
    // about 69" corner to corner: beyond sight; about 51": seen
    expect(see(at([small('a', 6, 3, 0), small('t', 66, 45, 180, 'french')]))).toBe(false);
    expect(see(at([small('a', 6, 3, 0), small('t', 40, 45, 180, 'french')]))).toBe(true);
    const crest = {
      type: 'LineString',
      coordinates: [
        [0, 20],
        [72, 20],
      ],
    };
    expect(
      see(at([viewer, enemy()], [area('h', 'hill', 0, 18, 72, 22, { crestline: crest })])),
    ).toBe(false);
    expect(see(at([viewer, enemy()], [area('w', 'woods-open', 0, 18, 72, 22)]))).toBe(false);
  });
});
