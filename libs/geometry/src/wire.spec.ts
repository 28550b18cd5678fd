import fc from 'fast-check';
import { COORD_LIMIT } from './point';
import { parseFacing, parseTenths, parseTicks, tenthsToWire, ticksToWire } from './wire';

describe('wire numbers', () => {
  test.each([
    [12.5, 12500],
    [30.125, 30125],
    [0.001, 1],
    [-0.001, -1],
    [-0, 0],
    [0, 0],
    [1e-3, 1],
    ['1e-3', 1],
    [1.5e3, 1500000],
    ['12.500', 12500],
    [16777.216, COORD_LIMIT],
    [-16777.216, -COORD_LIMIT],
    [0.1 + 0.2, undefined], // 0.30000000000000004: PRECISION
  ])('parseTicks(%p) = %p', (v, ticks) => {
    const r = parseTicks(v);
    if (ticks === undefined)
      expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'PRECISION' }) });
    else {
      expect(r).toEqual({ ok: true, value: ticks });
      expect(Object.is(r.ok && r.value, ticks)).toBe(true);
    }
  });

  test.each([
    [12.0625, 'PRECISION'],
    [1e-4, 'PRECISION'],
    ['0.0001', 'PRECISION'],
    [-0.0005, 'PRECISION'],
    [5e-324, 'PRECISION'],
    [16777.217, 'OUT_OF_RANGE'],
    [1e21, 'OUT_OF_RANGE'],
    [Number.MAX_VALUE, 'OUT_OF_RANGE'],
    ['1e999999999', 'OUT_OF_RANGE'],
    ['1e-999999999', 'PRECISION'],
    [NaN, 'NOT_A_NUMBER'],
    [Infinity, 'NOT_A_NUMBER'],
    [-Infinity, 'NOT_A_NUMBER'],
    ['12,5', 'NOT_A_NUMBER'],
    [null, 'NOT_A_NUMBER'],
    [true, 'NOT_A_NUMBER'],
  ])('parseTicks(%p) is an error value %s, not a throw', (v, code) => {
    const r = parseTicks(v);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(0);
    }
  });

  test('a custom limit', () => {
    expect(parseTicks(2, 1000)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'OUT_OF_RANGE' }),
    });
    expect(parseTicks(1, 1000)).toEqual({ ok: true, value: 1000 });
  });

  test.each([
    [45, 450, 450],
    [45.5, 455, 455],
    [0.1, 1, 1],
    [360, 3600, 0],
    [-90, -900, 2700],
    [-0, 0, 0],
    ['359.9', 3599, 3599],
  ])('angle %p: tenths %i, facing %i', (v, tenths, facing) => {
    expect(parseTenths(v)).toEqual({ ok: true, value: tenths });
    expect(parseFacing(v)).toEqual({ ok: true, value: facing });
  });

  test.each([
    [45.25, 'PRECISION'],
    [0.05, 'PRECISION'],
    [360.1, 'OUT_OF_RANGE'],
    [-720, 'OUT_OF_RANGE'],
    [NaN, 'NOT_A_NUMBER'],
  ])('angle %p → %s', (v, code) => {
    expect(parseFacing(v)).toEqual({ ok: false, error: expect.objectContaining({ code }) });
  });

  test('printing', () => {
    expect(JSON.stringify({ x: ticksToWire(12500), y: ticksToWire(30125) })).toBe(
      '{"x":12.5,"y":30.125}',
    );
    expect(Object.is(ticksToWire(-0), 0)).toBe(true);
    expect(ticksToWire(-1)).toBe(-0.001);
    expect(tenthsToWire(455)).toBe(45.5);
    expect(() => ticksToWire(0.5)).toThrow(RangeError);
    expect(() => tenthsToWire(NaN)).toThrow(RangeError);
  });

  test('parse ∘ print is the identity for every tick in ±200,000 and every facing', () => {
    for (let t = -200_000; t <= 200_000; t++) {
      const r = parseTicks(ticksToWire(t));
      if (!r.ok || r.value !== t) throw new Error(`tick ${t} does not round-trip`);
    }
    for (let t = -3600; t <= 3600; t++) {
      const r = parseTenths(tenthsToWire(t));
      if (!r.ok || r.value !== t) throw new Error(`tenth ${t} does not round-trip`);
    }
    expect(parseTicks(ticksToWire(199_999))).toEqual({ ok: true, value: 199_999 });
  });

  test('property: parse ∘ print is the identity over the whole coordinate range, via JSON too', () => {
    fc.assert(
      fc.property(fc.integer({ min: -COORD_LIMIT, max: COORD_LIMIT }), (t) => {
        const viaNumber = parseTicks(ticksToWire(t));
        const viaJson = parseTicks(JSON.parse(JSON.stringify(ticksToWire(t))));
        const viaText = parseTicks(JSON.stringify(ticksToWire(t)));
        return [viaNumber, viaJson, viaText].every((r) => r.ok && r.value === t);
      }),
      { numRuns: 20000 },
    );
  });

  test('property: print ∘ parse is the identity on wire numbers with ≤ 3 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -16776, max: 16776 }),
        fc.integer({ min: 0, max: 999 }),
        (u, m) => {
          const text = `${u < 0 ? '-' : ''}${Math.abs(u)}.${String(m).padStart(3, '0')}`;
          const r = parseTicks(Number(text));
          return r.ok && ticksToWire(r.value) === Number(text);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
