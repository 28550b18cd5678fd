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
  const text = serialize(value, '', 0);
  if (text === undefined) throw new TypeError('canonicalJson: the value has no JSON form');
  return text;
}

/** Deeper than any event: a value nested this far is taken for a cycle. */
const MAX_DEPTH = 1_000;

/** Member names recur across events: their JSON form is computed once. */
const NAMES = new Map<string, string>();

function nameJson(name: string): string {
  let json = NAMES.get(name);
  if (json === undefined) {
    json = JSON.stringify(name);
    if (NAMES.size < 10_000) NAMES.set(name, json);
  }
  return json;
}

function serialize(value: unknown, key: string | number, depth: number): string | undefined {
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
  if (depth > MAX_DEPTH) throw new TypeError('canonicalJson: cyclic (or absurdly deep) value');
  const object = value as object & { toJSON?: unknown };
  if (typeof object.toJSON === 'function') {
    return serialize((object.toJSON as (k: string) => unknown)(String(key)), key, depth + 1);
  }
  if (Array.isArray(object)) {
    let text = '[';
    for (let i = 0; i < object.length; i++) {
      if (i > 0) text += ',';
      text += serialize(object[i], i, depth + 1) ?? 'null';
    }
    return text + ']';
  }
  const record = object as Record<string, unknown>;
  const names = Object.keys(record).sort();
  let text = '{';
  let first = true;
  for (const name of names) {
    const member = serialize(record[name], name, depth + 1);
    if (member === undefined) continue;
    text += first ? nameJson(name) + ':' + member : ',' + nameJson(name) + ':' + member;
    first = false;
  }
  return text + '}';
}
