/** The shared building blocks of hex command schemas (libs/engine, the hex kit). */
export { commandSchema, unitIdSchema, unitIdsSchema } from '@pratzen/engine';
export { hexSchema } from '@pratzen/rulesets/hex-kit';
