import fc from 'fast-check';
import { hostileJson, oddNumber, oddString, wrongTypeFor } from './hostile-values';
import type { JsonSchema } from './openapi-operations';

/**
 * Values that really exist on the server under test (game ids, tokens, units...), by the name
 * of the member or parameter that holds them, so that generated requests get past the first
 * check (404, 401) and reach the code behind it.
 */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

export interface SchemaContext {
  readonly known: KnownValues;
  readonly resolve: (schema: JsonSchema) => JsonSchema;
}

const MAX_DEPTH = 4;

/** A string for a member or parameter named `name`: a known value, its example, or anything. */
export function stringFor(
  name: string,
  schema: JsonSchema,
  ctx: SchemaContext,
): fc.Arbitrary<string> {
  const known = ctx.known[name] ?? [];
  const choices: fc.WeightedArbitrary<string>[] = [{ weight: 2, arbitrary: oddString }];
  if (known.length > 0) choices.push({ weight: 6, arbitrary: fc.constantFrom(...known) });
  if (schema.enum !== undefined && schema.enum.length > 0) {
    choices.push({ weight: 4, arbitrary: fc.constantFrom(...schema.enum.map(String)) });
  }
  if (typeof schema.example === 'string') {
    choices.push({ weight: 2, arbitrary: fc.constant(schema.example) });
  }
  return fc.oneof(...choices);
}

/** A value that mostly fits `schema` (sometimes not quite): the starting point of mutations. */
export function valueFor(
  name: string,
  raw: JsonSchema,
  ctx: SchemaContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = ctx.resolve(raw);
  if (depth > MAX_DEPTH) return hostileJson;
  if (schema.enum !== undefined && schema.enum.length > 0) {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, oddString);
  }
  switch (schema.type) {
    case 'string':
      return stringFor(name, schema, ctx);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -10;
      const max = schema.maximum ?? Math.max(min + 100, 100);
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max }) }, oddNumber);
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(name, schema.items ?? {}, ctx, depth + 1), { maxLength: 5 });
    case 'object':
    case undefined: {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return hostileJson;
      const members = Object.fromEntries(
        properties.map(([key, s]) => [key, valueFor(key, s, ctx, depth + 1)]),
      );
      return fc.record(members, { requiredKeys: [...(schema.required ?? [])] });
    }
    default:
      return hostileJson;
  }
}

/** A member of `value` replaced by a value of the wrong type, removed, or a hostile one added. */
export function mutateMember(
  value: Record<string, unknown>,
  schema: JsonSchema,
): fc.Arbitrary<unknown> {
  const keys = Object.keys(value);
  const properties = schema.properties ?? {};
  return fc
    .oneof(
      fc.record({ key: fc.constantFrom(...(keys.length ? keys : ['type'])), v: hostileJson }),
      fc.record({
        key: fc.constantFrom(...(keys.length ? keys : ['type'])),
        v: fc.constant(undefined),
      }),
      fc.record({ key: fc.constantFrom('__proto__', 'constructor', 'extra', ''), v: hostileJson }),
    )
    .chain(({ key, v }) => {
      const type = properties[key]?.type;
      const replacement =
        v === undefined || type === undefined ? fc.constant(v) : wrongTypeFor(type);
      return replacement.map((r) => {
        const copy: Record<string, unknown> = { ...value };
        if (r === undefined) delete copy[key];
        else Object.defineProperty(copy, key, { value: r, enumerable: true, writable: true });
        return copy;
      });
    });
}

/** A value for `schema`, then (often) broken in one member or replaced outright. */
export function mutatedValueFor(
  name: string,
  raw: JsonSchema,
  ctx: SchemaContext,
): fc.Arbitrary<unknown> {
  const schema = ctx.resolve(raw);
  const valid = valueFor(name, schema, ctx);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 4,
      arbitrary: valid.chain((v) =>
        typeof v === 'object' && v !== null && !Array.isArray(v)
          ? mutateMember(v as Record<string, unknown>, schema)
          : wrongTypeFor(schema.type),
      ),
    },
    { weight: 1, arbitrary: hostileJson },
  );
}

type Path = readonly (string | number)[];

/** Paths of the members and elements of `value` (breadth first, at most `max` of them). */
function pathsOf(value: unknown, max = 5_000): Path[] {
  const paths: Path[] = [];
  const queue: [unknown, Path][] = [[value, []]];
  for (let i = 0; i < queue.length && paths.length < max; i++) {
    const [node, at] = queue[i] ?? [null, []];
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      const path = [...at, Array.isArray(node) ? Number(key) : key];
      paths.push(path);
      queue.push([child, path]);
    }
  }
  return paths;
}

/** A copy of `value` with the member at `path` replaced (`undefined`: removed). */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === undefined && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = replaceAt(copy[head], rest, replacement);
  if (next === undefined) delete copy[head];
  else Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true });
  return copy;
}

/**
 * A real value (a legal command, a game record) with one member anywhere inside it, however
 * deep, replaced by a hostile value or a value of another type, or removed.
 */
export function mutatedDeep(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  if (paths.length === 0) return fc.constant(value);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      replacement: fc.oneof(
        hostileJson,
        fc.constant(undefined),
        wrongTypeFor('string'),
        wrongTypeFor('object'),
      ),
    })
    .map(({ path, replacement }) => replaceAt(value, path, replacement));
}
