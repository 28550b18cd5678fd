import { type JsonSchema, unitIdSchema } from '@pratzen/engine';

/** The shared building blocks of hex command schemas (libs/engine, the hex kit), and SPI's own. */
export { commandSchema, unitIdSchema, unitIdsSchema } from '@pratzen/engine';
export { hexSchema } from '@pratzen/rulesets/hex-kit';

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
