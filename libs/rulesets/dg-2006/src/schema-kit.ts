/** The shared building blocks of hex command schemas (libs/engine). */
export { commandSchema, hexSchema, unitIdSchema, unitIdsSchema } from '@pratzen/engine';
