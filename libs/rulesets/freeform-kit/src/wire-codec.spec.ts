import { POSE_NUMBERS, toTenths, toTicks, wireCodec } from './wire-codec';

type Ev =
  | { type: 'Moved'; id: string; x: number; y: number; facing: number; spent: number; die: number }
  | { type: 'Rolled'; die: number }
  | { type: 'Placed'; at: readonly (readonly [number, number])[]; poses: readonly Pose[] };
interface Pose {
  x: number;
  y: number;
  facing: number;
}

const codec = wireCodec<Ev>(
  { Moved: { ticks: ['x', 'y', 'spent'], tenths: ['facing'] }, Rolled: {}, Placed: {} },
  {
    Placed: (e, distance, angle) => ({
      ...e,
      at: e.at.map(([x, y]) => [distance(x), distance(y)] as const),
      poses: e.poses.map((p) => ({ x: distance(p.x), y: distance(p.y), facing: angle(p.facing) })),
    }),
  },
);

describe('wireCodec', () => {
  const moved: Extract<Ev, { type: 'Moved' }> = {
    type: 'Moved',
    id: 'a',
    x: 20_837,
    y: -15_000,
    facing: 1_105,
    spent: 1,
    die: 4,
  };

  test('distances in units (ticks / 1,000), angles in degrees (tenths / 10), counts unchanged', () => {
    expect(codec.encodeEvent(moved)).toEqual({
      ...moved,
      x: 20.837,
      y: -15,
      facing: 110.5,
      spent: 0.001,
    });
    expect(codec.decodeEvent(codec.encodeEvent(moved))).toEqual(moved);
  });

  test('an event with nothing to convert is passed through as the same object', () => {
    const rolled: Ev = { type: 'Rolled', die: 6 };
    expect(codec.encodeEvent(rolled)).toBe(rolled);
    expect(codec.decodeEvent(rolled)).toBe(rolled);
  });

  test('nested members go through the nested conversion, both ways', () => {
    const placed: Ev = {
      type: 'Placed',
      at: [[1_500, 2]],
      poses: [{ x: 10, y: 20_000, facing: 3_599 }],
    };
    const wire = codec.encodeEvent(placed);
    expect(wire).toEqual({
      type: 'Placed',
      at: [[1.5, 0.002]],
      poses: [{ x: 0.01, y: 20, facing: 359.9 }],
    });
    expect(codec.decodeEvent(wire)).toEqual(placed);
  });

  test('the strict decoder refuses what the lenient one would round', () => {
    expect(codec.decodeEventStrict(codec.encodeEvent(moved))).toEqual(moved);
    expect(() =>
      codec.decodeEventStrict({ ...(codec.encodeEvent(moved) as typeof moved), x: 1.0005 }),
    ).toThrow(/Moved: distance 1.0005/);
    expect(() =>
      codec.decodeEventStrict({ ...(codec.encodeEvent(moved) as typeof moved), facing: 10.25 }),
    ).toThrow(/Moved: angle 10.25/);
    expect(codec.decodeEvent({ ...moved, x: 1.0005 })).toMatchObject({ x: 1001 });
  });

  test('toTicks / toTenths are exact on ≤ 3 and ≤ 1 decimals, and never give −0', () => {
    for (const t of [0, 1, 7, 999, 123_457, -3, 16_777_216]) expect(toTicks(t / 1000)).toBe(t);
    for (const t of [0, 1, 9, 3599, -900]) expect(toTenths(t / 10)).toBe(t);
    expect(Object.is(toTicks(-0.0001), 0)).toBe(true);
  });

  test('POSE_NUMBERS names a pose', () => {
    expect(POSE_NUMBERS).toEqual({ ticks: ['x', 'y'], tenths: ['facing'] });
  });
});
