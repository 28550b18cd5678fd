import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { firingPoints, lineOfFire, ringOf, sighting } from './lines';
import { sees } from './visible';

/**
 * 19.3 / 19.4 with 19.1 and 16.12 (README I-56): woods are 3 contours high. A viewer a contour
 * above a wood's top sees over a wood that neither end stands in (19.9); ballshot fires over it as
 * over any obstacle on a lower contour (16.12: twice as far, past the dead ground); other fire
 * does not pass over it.
 */
const wood = (terrain = 'woods-open', more = {}) => area('w', terrain, 0, 16, 72, 18, more);
const at = (hill: number, features: unknown[] = []): AtwState =>
  position(
    [
      unit('a', 30, 10, 0, { formation: 'line', files: 6, figures: 12 }),
      unit('t', 30, 40, 180, { side: 'french', formation: 'line', files: 8, figures: 16 }),
    ],
    {
      phase: 'shoot',
      features: [
        ...(hill > 0 ? [area('h', 'hill', 0, 0, 72, 12, { contours: hill })] : []),
        ...features,
      ],
    },
  );
const byId = (s: AtwState, id: string) => s.units.find((u) => u.id === id)!;
const see = (s: AtwState) => sees(s, byId(s, 'a'), byId(s, 't'));
const line = (s: AtwState, ballshot: boolean) => {
  const p = firingPoints(byId(s, 'a'))[2]!.at;
  const q = sighting(p, ringOf(s, byId(s, 't'))).nearest;
  return lineOfFire(s, byId(s, 'a'), byId(s, 't'), p, q, ballshot);
};

describe('atw 19.3 / 19.4: seeing and firing over woods from higher hills (I-56)', () => {
  test('atw 19.3 (I-56): from 4 contours a viewer sees over an open wood (3 high); from 3 it does not', () => {
    expect(see(at(0, [wood()]))).toBe(false);
    expect(see(at(3, [wood()]))).toBe(false);
    expect(see(at(4, [wood()]))).toBe(true);
  });

  test('atw 19.4 (I-56): a dense wood the table makes 1 contour high is seen over from 2', () => {
    expect(see(at(1, [wood('woods-dense', { contours: 1 })]))).toBe(false);
    expect(see(at(2, [wood('woods-dense', { contours: 1 })]))).toBe(true);
  });

  test('atw 19.3 (I-56): a wood standing on a 1-contour hill is 4 high: seen over from 5 only', () => {
    const rise = area('r', 'hill', 0, 15, 72, 19, { contours: 1 });
    expect(see(at(4, [rise, wood()]))).toBe(false);
    expect(see(at(5, [rise, wood()]))).toBe(true);
  });

  test('atw 16.12 (I-56): ballshot from above fires over the wood; muskets may not', () => {
    expect(line(at(4, [wood()]), true)).toEqual({ kind: 'clear' });
    expect(line(at(4, [wood()]), false)).toMatchObject({ kind: 'blocked', by: 'w', rule: '19.3' });
    // level with the wood's top: no overhead fire either
    expect(line(at(3, [wood()]), true)).toMatchObject({ kind: 'blocked', by: 'w', rule: '19.3' });
  });
});
