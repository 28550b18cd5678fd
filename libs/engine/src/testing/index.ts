export * from './given-when-then';
