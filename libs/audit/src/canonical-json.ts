/**
 * RFC 8785 JSON Canonicalization Scheme (JCS): the one byte sequence of a JSON value that the
 * hash chain hashes.
 *
 * - object members sorted by their names' UTF-16 code units (JavaScript's default sort order),
 *   no whitespace anywhere;
 * - numbers in ECMAScript's Number-to-String form (`JSON.stringify`: `1e+30`, `0.002`, `-0` → `0`);
 *   NaN and ±Infinity have no JSON form and throw;
 * - strings escaped as `JSON.stringify` escapes them (`\"`, `\\`, `\b \f \n \r \t`, other
 *   control characters as `\u00xx` in lower case, everything else literal);
 * - `undefined` members are dropped (as `JSON.stringify` drops them), an `undefined` array
 *   element is `null`; a `toJSON` method is honoured (a Date becomes its ISO string).
 *
 * Values that JSON cannot hold (bigint, functions, symbols, cycles, a top-level undefined)
 * throw a TypeError rather than hash something the stored JSON would not contain.
 */
export function canonicalJson(value: unknown): string {
  const text = serialize(value, '', new Set());
  if (text === undefined) throw new TypeError('canonicalJson: the value has no JSON form');
  return text;
}

function serialize(value: unknown, key: string, ancestors: Set<object>): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) {
        throw new RangeError(`canonicalJson: ${String(value)} is not a JSON number`);
      }
      return JSON.stringify(value);
    case 'string':
      return JSON.stringify(value);
    case 'undefined':
      return undefined;
    case 'object':
      break;
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} has no JSON form`);
  }
  const object = value as object & { toJSON?: unknown };
  if (typeof object.toJSON === 'function') {
    return serialize((object.toJSON as (k: string) => unknown)(key), key, ancestors);
  }
  if (ancestors.has(object)) throw new TypeError('canonicalJson: cyclic value');
  ancestors.add(object);
  let text: string;
  if (Array.isArray(object)) {
    const items = object.map((item, i) => serialize(item, String(i), ancestors) ?? 'null');
    text = `[${items.join(',')}]`;
  } else {
    const record = object as Record<string, unknown>;
    const members: string[] = [];
    for (const name of Object.keys(record).sort()) {
      const member = serialize(record[name], name, ancestors);
      if (member !== undefined) members.push(`${JSON.stringify(name)}:${member}`);
    }
    text = `{${members.join(',')}}`;
  }
  ancestors.delete(object);
  return text;
}
