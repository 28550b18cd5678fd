import { ringMeetsPolygon } from './meets';
import { point } from './point';

describe('ringMeetsPolygon', () => {
  const ring = [point(0, 0), point(10, 0), point(10, 10), point(0, 10)];

  test('an edge crossing the polygon meets it', () => {
    expect(ringMeetsPolygon(ring, { outer: [point(5, 5), point(20, 5), point(20, 8)] })).toBe(true);
  });
  test('touching at a corner counts (boundary included)', () => {
    expect(ringMeetsPolygon(ring, { outer: [point(10, 10), point(20, 10), point(20, 20)] })).toBe(
      true,
    );
  });
  test('a polygon wholly inside the ring meets it', () => {
    expect(ringMeetsPolygon(ring, { outer: [point(2, 2), point(4, 2), point(3, 4)] })).toBe(true);
  });
  test('a ring wholly inside the polygon meets it', () => {
    const big = { outer: [point(-50, -50), point(50, -50), point(50, 50), point(-50, 50)] };
    expect(ringMeetsPolygon(ring, big)).toBe(true);
  });
  test('apart (by box, and with overlapping boxes) does not', () => {
    expect(ringMeetsPolygon(ring, { outer: [point(20, 20), point(30, 20), point(30, 30)] })).toBe(
      false,
    );
    // the triangle's box overlaps the ring's, the triangle does not
    expect(ringMeetsPolygon(ring, { outer: [point(11, -5), point(30, 30), point(30, -5)] })).toBe(
      false,
    );
  });
  test('a ring inside a hole does not meet the polygon', () => {
    const holed = {
      outer: [point(-50, -50), point(50, -50), point(50, 50), point(-50, 50)],
      holes: [[point(-20, -20), point(20, -20), point(20, 20), point(-20, 20)]],
    };
    expect(ringMeetsPolygon(ring, holed)).toBe(false);
  });
});
