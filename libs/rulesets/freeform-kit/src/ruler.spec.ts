import { footprintRing, point } from '@pratzen/geometry';
import { measureWith } from './ruler';

const block = (x: number, y: number, facing: number) =>
  footprintRing({ position: point(x, y), facing, width: 200, depth: 100 });

describe('measureWith', () => {
  const parts = {
    from: 'a',
    to: 'b',
    a: point(0, -50),
    b: point(0, 1_450),
    fromRing: block(0, 0, 0),
    toRing: block(0, 1_500, 1800), // faces the viewer: a gap of 1,500 ticks between the fronts
    unit: 'inch' as const,
    sight: { clear: true as const },
    ranges: [
      { name: 'close', within: 1_000 },
      { name: 'far', within: 2_000 },
      { name: 'out of reach', beyond: 1_500 },
      { name: 'long', beyond: 1_499 },
    ],
  };

  test('distance, gap and named ranges in wire units; no arc or levels unless given', () => {
    const m = measureWith(parts);
    expect(m).toEqual({
      from: 'a',
      to: 'b',
      distance: 1.5,
      gap: 1.5,
      unit: 'inch',
      lineOfSight: { clear: true },
      ranges: ['far', 'long'],
    });
  });

  test('a blocked sight names its blocker and rule; the arc and levels when given', () => {
    const blocker = { kind: 'unit' as const, id: 'c' };
    const m = measureWith({
      ...parts,
      sight: { clear: false, blockedBy: blocker, rule: 'x.9' },
      arc: { pose: { x: 0, y: 0, facing: 900 }, halfWidth: 225 },
      levels: { from: 1, to: 0 },
    });
    expect(m.lineOfSight).toEqual({ clear: false, blockedBy: blocker });
    expect(m['sightRule']).toBe('x.9');
    expect(m.inArc).toBe(false);
    expect(m['levels']).toEqual({ from: 1, to: 0 });
    expect(
      measureWith({ ...parts, arc: { pose: { x: 0, y: 0, facing: 0 }, halfWidth: 10 } }).inArc,
    ).toBe(true);
  });
});
