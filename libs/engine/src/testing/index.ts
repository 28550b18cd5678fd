export * from './given-when-then';
export * from './random-game';
export * from './command-schemas';
