import type { JsonSchema } from './contract';

/**
 * Building blocks of the rulesets' command JSON Schemas (JSON Schema 2020-12). Nothing here knows
 * a geometry: the hex label schema lives in the hex kit (libs/rulesets/hex-kit).
 */
export const unitIdSchema: JsonSchema = { type: 'string', minLength: 1 };
export const unitIdsSchema: JsonSchema = {
  type: 'array',
  items: unitIdSchema,
  minItems: 1,
  uniqueItems: true,
};

/** The schema of one command: `{type: <type>, ...properties}`, nothing else. */
export function commandSchema(
  type: string,
  description: string,
  properties: Record<string, JsonSchema>,
  required: readonly string[] = [],
): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: type,
    description,
    type: 'object',
    additionalProperties: false,
    required: ['type', ...required],
    properties: { type: { const: type }, ...properties },
  };
}
