import fc from 'fast-check';
import { onSegment, segment, segmentsCross, segmentsIntersect } from './segment';

const p = (x: number, y: number) => ({ x, y });
const small = fc.integer({ min: -6, max: 6 });
const spt = fc.record({ x: small, y: small });

/** Reference: sample the segments on a fine rational grid is impossible; use exact bigint parametric maths. */
function reference(a: { x: number; y: number }, b: typeof a, c: typeof a, d: typeof a): boolean {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: d.x - c.x, y: d.y - c.y };
  const den = r.x * s.y - r.y * s.x;
  const qp = { x: c.x - a.x, y: c.y - a.y };
  if (den === 0) {
    if (qp.x * r.y - qp.y * r.x !== 0) return false; // parallel, not collinear
    const on = (q: typeof a, u: typeof a, v: typeof a) =>
      Math.min(u.x, v.x) <= q.x &&
      q.x <= Math.max(u.x, v.x) &&
      Math.min(u.y, v.y) <= q.y &&
      q.y <= Math.max(u.y, v.y);
    return on(c, a, b) || on(d, a, b) || on(a, c, d) || on(b, c, d);
  }
  const t = (qp.x * s.y - qp.y * s.x) / den;
  const u = (qp.x * r.y - qp.y * r.x) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1;
}

describe('segment', () => {
  test.each([
    [p(5, 5), true],
    [p(0, 0), true],
    [p(10, 10), true],
    [p(11, 11), false],
    [p(5, 6), false],
  ])('onSegment(%o, (0,0)–(10,10)) = %p', (q, on) => {
    expect(onSegment(q, segment(p(0, 0), p(10, 10)))).toBe(on);
  });

  test.each([
    ['crossing X', p(0, 0), p(10, 10), p(0, 10), p(10, 0), true, true],
    ['T: an end point on the other', p(0, 0), p(10, 0), p(5, 0), p(5, 5), true, false],
    ['sharing an end point', p(0, 0), p(10, 0), p(10, 0), p(10, 5), true, false],
    ['collinear overlapping', p(0, 0), p(10, 0), p(5, 0), p(15, 0), true, false],
    ['collinear disjoint', p(0, 0), p(10, 0), p(11, 0), p(15, 0), false, false],
    ['parallel', p(0, 0), p(10, 0), p(0, 1), p(10, 1), false, false],
    ['would cross if extended', p(0, 0), p(10, 0), p(5, 1), p(5, 10), false, false],
    ['degenerate point on segment', p(0, 0), p(10, 0), p(3, 0), p(3, 0), true, false],
  ])('%s', (_name, a, b, c, d, meet, cross) => {
    expect(segmentsIntersect(segment(a, b), segment(c, d))).toBe(meet);
    expect(segmentsIntersect(segment(c, d), segment(a, b))).toBe(meet);
    expect(segmentsCross(segment(a, b), segment(c, d))).toBe(cross);
  });

  test('property: segmentsIntersect agrees with a parametric reference on a small grid', () => {
    fc.assert(
      fc.property(spt, spt, spt, spt, (a, b, c, d) => {
        fc.pre(!(a.x === b.x && a.y === b.y) && !(c.x === d.x && c.y === d.y));
        return segmentsIntersect(segment(a, b), segment(c, d)) === reference(a, b, c, d);
      }),
      { numRuns: 3000 },
    );
  });
});
