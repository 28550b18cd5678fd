import type { JsonSchema } from '@pratzen/engine';
import { PHASES, SIDES } from './vocabulary';

/** DG 2006's custom position (setup.ts CustomPosition). */
export const SETUP_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['turn', 'phase', 'activeSide', 'units'],
  properties: {
    turn: { type: 'integer', minimum: 1, maximum: 13 },
    phase: { enum: [...PHASES] },
    activeSide: { enum: [...SIDES] },
    units: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['unitId', 'hex'],
        properties: {
          unitId: { type: 'string' },
          hex: { type: 'string' },
          strength: { type: 'integer', minimum: 1 },
        },
      },
    },
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
};
