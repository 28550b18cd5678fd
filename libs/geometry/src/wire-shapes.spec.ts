import {
  parseGeoJsonPolygon,
  parseGeoJsonRing,
  parseWirePoint,
  pointToWire,
  polygonToGeoJson,
  ringToGeoJson,
} from './wire-shapes';

const code = (c: string) => ({ ok: false, error: expect.objectContaining({ code: c }) });
const woods = [
  [10, 20],
  [14.5, 20],
  [14.5, 23.25],
  [10, 23.25],
  [10, 20],
];

describe('wire shapes', () => {
  test('points', () => {
    expect(parseWirePoint({ x: 12.5, y: 30.125 })).toEqual({
      ok: true,
      value: { x: 12500, y: 30125 },
    });
    expect(pointToWire({ x: 12500, y: 30125 })).toEqual({ x: 12.5, y: 30.125 });
    expect(parseWirePoint({ x: 12.5001, y: 0 })).toEqual(code('PRECISION'));
    expect(parseWirePoint({ x: 1 })).toEqual(code('NOT_A_NUMBER'));
    expect(parseWirePoint([1, 2])).toEqual(code('INVALID_SHAPE'));
    expect(parseWirePoint(null)).toEqual(code('INVALID_SHAPE'));
  });

  test('a GeoJSON ring drops its closing repeat and round-trips', () => {
    const r = parseGeoJsonRing(woods);
    expect(r).toEqual({
      ok: true,
      value: [
        { x: 10000, y: 20000 },
        { x: 14500, y: 20000 },
        { x: 14500, y: 23250 },
        { x: 10000, y: 23250 },
      ],
    });
    if (r.ok) expect(ringToGeoJson(r.value)).toEqual(woods);
  });

  test.each([
    [
      'not closed',
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
      'INVALID_SHAPE',
    ],
    [
      'too short',
      [
        [0, 0],
        [1, 0],
        [0, 0],
      ],
      'INVALID_SHAPE',
    ],
    [
      'bow tie',
      [
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ],
      'INVALID_SHAPE',
    ],
    [
      'collinear',
      [
        [0, 0],
        [1, 1],
        [2, 2],
        [0, 0],
      ],
      'INVALID_SHAPE',
    ],
    [
      'a position of three numbers',
      [
        [0, 0, 5],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
      'INVALID_SHAPE',
    ],
    [
      'too precise',
      [
        [0, 0],
        [1.0001, 0],
        [1, 1],
        [0, 0],
      ],
      'PRECISION',
    ],
    [
      'off the table limits',
      [
        [0, 0],
        [1e9, 0],
        [1, 1],
        [0, 0],
      ],
      'OUT_OF_RANGE',
    ],
    ['not an array', 'woods', 'INVALID_SHAPE'],
  ])('ring %s → %s', (_n, value, c) => {
    expect(parseGeoJsonRing(value)).toEqual(code(c));
  });

  test('polygons with holes round-trip', () => {
    const coords = [
      woods,
      [
        [11, 21],
        [12, 21],
        [12, 22],
        [11, 21],
      ],
    ];
    const p = parseGeoJsonPolygon(coords);
    expect(p.ok && p.value.holes).toHaveLength(1);
    if (p.ok) expect(polygonToGeoJson(p.value)).toEqual(coords);
    expect(parseGeoJsonPolygon([woods])).toEqual({ ok: true, value: { outer: expect.any(Array) } });
    expect(parseGeoJsonPolygon([])).toEqual(code('INVALID_SHAPE'));
    expect(parseGeoJsonPolygon([woods, [[0, 0]]])).toEqual(code('INVALID_SHAPE'));
  });
});
