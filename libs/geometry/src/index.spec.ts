import * as viaAlias from '@pratzen/geometry';
import * as geometry from './index';
import { inArc as fromFile } from './arc';

describe('@pratzen/geometry public API', () => {
  test.each([
    'point',
    'rotate',
    'facingVector',
    'cosScaled',
    'footprintCorners',
    'footprintsOverlap',
    'convexOverlap',
    'segmentsIntersect',
    'locatePoint',
    'containsPoint',
    'lengthInsidePolygon',
    'segmentIntervalsInPolygon',
    'firstEntry',
    'inArc',
    'withinDistance',
    'distanceTicks',
    'parseTicks',
    'parseFacing',
    'ticksToWire',
    'polylineLength',
  ])('exports %s', (name) => {
    expect(typeof (geometry as Record<string, unknown>)[name]).toBe('function');
  });

  test('re-exports the same functions and the constants', () => {
    expect(geometry.inArc).toBe(fromFile);
    expect(viaAlias.rotate).toBe(geometry.rotate); // tsconfig paths + jest moduleNameMapper
    expect(geometry.TICKS_PER_UNIT).toBe(1000);
    expect(geometry.FULL_TURN).toBe(3600);
    expect(geometry.TRIG_SCALE).toBe(2 ** 30);
    expect(geometry.WIRE_ERROR_CODES).toEqual([
      'NOT_A_NUMBER',
      'PRECISION',
      'OUT_OF_RANGE',
      'INVALID_SHAPE',
    ]);
  });

  test('a worked example: a unit pose from the wire to a footprint, an arc and a woods', () => {
    const x = geometry.parseTicks(12.5);
    const y = geometry.parseTicks(30.125);
    const f = geometry.parseFacing(90);
    if (!x.ok || !y.ok || !f.ok) throw new Error('parse failed');
    const unit = {
      position: geometry.point(x.value, y.value),
      facing: f.value,
      width: 2000,
      depth: 1000,
    };
    const corners = geometry.footprintCorners(unit);
    expect(corners[0]).toEqual({ x: 12500, y: 31125 }); // front-left is north when facing east
    const target = geometry.point(20000, 31000);
    expect(geometry.inArc(unit.position, unit.facing, 450, target)).toBe(true);
    const woods = {
      outer: [
        geometry.point(15000, 25000),
        geometry.point(16000, 25000),
        geometry.point(16000, 35000),
        geometry.point(15000, 35000),
      ],
    };
    const sight = geometry.segment(unit.position, target);
    expect(geometry.segmentIntersectsPolygon(sight, woods)).toBe(true);
    expect(geometry.lengthInsidePolygon(sight, woods)).toBe(1007); // 1000 · 7550.87 / 7500 = 1006.78
    expect(geometry.ticksToWire(geometry.distanceTicks(unit.position, target))).toBe(7.551); // √(7500² + 875²) = 7550.87
  });
});
