import { point } from '@pratzen/geometry';
import { centreBehind, frontAhead, localPoint, sideOf } from './frame';

describe('a unit frame', () => {
  const east = { x: 1_000, y: 2_000, facing: 900 }; // facing east: ahead is +x on the table

  test('localPoint: ahead is +y, its right is +x', () => {
    expect(localPoint(point(1_500, 2_000), east)).toEqual({ x: 0, y: 500 });
    expect(localPoint(point(1_000, 1_700), east)).toEqual({ x: 300, y: 0 });
    expect(localPoint(point(1_000, 2_000), east)).toEqual({ x: 0, y: 0 });
  });

  test('sideOf: front on or ahead of the front edge, rear on or behind the rear edge, else a flank', () => {
    const depth = 400;
    expect(sideOf(point(1_000, 2_900), east, depth)).toBe('front');
    expect(sideOf(point(1_001, 2_000), east, depth)).toBe('front');
    expect(sideOf(point(999, 2_000), east, depth)).toBe('flank');
    expect(sideOf(point(800, 0), east, depth)).toBe('flank');
    expect(sideOf(point(600, 2_000), east, depth)).toBe('rear');
    expect(sideOf(point(601, 2_000), east, depth)).toBe('flank');
  });

  test('centreBehind and frontAhead undo each other (even depths) at any facing', () => {
    for (const facing of [0, 1, 450, 900, 1337, 2700, 3599]) {
      const pose = { x: 10_000, y: -4_000, facing };
      const c = centreBehind(pose, 600);
      expect(frontAhead(c, facing, 600)).toEqual({ x: pose.x, y: pose.y });
    }
    expect(centreBehind({ x: 0, y: 0, facing: 0 }, 600)).toEqual({ x: 0, y: -300 });
    expect(centreBehind({ x: 0, y: 0, facing: 1800 }, 600)).toEqual({ x: 0, y: 300 });
    expect(frontAhead(point(0, 0), 2700, 1_000)).toEqual({ x: -500, y: 0 });
  });
});
