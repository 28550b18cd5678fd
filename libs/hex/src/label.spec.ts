import {
  axialToLabel,
  formatLabel,
  isLabel,
  labelToAxial,
  parseLabel,
  requireAxial,
} from './label';
import { offsetToAxial, OFFSET_PARITIES } from './offset';

describe('labels', () => {
  test.each([
    ['1521', { col: 15, row: 21 }],
    ['0101', { col: 1, row: 1 }],
    ['0705', { col: 7, row: 5 }],
    ['9999', { col: 99, row: 99 }],
    ['0199', { col: 1, row: 99 }],
  ])('parseLabel(%p) = %o', (label, offset) => {
    expect(parseLabel(label)).toEqual(offset);
    expect(isLabel(label)).toBe(true);
    expect(formatLabel(offset)).toBe(label);
  });

  test.each([
    '123',
    '12345',
    'ab12',
    '0012',
    '1200',
    '0000',
    '',
    ' 1521',
    '1521 ',
    '15-1',
    '１５２１',
    '+152',
  ])('parseLabel(%p) is undefined', (label) => {
    expect(parseLabel(label)).toBeUndefined();
    expect(isLabel(label)).toBe(false);
    expect(labelToAxial(label)).toBeUndefined();
    expect(() => requireAxial(label)).toThrow(RangeError);
  });

  test.each([
    { col: 0, row: 1 },
    { col: 1, row: 0 },
    { col: 100, row: 1 },
    { col: 1, row: 100 },
    { col: -1, row: 5 },
    { col: 1.5, row: 5 },
    { col: NaN, row: 5 },
  ])('formatLabel(%o) throws RangeError', (o) => {
    expect(() => formatLabel(o)).toThrow(RangeError);
  });

  test.each(OFFSET_PARITIES)('parity %s: label ↔ axial round-trips over 30×30', (parity) => {
    for (let col = 1; col <= 30; col++) {
      for (let row = 1; row <= 30; row++) {
        const label = formatLabel({ col, row });
        const a = labelToAxial(label, parity);
        expect(a).toEqual(offsetToAxial({ col, row }, parity));
        expect(requireAxial(label, parity)).toEqual(a);
        expect(a && axialToLabel(a, parity)).toBe(label);
      }
    }
  });

  test.each(OFFSET_PARITIES)(
    'parity %s: axialToLabel is undefined off the 1..99 sheet',
    (parity) => {
      for (const o of [
        { col: 0, row: 5 },
        { col: 5, row: 0 },
        { col: 100, row: 5 },
        { col: 5, row: 100 },
        { col: -3, row: -3 },
      ]) {
        expect(axialToLabel(offsetToAxial(o, parity), parity)).toBeUndefined();
      }
      expect(axialToLabel(offsetToAxial({ col: 99, row: 99 }, parity), parity)).toBe('9999');
    },
  );

  test('default parity is even', () => {
    expect(labelToAxial('1521')).toEqual(labelToAxial('1521', 'even'));
    // With offset.ts's formulas the parities agree on even columns and differ on odd ones.
    expect(labelToAxial('1521')).toEqual({ q: 15, r: 13 });
    expect(labelToAxial('1521', 'odd')).toEqual({ q: 15, r: 14 });
    expect(axialToLabel({ q: 15, r: 13 })).toBe('1521');
    expect(axialToLabel({ q: 15, r: 13 }, 'odd')).toBe('1520');
  });
});
