import type { JsonSchema } from './contract';

/**
 * Building blocks of the shapes a ruleset publishes in the OpenAPI document (`viewSchema`,
 * `eventSchemas`, `previewSchemas`): OpenAPI 3.0 schemas (`nullable`, no `const`), strict
 * (`additionalProperties: false`), so that a test validating played games against them catches
 * any member a schema does not describe.
 */
export const shapeString = { type: 'string' } as const;
export const shapeStrings = { type: 'array', items: shapeString } as const;
export const shapeInteger = { type: 'integer' } as const;
export const shapeNumber = { type: 'number' } as const;
export const shapeBoolean = { type: 'boolean' } as const;

export const shapeArray = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** An object with exactly these members, all required but `optional`. */
export const shapeObject = (
  properties: Record<string, JsonSchema>,
  optional: readonly string[] = [],
): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});

/** An object keyed by any string, each value of `value`'s shape. */
export const shapeRecord = (value: JsonSchema, description?: string): JsonSchema => ({
  type: 'object',
  additionalProperties: value,
  ...(description === undefined ? {} : { description }),
});

export const shapeNullable = (schema: JsonSchema): JsonSchema => ({ ...schema, nullable: true });
export const shapeLiteral = (value: string): JsonSchema => ({ type: 'string', enum: [value] });
export const shapeEnum = (values: readonly string[]): JsonSchema => ({
  type: 'string',
  enum: [...values],
});

/** One of `variants` (objects told apart by their `type`). */
export const shapeUnion = (variants: readonly JsonSchema[], description?: string): JsonSchema => ({
  type: 'object',
  oneOf: [...variants],
  ...(description === undefined ? {} : { description }),
});
