import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * OpenAPI 3.0's `nullable: true` adds null to what the schema's own `type` allows — and nothing
 * else: an `enum` beside it must list null itself, and a composition (`allOf`, `oneOf`, `anyOf`,
 * the way Nest writes a nullable reference: `{type: object, nullable: true, allOf: [{$ref}]}`)
 * still applies to null, where the referenced object refuses it. Validators that read the
 * document literally (openapi-backend, any Ajv) then refuse the server's nulls. This rewrites
 * every nullable schema of the document so that null is really allowed:
 * - an `enum` gets null among its values;
 * - a nullable composition becomes `anyOf: [<the composition>, NULL]`, NULL matching null only.
 * What the schema allows besides null is unchanged.
 */

/** Matches null and nothing else (OpenAPI 3.0 has no `type: null`). */
export const NULL_ONLY = Object.freeze({
  type: 'object',
  nullable: true,
  enum: [null],
  description: 'null',
});

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;

const DATA = new Set(['enum', 'example', 'examples', 'default']);

/** `names`: `value` maps names to schemas (`properties`, `schemas`, `paths`...): no keyword. */
function rewrite(value: unknown, names = false): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    // an enum or an example is data, not a schema
    if (!names && DATA.has(key)) out[key] = member;
    else out[key] = rewrite(member, !names && (key === 'properties' || key === 'schemas'));
  }
  if (names) return out;
  if (out['nullable'] !== true) return out;
  if (Array.isArray(out['enum']) && !out['enum'].includes(null)) {
    out['enum'] = [...(out['enum'] as unknown[]), null];
  }
  if (!COMPOSITIONS.some((k) => k in out)) return out;
  const { description, nullable: _nullable, ...rest } = out;
  // Nest's `{type: object, allOf: [{$ref}]}`: the reference alone says as much
  const keys = Object.keys(rest);
  const allOf = rest['allOf'] as unknown[] | undefined;
  const alone =
    allOf?.length === 1 && keys.every((k) => k === 'allOf' || k === 'type') ? allOf[0] : rest;
  return {
    ...(description === undefined ? {} : { description }),
    anyOf: [alone, NULL_ONLY],
  };
}

export function allowNulls(document: OpenAPIObject): void {
  document.paths = rewrite(document.paths, true) as OpenAPIObject['paths'];
  const components = document.components;
  if (components?.schemas !== undefined) {
    components.schemas = rewrite(components.schemas, true) as typeof components.schemas;
  }
}
