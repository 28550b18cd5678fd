import {
  type JsonSchema,
  type Shape,
  shapeArray as array,
  shapeInteger,
  shapeObject as object,
  unitIdSchema,
} from '@pratzen/engine';
import { hexSchema } from '@pratzen/rulesets/hex-kit';

/** The shared building blocks of hex command schemas (libs/engine, the hex kit), and SPI's own. */
export { commandSchema, unitIdSchema, unitIdsSchema } from '@pratzen/engine';
export { hexSchema } from '@pratzen/rulesets/hex-kit';

/** `[{unitId, csp}]`: CSP losses by unit. */
export const lossesSchema = array(
  object({ unitId: unitIdSchema, csp: { ...shapeInteger, minimum: 1 } }),
);

/** `{unitId, hex}`: a unit and the hex it goes to. */
export const unitToHexSchema = object({ unitId: unitIdSchema, hex: hexSchema });

/** One of `values`, with no `type` member (the published command schemas have none there). */
export const enumSchema = <const V extends string>(values: readonly V[]): Shape<V> => ({
  enum: [...values],
});

/**
 * `schema` with a `description` placed before its `properties` (or `items`), where SPI's published
 * documents have always had it: the members' order is part of the generated documents' bytes.
 */
export function described<S extends JsonSchema>(schema: S, description: string): S {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === 'items') out.description = description;
    out[key] = value;
  }
  return out as S;
}
