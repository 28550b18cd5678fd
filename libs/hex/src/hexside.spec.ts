import { hexsideKey, parseHexsideKey } from './hexside';
import { labelNeighbors, rectangleLabels } from './label-grid';
import { OFFSET_PARITIES } from './offset';

describe('hexside keys', () => {
  test.each([
    ['1521', '1522', '1521/1522'],
    ['1522', '1521', '1521/1522'],
    ['1621', '1520', '1520/1621'],
    ['0901', '1001', '0901/1001'],
    ['0101', '9999', '0101/9999'],
  ])('hexsideKey(%s, %s) = %s', (a, b, key) => {
    expect(hexsideKey(a, b)).toBe(key);
    expect(parseHexsideKey(key)).toEqual(key.split('/'));
  });

  test.each(OFFSET_PARITIES)('parity %s: one key per shared side, round-trips', (parity) => {
    const labels = rectangleLabels(5, 5);
    const keys = new Set<string>();
    for (const a of labels) {
      for (const b of labelNeighbors(a, parity).filter((n) => labels.includes(n))) {
        const key = hexsideKey(a, b);
        expect(hexsideKey(b, a)).toBe(key);
        const parsed = parseHexsideKey(key);
        expect(parsed).toBeDefined();
        if (parsed) expect(hexsideKey(...parsed)).toBe(key);
        keys.add(key);
      }
    }
    // Sides inside a 5×5 map: 5 columns × 4 within a column, + 4 column gaps × 9 zigzag sides.
    expect(keys.size).toBe(5 * 4 + 4 * 9);
  });

  test.each([
    ['1521', '1521'],
    ['1521', '0012'],
    ['152', '1522'],
    ['1521/', '1522'],
  ])('hexsideKey(%p, %p) throws RangeError', (a, b) => {
    expect(() => hexsideKey(a, b)).toThrow(RangeError);
  });

  test.each([
    '1522/1521',
    '1521/1521',
    '1521-1522',
    '1521/1522/1523',
    '1521/',
    '/1521',
    '0012/1521',
    '1521 /1522',
    '',
  ])('parseHexsideKey(%p) is undefined', (key) => {
    expect(parseHexsideKey(key)).toBeUndefined();
  });
});
