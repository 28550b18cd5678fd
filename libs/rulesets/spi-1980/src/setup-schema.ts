import type { JsonSchema } from '@pratzen/engine';
import { customPositionSchema } from '@pratzen/rulesets/hex-kit';

const integer = (minimum: number, maximum?: number): JsonSchema => ({
  type: 'integer',
  minimum,
  ...(maximum !== undefined ? { maximum } : {}),
});

/** SPI 1980's custom position (setup.ts CustomPosition): typed here so no odd value gets in. */
export const SETUP_SCHEMA: JsonSchema = customPositionSchema(
  { turn: integer(1), phase: { type: 'string' }, activeSide: { type: 'string' } },
  { strength: integer(1), disrupted: { type: 'boolean' } },
  {
    morale: {
      type: 'object',
      additionalProperties: false,
      properties: { allied: integer(0, 200), french: integer(0, 200) },
    },
    demoralized: {
      type: 'object',
      additionalProperties: false,
      properties: { allied: { type: 'boolean' }, french: { type: 'boolean' } },
    },
    reinforcementsAvailable: { type: 'boolean' },
  },
);
