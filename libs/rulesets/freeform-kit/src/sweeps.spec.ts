import { convexOverlap, footprintRing } from '@pratzen/geometry';
import { slideSweep, turnSweeps } from './sweeps';

const box = (x: number, y: number, facing = 0) =>
  footprintRing({ position: { x, y }, facing, width: 100, depth: 40 });

describe('freeform-kit sweeps', () => {
  test('a slide sweeps the ground between its two footprints', () => {
    const swept = slideSweep(box(0, 0), box(0, 1000));
    expect(convexOverlap(swept, box(0, 500))).toBe(true);
    expect(convexOverlap(swept, box(500, 500))).toBe(false);
  });

  test('a turn is sampled every 5° and at its end, either way', () => {
    const turned: number[] = [];
    const rings = turnSweeps((t) => (turned.push(t), box(0, 0, (3600 + t) % 3600)), -120);
    expect(turned).toEqual([-50, -100, -120]);
    expect(rings).toHaveLength(3);
  });
});
