import type { JsonSchema } from './contract';
import type { Shape, ShapeType } from './shape-kit';

/**
 * Building blocks of the rulesets' command JSON Schemas (JSON Schema 2020-12). Nothing here knows
 * a geometry: the hex label schema lives in the hex kit (libs/rulesets/hex-kit).
 */
export const unitIdSchema: Shape<string> = { type: 'string', minLength: 1 };
export const unitIdsSchema: Shape<readonly string[]> = {
  type: 'array',
  items: unitIdSchema,
  minItems: 1,
  uniqueItems: true,
};

/** A command with these members: `required` ones, the others optional, all read-only. */
type CommandMembers<T extends string, P, R extends string> = {
  [K in 'type' | keyof P]: K extends 'type' ? T : K extends keyof P ? ShapeType<P[K]> : never;
} extends infer All
  ? Pick<All, Extract<keyof All, 'type' | R>> & Partial<Omit<All, 'type' | R>> extends infer C
    ? { readonly [K in keyof C]: C[K] }
    : never
  : never;

/**
 * The schema of one command: `{type: <type>, ...properties}`, nothing else. It knows the type of
 * the command it describes (`ShapeType`), so a ruleset's command types can be derived from its
 * schemas (`CommandsOf`).
 */
export function commandSchema<
  const T extends string,
  P extends Record<string, JsonSchema>,
  R extends string = never,
>(
  type: T,
  description: string,
  properties: P,
  required: readonly R[] = [],
): Shape<CommandMembers<T, P, R>> {
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

/** The union of the commands that schemas keyed by type describe. */
export type CommandsOf<M> = { [K in keyof M]: ShapeType<M[K]> }[keyof M];
