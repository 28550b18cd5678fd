import type { JsonSchema } from '@pratzen/engine';

/**
 * The JSON Schema of a hex ruleset's custom position (api.md `setup`): turn, phase, active side
 * and units placed by hex (at most 200), plus the ruleset's own fields. `unit` adds fields to
 * each unit entry (beside `unitId` and `hex`), `more` adds top-level fields.
 */
export function customPositionSchema(
  head: { readonly turn: JsonSchema; readonly phase: JsonSchema; readonly activeSide: JsonSchema },
  unit: Record<string, JsonSchema>,
  more: Record<string, JsonSchema>,
): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['turn', 'phase', 'activeSide', 'units'],
    properties: {
      ...head,
      units: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['unitId', 'hex'],
          properties: { unitId: { type: 'string' }, hex: { type: 'string' }, ...unit },
        },
      },
      ...more,
    },
  };
}
