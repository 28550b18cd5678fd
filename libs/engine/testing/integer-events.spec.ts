import { assertIntegerEvents, nonIntegerPaths } from './integer-events';

describe('integer-only events (freeform.md)', () => {
  test('integers and strings, nested in objects and arrays, pass', () => {
    expect(nonIntegerPaths({ type: 'UnitMoved', x: 12_500, path: [{ y: -3 }], name: 'a' })).toEqual(
      [],
    );
    expect(() =>
      assertIntegerEvents([
        { type: 'A', n: 1 },
        { type: 'B', s: 'x' },
      ]),
    ).not.toThrow();
  });

  test.each([
    [{ x: 12.5 }, '/x: 12.5'],
    [{ path: [{ y: 0.1 }] }, '/path/0/y: 0.1'],
    [{ x: Number.NaN }, '/x: NaN'],
    [{ x: Number.POSITIVE_INFINITY }, '/x: Infinity'],
    [{ x: -0 }, '/x: 0'],
    [{ x: 2 ** 53 }, `/x: ${2 ** 53}`],
    [{ flag: true }, '/flag: boolean'],
    [{ none: null }, '/none: null'],
  ])('%j is refused at %s', (event, path) => {
    expect(nonIntegerPaths(event)).toEqual([path]);
    expect(() => assertIntegerEvents([{ type: 'ok' }, event])).toThrow(/event 1/);
  });
});
