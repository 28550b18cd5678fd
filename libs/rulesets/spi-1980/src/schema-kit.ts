import { type JsonSchema, unitIdSchema } from '@pratzen/engine';

/** The shared building blocks of hex command schemas (libs/engine), and SPI's own. */
export { commandSchema, hexSchema, unitIdSchema, unitIdsSchema } from '@pratzen/engine';

/** `[{unitId, csp}]`: CSP losses by unit. */
export const lossesSchema: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['unitId', 'csp'],
    properties: { unitId: unitIdSchema, csp: { type: 'integer', minimum: 1 } },
  },
};
