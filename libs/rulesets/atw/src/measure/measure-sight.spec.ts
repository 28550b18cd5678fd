import { area, unit } from '../testing/positions';
import { agrees, at, battery, fig, measure, target } from '../testing/ruler';

/** The ruler reads sight (19.1, 19.3–19.4, 19.9) by the code `Shoot` runs, and agrees with it. */
describe('atw measure: sight', () => {
  const crest = {
    type: 'LineString',
    coordinates: [
      [10, 20],
      [50, 20],
    ],
  };
  const hill = area('h', 'hill', 10, 18, 50, 22, { contours: 1, crestline: crest, name: 'ridge' });

  test('atw 19.1 crestline: the ruler names the hill and the case, and Shoot is refused the same', () => {
    const s = at([battery(), target(30)], { features: [hill] });
    const m = measure(s, 'g', 't');
    expect(fig(m, 1).lineOfFire).toEqual({
      clear: false,
      blockedBy: { kind: 'feature', id: 'h', terrain: 'hill', name: 'ridge' },
      rule: '19.1',
    });
    expect([m.lineOfSight.clear, m.sightRule]).toEqual([false, '19.1']);
    expect(agrees(s, 'g', 't')).toEqual(Array.from({ length: 4 }, () => 'MAY_NOT_FIRE 19.1'));
    // from two contours up the ruler and Shoot both see over it
    const up = area('k', 'hill', 20, 4, 40, 13, { contours: 2 });
    const high = at([battery(), target(30)], { features: [hill, up] });
    expect(measure(high, 'g', 't').lineOfSight).toEqual({ clear: true });
    expect(agrees(high, 'g', 't')).toContain('fires');
  });

  test('atw 19.3 woods: a target 3" inside an open wood is not seen from outside (ruler and Shoot)', () => {
    const wood = area('w', 'woods-open', 20, 14, 40, 40, { name: 'copse' });
    const s = at([battery('light-artillery'), target(17)], { features: [wood] });
    expect(fig(measure(s, 'g', 't'), 2).lineOfFire).toMatchObject({ clear: false, rule: '19.3' });
    expect(agrees(s, 'g', 't')).toContain('MAY_NOT_FIRE 19.3');
    const edge = at([battery('light-artillery'), target(15)], { features: [wood] });
    expect(agrees(edge, 'g', 't')).toContain('fires');
  });

  test('atw 19.9: 60" is the limit of sight: a point 75" away is not seen, one 44" away is', () => {
    const s = at([unit('a', 8, 3, 0, { formation: 'line', files: 12 })]);
    const far = measure(s, 'a', '72,48');
    expect(fig(far, 6).lineOfFire).toEqual({ clear: false, rule: '19.9' });
    expect([far.lineOfSight, far.sightRule]).toEqual([{ clear: false }, '19.9']);
    expect(measure(s, 'a', '30,47').lineOfSight).toEqual({ clear: true });
  });

  test('atw 19.7: a garrison is read from its block-side points, as Shoot fires them', () => {
    const block = area('b', 'town-block', 26, 20, 34, 26, { contours: 1, capacity: 48 });
    const g = unit('g', 30, 23, 0, { formation: 'town-order', block: 'b', figures: 24 });
    const s = at([g, target(29)], { features: [block] });
    const m = measure(s, 'g', 't');
    expect(m.figures).toHaveLength(28);
    expect(m.firing).toHaveLength(8);
    const verdicts = agrees(s, 'g', 't');
    expect(verdicts.filter((v) => v === 'fires')).toHaveLength(8);
    expect(verdicts).toContain('OUT_OF_ARC 16.11');
  });

  test('atw 19.9 visible: a contour up, a unit sees over a friend it may not fire through (16.7-5)', () => {
    const viewer = unit('a', 30, 10, 0, { formation: 'line', files: 6, figures: 12 });
    const friend = unit('m', 30, 14, 0, { formation: 'line', files: 12, figures: 24 });
    const low = at([viewer, friend, target(17)]);
    const m = measure(low, 'a', 't');
    expect([m.visible, m.lineOfSight.clear, m.sightRule]).toEqual([false, false, '16.7-5']);
    const hill = area('k', 'hill', 10, 2, 50, 11, { contours: 1 });
    const high = at([viewer, friend, target(17)], { features: [hill] });
    const up = measure(high, 'a', 't');
    expect([up.visible, up.lineOfSight.clear, up.sightRule]).toEqual([true, false, '16.7-5']);
    expect(agrees(high, 'a', 't')).toContain('MAY_NOT_FIRE 16.7-5');
  });
});
