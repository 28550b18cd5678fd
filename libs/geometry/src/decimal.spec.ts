import { readDecimal } from './decimal';

describe('readDecimal', () => {
  test.each([
    [12.125, false, '12125', -3],
    [0.1, false, '1', -1],
    [-0.001, true, '1', -3],
    [1e-7, false, '1', -7],
    [1e21, false, '1', 21],
    [1500, false, '15', 2],
    ['1.2500', false, '125', -2],
    ['-12e-1', true, '12', -1],
    ['1E+3', false, '1', 3],
    ['0.000', false, '', 0],
    [-0, false, '', 0],
    ['-0', false, '', 0],
  ])('%p → %p %s × 10^%i', (v, negative, digits, exponent) => {
    expect(readDecimal(v)).toEqual({ negative, digits, exponent });
  });

  test.each([
    NaN,
    Infinity,
    -Infinity,
    '12,5',
    '.5',
    '5.',
    '+1',
    '01',
    '0x10',
    ' 1',
    '',
    null,
    undefined,
    {},
    [1],
    true,
  ])('%p is not a decimal', (v) => {
    expect(readDecimal(v)).toBeUndefined();
  });
});
