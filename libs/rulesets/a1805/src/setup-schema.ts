import type { JsonSchema } from '@pratzen/engine';
import { AREAS } from './data/strategic';
import { FORMATIONS, SIDES, WEATHER } from './vocabulary';

/** JSON Schema of a custom position (`GameSetup.position`, scenario `free-form`, 18.1.2). */
export const SETUP_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['units'],
  properties: {
    firstSide: {
      enum: [...SIDES],
      description: '18.3: the Allies move first unless agreed otherwise',
    },
    turn: { type: 'integer', minimum: 1, maximum: 12 },
    weather: {
      enum: [...WEATHER],
      description: '16.2–16.3: the fog marker (default: fog on turns 1–3, else clear)',
    },
    reserve: {
      type: 'array',
      maxItems: 200,
      description:
        '16.4.1: units on the strategic maps (deployed by chits in fog turns); area: an area of its side (default: its corps’ starting area)',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id'],
        properties: {
          id: { type: 'string', maxLength: 64 },
          area: { enum: AREAS.map((a) => a.id) },
        },
      },
    },
    units: {
      type: 'array',
      minItems: 0,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'x', 'y', 'facing', 'formation'],
        properties: {
          id: { type: 'string', maxLength: 64, description: 'a unit of the order of battle' },
          x: { type: 'number', description: 'front centre, UM from the west edge (≤ 3 decimals)' },
          y: { type: 'number', description: 'front centre, UM from the south edge (≤ 3 decimals)' },
          facing: { type: 'number', description: 'degrees clockwise from north (≤ 1 decimal)' },
          formation: { enum: [...FORMATIONS] },
          attachedTo: { type: 'string', maxLength: 64, description: 'an HQ’s host unit' },
        },
      },
    },
  },
};
