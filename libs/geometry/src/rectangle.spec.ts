import { footprintCorners, footprintRing } from './rectangle';
import { signedArea2 } from './polygon';

const p = (x: number, y: number) => ({ x, y });

describe('footprint corners (front-left, front-right, rear-right, rear-left)', () => {
  test.each([
    [0, [p(-1000, 0), p(1000, 0), p(1000, -500), p(-1000, -500)]], // facing north
    [900, [p(0, 1000), p(0, -1000), p(-500, -1000), p(-500, 1000)]], // facing east
    [1800, [p(1000, 0), p(-1000, 0), p(-1000, 500), p(1000, 500)]],
    [2700, [p(0, -1000), p(0, 1000), p(500, 1000), p(500, -1000)]],
    [450, [p(-707, 707), p(707, -707), p(354, -1061), p(-1061, 354)]],
  ])('at facing %i', (facing, corners) => {
    expect(footprintCorners({ position: p(0, 0), facing, width: 2000, depth: 500 })).toEqual(
      corners,
    );
  });

  test('the front-centre position is the midpoint of the front edge', () => {
    const [fl, fr] = footprintCorners({
      position: p(12500, 30125),
      facing: 300,
      width: 1600,
      depth: 400,
    });
    expect((fl.x + fr.x) / 2).toBe(12500);
    expect((fl.y + fr.y) / 2).toBe(30125);
  });

  test('an odd width rounds symmetrically outward; the ring is clockwise', () => {
    expect(footprintCorners({ position: p(0, 0), facing: 0, width: 3, depth: 2 })).toEqual([
      p(-2, 0),
      p(2, 0),
      p(2, -2),
      p(-2, -2),
    ]);
    expect(
      signedArea2(footprintRing({ position: p(0, 0), facing: 123, width: 40, depth: 20 })),
    ).toBeLessThan(0);
  });

  test.each([
    [0, 10],
    [10, 0],
    [-2, 10],
    [1.5, 10],
  ])('width %p, depth %p is refused', (width, depth) => {
    expect(() => footprintCorners({ position: p(0, 0), facing: 0, width, depth })).toThrow(
      RangeError,
    );
  });
});
