import { canonicalJson } from './canonical-json';

const fromHex = (hex: string): number => Buffer.from(hex, 'hex').readDoubleBE(0);

describe('canonicalJson (RFC 8785 JCS)', () => {
  test('RFC 8785 §3.2.2: the main example', () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    expect(canonicalJson(JSON.parse(input))).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
  });

  test('RFC 8785 §3.2.3: members sorted by UTF-16 code units', () => {
    const input = String.raw`{
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis"
    }`;
    expect(canonicalJson(JSON.parse(input))).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  test('RFC 8785 Appendix B: number serialisation (IEEE 754 bits → text)', () => {
    const cases: [string, string][] = [
      ['0000000000000000', '0'],
      ['8000000000000000', '0'],
      ['0000000000000001', '5e-324'],
      ['8000000000000001', '-5e-324'],
      ['7fefffffffffffff', '1.7976931348623157e+308'],
      ['ffefffffffffffff', '-1.7976931348623157e+308'],
      ['4340000000000000', '9007199254740992'],
      ['c340000000000000', '-9007199254740992'],
      ['4430000000000000', '295147905179352830000'],
      ['44b52d02c7e14af5', '9.999999999999997e+22'],
      ['44b52d02c7e14af6', '1e+23'],
      ['44b52d02c7e14af7', '1.0000000000000001e+23'],
      ['444b1ae4d6e2ef4e', '999999999999999700000'],
      ['444b1ae4d6e2ef4f', '999999999999999900000'],
      ['444b1ae4d6e2ef50', '1e+21'],
      ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
      ['3eb0c6f7a0b5ed8d', '0.000001'],
      ['41b3de4355555553', '333333333.3333332'],
      ['41b3de4355555554', '333333333.33333325'],
      ['41b3de4355555555', '333333333.3333333'],
      ['41b3de4355555556', '333333333.3333334'],
      ['41b3de4355555557', '333333333.33333343'],
      ['becbf647612f3696', '-0.0000033333333333333333'],
      ['43143ff3c1cb0959', '1424953923781206.2'],
    ];
    for (const [bits, text] of cases)
      expect([bits, canonicalJson(fromHex(bits))]).toEqual([bits, text]);
  });

  test('RFC 8785 Appendix B: NaN and Infinity have no JSON form', () => {
    expect(() => canonicalJson(fromHex('7fffffffffffffff'))).toThrow(RangeError);
    expect(() => canonicalJson(fromHex('7ff0000000000000'))).toThrow(RangeError);
    expect(() => canonicalJson({ a: [1, -Infinity] })).toThrow(RangeError);
  });

  test('nested values: sorted at every level, no whitespace, arrays keep their order', () => {
    expect(canonicalJson({ b: [3, { z: 1, a: [true] }], a: { d: null, c: 'x' } })).toBe(
      '{"a":{"c":"x","d":null},"b":[3,{"a":[true],"z":1}]}',
    );
  });

  test('undefined members are dropped, undefined array items are null (as JSON.stringify)', () => {
    expect(canonicalJson({ a: undefined, b: 1, c: [undefined, 2] })).toBe('{"b":1,"c":[null,2]}');
  });

  test('equal to JSON.parse then canonicalJson (what a store round trip keeps)', () => {
    const value = { z: 'é\u2028\u0000', n: -0, e: 1e-7, list: [{ y: 2, x: 1 }], date: new Date(0) };
    expect(canonicalJson(JSON.parse(JSON.stringify(value)))).toBe(canonicalJson(value));
    expect(canonicalJson(value)).toBe(
      '{"date":"1970-01-01T00:00:00.000Z","e":1e-7,"list":[{"x":1,"y":2}],"n":0,"z":"é\u2028\\u0000"}',
    );
  });

  test('what JSON cannot hold throws', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
    // a shared (not cyclic) object is fine
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});
