import fc from 'fast-check';
import {
  containsPoint,
  isSimpleRing,
  locateInRing,
  locatePoint,
  signedArea2,
  translatePolygon,
  type Polygon,
} from './polygon';

const p = (x: number, y: number) => ({ x, y });
const square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
const withHole: Polygon = { outer: square, holes: [[p(3, 3), p(3, 7), p(7, 7), p(7, 3)]] };
// A concave "C": a notch cut from the east side.
const cShape = [p(0, 0), p(10, 0), p(10, 3), p(4, 3), p(4, 7), p(10, 7), p(10, 10), p(0, 10)];

describe('polygon', () => {
  test('signed area: counter-clockwise positive', () => {
    expect(signedArea2(square)).toBe(200);
    expect(signedArea2([...square].reverse())).toBe(-200);
  });

  test.each([
    ['square', square, true],
    ['C shape', cShape, true],
    ['bow tie', [p(0, 0), p(10, 10), p(10, 0), p(0, 10)], false],
    ['two points', [p(0, 0), p(1, 1)], false],
    ['collinear', [p(0, 0), p(1, 1), p(2, 2)], false],
    ['spike folding back', [p(0, 0), p(10, 0), p(5, 0), p(5, 5)], false],
    ['vertex touching an edge', [p(0, 0), p(10, 0), p(10, 10), p(5, 0), p(0, 10)], false],
  ])('isSimpleRing: %s', (_n, ring, simple) => {
    expect(isSimpleRing(ring)).toBe(simple);
  });

  test.each([
    [p(5, 5), 'inside'],
    [p(0, 5), 'boundary'],
    [p(10, 10), 'boundary'],
    [p(5, 0), 'boundary'],
    [p(11, 5), 'outside'],
    [p(-1, 0), 'outside'], // on the line of the bottom edge, left of it
    [p(-1, 10), 'outside'], // on the line of a vertex
    [p(5, 11), 'outside'],
  ])('square: %o is %s', (q, loc) => {
    expect(locateInRing(q, square)).toBe(loc);
    expect(locateInRing(q, [...square].reverse())).toBe(loc);
  });

  test.each([
    [p(2, 5), 'inside'],
    [p(7, 5), 'outside'], // in the notch
    [p(4, 5), 'boundary'],
    [p(7, 3), 'boundary'],
    [p(2, 3), 'inside'], // on the line through two reflex vertices
    [p(2, 7), 'inside'],
  ])('C shape: %o is %s', (q, loc) => {
    expect(locateInRing(q, cShape)).toBe(loc);
  });

  test.each([
    [p(1, 1), 'inside', true],
    [p(5, 5), 'outside', false], // in the hole
    [p(3, 5), 'boundary', true], // on the hole's rim
    [p(0, 0), 'boundary', true],
    [p(20, 5), 'outside', false],
  ])('square with a hole: %o is %s', (q, loc, contained) => {
    expect(locatePoint(q, withHole)).toBe(loc);
    expect(containsPoint(withHole, q)).toBe(contained);
  });

  const small = fc.integer({ min: -12, max: 12 });
  const shift = fc.integer({ min: -1_000_000, max: 1_000_000 });

  test('property: translating the point and the polygon together keeps its location', () => {
    fc.assert(
      fc.property(small, small, shift, shift, (x, y, dx, dy) => {
        const q = p(x, y);
        const moved = p(x + dx, y + dy);
        return (
          locatePoint(moved, translatePolygon(withHole, dx, dy)) === locatePoint(q, withHole) &&
          locateInRing(moved, translatePolygon({ outer: cShape }, dx, dy).outer) ===
            locateInRing(q, cShape)
        );
      }),
      { numRuns: 2000 },
    );
  });

  test('property: on a grid, the square holds exactly the points with 0 < x, y < 10', () => {
    fc.assert(
      fc.property(small, small, (x, y) => {
        const want =
          x > 0 && x < 10 && y > 0 && y < 10
            ? 'inside'
            : x >= 0 && x <= 10 && y >= 0 && y <= 10
              ? 'boundary'
              : 'outside';
        return locateInRing(p(x, y), square) === want;
      }),
    );
  });
});
