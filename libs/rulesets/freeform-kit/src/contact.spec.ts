import { footprintRing, point } from '@pratzen/geometry';
import { distanceToContact, slidAhead } from './contact';

/** A 200 × 100 block at a pose (front centre), the synthetic footprint of these tests. */
const block = (p: { x: number; y: number; facing: number }) =>
  footprintRing({ position: point(p.x, p.y), facing: p.facing, width: 200, depth: 100 });

describe('slidAhead', () => {
  test('along the facing, the other members kept', () => {
    expect(slidAhead({ x: 0, y: 0, facing: 900, formation: 'line' }, 250)).toEqual({
      x: 250,
      y: 0,
      facing: 900,
      formation: 'line',
    });
    expect(slidAhead({ x: 5, y: 5, facing: 1800 }, 5)).toEqual({ x: 5, y: 0, facing: 1800 });
  });
});

describe('distanceToContact', () => {
  const from = { x: 0, y: 0, facing: 0 };
  const ahead = (d: number) => block(slidAhead(from, d));

  test('straight ahead: the distance at which the fronts touch (touching is not overlapping)', () => {
    // the target's rear edge (its back, facing north) is at y = 1_000
    const target = block({ x: 0, y: 1_100, facing: 0 });
    expect(distanceToContact(ahead, target, 5_000, 100)).toBe(1_000);
    expect(distanceToContact(ahead, target, 500, 100)).toBeNull();
  });

  test('already overlapping: 0', () => {
    expect(distanceToContact(ahead, block({ x: 0, y: 50, facing: 0 }), 1_000, 100)).toBe(0);
  });

  test('a target the slide passes beside is found by the coarse sampling', () => {
    // a small post at y ∈ [400, 500], only met on the way to `far` (the mover ends beyond it)
    const post = [point(50, 400), point(60, 400), point(60, 500), point(50, 500)];
    expect(distanceToContact(ahead, post, 2_000, 50)).toBe(400);
  });

  test('a target off to the side is never met', () => {
    expect(distanceToContact(ahead, block({ x: 5_000, y: 500, facing: 0 }), 2_000, 50)).toBeNull();
  });
});
