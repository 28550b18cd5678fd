export * from './given-when-then';
export * from './random-game';
export * from './command-schemas';
export * from './space-sampler';
export * from './integer-events';
