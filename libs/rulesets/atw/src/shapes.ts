/** The wire's units in JSON Schema: inches (at most 3 decimals) and degrees (at most 1 decimal). */
import { type JsonSchema, shape } from '@pratzen/engine';

export const inches = (what: string): JsonSchema => ({
  ...shape.num,
  description: `${what}: inches, at most 3 decimals`,
});
export const degrees = (what: string): JsonSchema => ({
  ...shape.num,
  description: `${what}: degrees, at most 1 decimal`,
});
