import { point } from '@pratzen/geometry';
import { allOnAreas, firstMet, lengthInside, linesCrossed } from './table-features';

const square = (x0: number, y0: number, x1: number, y1: number) => ({
  outer: [point(x0, y0), point(x1, y0), point(x1, y1), point(x0, y1)],
});
const wood = { id: 'wood', area: square(100, -50, 300, 50), line: null };
const road = { id: 'road', area: square(-10, -5, 1_010, 5), line: null };
const stream = { id: 'stream', area: null, line: [point(500, -100), point(500, 100)] };
const ditch = { id: 'ditch', area: null, line: [point(800, -100), point(800, -60)] };

describe('table features', () => {
  const leg = { a: point(0, 0), b: point(1_000, 0) };

  test('lengthInside: the ticks of a leg inside the areas, summed', () => {
    expect(lengthInside(leg, [wood])).toBe(200);
    expect(lengthInside(leg, [wood, wood])).toBe(400);
    expect(lengthInside(leg, [])).toBe(0);
  });

  test('linesCrossed: the lines the leg crosses', () => {
    expect(linesCrossed(leg, [stream, ditch, wood])).toEqual(['stream']);
  });

  test('allOnAreas: the whole leg inside (a tick per area of slack); a null leg is', () => {
    expect(allOnAreas(leg, [road])).toBe(true);
    expect(allOnAreas({ a: point(0, 0), b: point(1_020, 0) }, [road])).toBe(false);
    expect(allOnAreas({ a: point(3, 3), b: point(3, 3) }, [])).toBe(true);
  });

  test('firstMet: the first area or line a ring meets, in the order given', () => {
    const block = [point(250, -10), point(550, -10), point(550, 10), point(250, 10)];
    expect(firstMet(block, [ditch, stream, wood])?.id).toBe('stream');
    expect(firstMet(block, [wood, stream])?.id).toBe('wood');
    // a line wholly inside the ring
    const big = [point(400, -200), point(600, -200), point(600, 200), point(400, 200)];
    expect(firstMet(big, [stream])?.id).toBe('stream');
    expect(firstMet([point(0, 200), point(50, 200), point(50, 250)], [wood, stream, ditch])).toBe(
      undefined,
    );
  });
});
