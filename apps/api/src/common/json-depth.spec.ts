import { jsonTextTooDeep, jsonValueTooDeep, MAX_JSON_DEPTH } from './json-depth';

const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonTextTooDeep', () => {
  test.each([
    ['a scalar', '7', 1, false],
    ['an empty object', '{}', 1, false],
    ['an object in an array, max 1', '[{}]', 1, true],
    ['an object in an array, max 2', '[{}]', 2, false],
    ['brackets inside a string do not count', '["[[[[[[", "{{{"]', 1, false],
    ['an escaped quote keeps the string open', '["\\"[[[["]', 1, false],
    ['an escaped backslash closes it', '["\\\\", [[]]]', 2, true],
  ])('%s', (_name, text, max, expected) => {
    expect(jsonTextTooDeep(text, max)).toBe(expected);
  });

  test('400 levels pass, 401 do not; 2,000 levels are refused at once', () => {
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(nested(2000))).toBe(true);
  });

  test('a million levels: no recursion, no stack overflow', () => {
    expect(jsonTextTooDeep(nested(1_000_000), 2_000_000)).toBe(false);
  });
});

describe('jsonValueTooDeep', () => {
  test('counts arrays and objects, not scalars', () => {
    expect(jsonValueTooDeep('deep', 0)).toBe(false);
    expect(jsonValueTooDeep({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(jsonValueTooDeep({ a: [1, { b: 2 }] }, 2)).toBe(true);
    expect(jsonValueTooDeep(null, 0)).toBe(false);
  });

  test('400 levels pass, 401 do not; 100,000 levels without a stack overflow', () => {
    expect(jsonValueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonValueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(jsonValueTooDeep(JSON.parse(nested(100_000)), 200_000)).toBe(false);
  });
});
