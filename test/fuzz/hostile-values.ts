import fc from 'fast-check';

/**
 * Values a hostile or broken client sends: odd strings (unicode edge cases, injections, huge),
 * odd numbers, wrong types, JSON with hostile keys, deep or wide JSON. Everything here must be
 * answered with a 4xx problem (or accepted), never a 5xx or a hang.
 */

/** Strings that break naive code: encodings, injections, separators, prototype keys. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  '\uD800', // a lone surrogate
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  'é'.normalize('NFD'),
  '🏳️‍🌈'.repeat(50),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '../../../etc/passwd',
  '%00',
  '%zz',
  '%E0%A4%A',
  "' OR 1=1 --",
  '"; DROP TABLE events; --',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  'Bearer',
  'a'.repeat(5_000),
  '\r\n',
  'line\nbreak',
  '1521',
  '0000',
  '9999',
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 60_000 }).map((n) => 'x'.repeat(n)) },
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, 1e-308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Object keys that prototype pollution and naive maps trip over. */
const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', '', ' ', '$where', 'a.b', '0'),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value with hostile keys and strings, a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(oddKey, tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** JSON text nested `levels` deep in arrays or objects (the body limit stays the bound). */
export function deepJsonText(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(levels) + ']'.repeat(levels)
    : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** Deep, wide or long JSON texts: the shapes that stress parsers and recursive code. */
export const heavyJsonText: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({
      levels: fc.integer({ min: 50, max: 20_000 }),
      kind: fc.constantFrom('array' as const, 'object' as const),
    })
    .map(({ levels, kind }) => deepJsonText(levels, kind)),
  fc.integer({ min: 1000, max: 30_000 }).map((n) => `[${Array(n).fill('0').join(',')}]`),
  fc.integer({ min: 100, max: 5_000 }).map((n) => {
    const members = Array.from({ length: n }, (_, i) => `"k${i}":${i}`);
    return `{${members.join(',')}}`;
  }),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => JSON.stringify({ type: 'x'.repeat(n) })),
);

/** Texts that are not JSON, or not quite. */
export const brokenJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{"type":',
    '{"type":"EndPhase",}',
    "{'type':'EndPhase'}",
    'NaN',
    'undefined',
    '\uFEFF{}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":1,"a":2}',
    '[1,2',
    '"\\ud800"',
    '1e999999',
    '{"type":"EndPhase"}garbage',
  ),
  fc.string({ maxLength: 60 }),
);

/** A value of another JSON type than the one a schema asks for. */
export function wrongTypeFor(type: unknown): fc.Arbitrary<unknown> {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: oddString,
    number: oddNumber,
    integer: oddNumber,
    boolean: fc.boolean(),
    array: fc.array(hostileJson, { maxLength: 4 }),
    object: fc.dictionary(oddKey, hostileJson, { maxKeys: 4 }),
    null: fc.constant(null),
  };
  const others = Object.entries(all)
    .filter(([name]) => name !== type && !(type === 'integer' && name === 'number'))
    .map(([, arbitrary]) => arbitrary);
  return fc.oneof(...others);
}
