import type { JsonSchema } from '@pratzen/engine';
import { customPositionSchema } from '@pratzen/rulesets/hex-kit';
import { PHASES, SIDES } from './vocabulary';

/** DG 2006's custom position (setup.ts CustomPosition). */
export const SETUP_SCHEMA: JsonSchema = customPositionSchema(
  {
    turn: { type: 'integer', minimum: 1, maximum: 13 },
    phase: { enum: [...PHASES] },
    activeSide: { enum: [...SIDES] },
  },
  { strength: { type: 'integer', minimum: 1 } },
  {
    lost: {
      type: 'object',
      additionalProperties: false,
      properties: {
        allied: { type: 'integer', minimum: 0 },
        french: { type: 'integer', minimum: 0 },
      },
    },
    demoralized: { enum: [...SIDES, null] },
  },
);
