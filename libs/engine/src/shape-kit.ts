import type { JsonSchema } from './contract';

/**
 * Building blocks of the shapes a ruleset publishes in the OpenAPI document (`viewSchema`,
 * `eventSchemas`, `previewSchemas`): OpenAPI 3.0 schemas (`nullable`, no `const`), strict
 * (`additionalProperties: false`), so that a test validating played games against them catches
 * any member a schema does not describe.
 *
 * Each block also knows the TypeScript type of the values it describes (`ShapeType<typeof s>`),
 * so a ruleset writes a shape once and derives its type from it (`EventsOf`): the schema is the
 * one source, not a mirror of a hand-written type. The type lives in a phantom member that exists
 * in types only; a plain JSON Schema object is a shape of `unknown`.
 */
declare const SHAPE: unique symbol;

/** A JSON Schema describing values of type `T`. */
export type Shape<T> = JsonSchema & { readonly [SHAPE]?: { readonly type: T } };

/** The type of the values `S` describes (`unknown` for a plain JSON Schema). */
export type ShapeType<S> = S extends { readonly [SHAPE]?: { readonly type: infer T } }
  ? T
  : unknown;

/** An intersection written out as one object type (for readable types and messages). */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The members of an object shape: all required but those in `O`, all read-only. */
type Members<P, O extends string> = Flat<
  { readonly [K in Exclude<keyof P, O>]: ShapeType<P[K]> } & {
    readonly [K in Extract<keyof P, O>]?: ShapeType<P[K]>;
  }
>;

/** The union of the types of shapes keyed by type: `{ type: K } & data` for each key `K`. */
export type EventsOf<M> = {
  [K in keyof M & string]: Flat<{ readonly type: K } & ShapeType<M[K]>>;
}[keyof M & string];

/** Declares the type a shape describes when its schema says less (e.g. a string whose values are a ruleset's sides). */
export const shapeOf = <T>(schema: JsonSchema): Shape<T> => schema;

export const shapeString: Shape<string> = { type: 'string' };
export const shapeStrings: Shape<readonly string[]> = { type: 'array', items: shapeString };
export const shapeInteger: Shape<number> = { type: 'integer' };
export const shapeNumber: Shape<number> = { type: 'number' };
export const shapeBoolean: Shape<boolean> = { type: 'boolean' };

export const shapeArray = <T>(items: Shape<T>): Shape<readonly T[]> => ({ type: 'array', items });

/** An object with exactly these members, all required but `optional`. */
export const shapeObject = <P extends Record<string, JsonSchema>, O extends string = never>(
  properties: P,
  optional: readonly O[] = [],
): Shape<Members<P, O>> => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => !(optional as readonly string[]).includes(k)),
  properties,
});

/** An object keyed by any string, each value of `value`'s shape. */
export const shapeRecord = <T>(
  value: Shape<T>,
  description?: string,
): Shape<Readonly<Record<string, T>>> => ({
  type: 'object',
  additionalProperties: value,
  ...(description === undefined ? {} : { description }),
});

export const shapeNullable = <T>(schema: Shape<T>): Shape<T | null> => ({
  ...schema,
  nullable: true,
});
export const shapeLiteral = <const V extends string>(value: V): Shape<V> => ({
  type: 'string',
  enum: [value],
});
export const shapeEnum = <const V extends string>(values: readonly V[]): Shape<V> => ({
  type: 'string',
  enum: [...values],
});

/** One of `variants` (objects told apart by their `type`). */
export const shapeUnion = <const V extends readonly JsonSchema[]>(
  variants: V,
  description?: string,
): Shape<ShapeType<V[number]>> => ({
  type: 'object',
  oneOf: [...variants],
  ...(description === undefined ? {} : { description }),
});

/**
 * The shape builders above under the short names rulesets' schema files give them, once:
 * `const { object, str, int } = shape;` in place of a list of `shapeObject as object` aliases
 * repeated in every schema file (hex and free-form rulesets alike).
 */
export const shape = {
  array: shapeArray,
  bool: shapeBoolean,
  oneOf: shapeEnum,
  int: shapeInteger,
  literal: shapeLiteral,
  nullable: shapeNullable,
  num: shapeNumber,
  object: shapeObject,
  record: shapeRecord,
  str: shapeString,
  strs: shapeStrings,
  union: shapeUnion,
} as const;
