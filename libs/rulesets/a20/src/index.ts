export { BOARD, type Board } from './data/board';
export { COUNTERS, counter, counterOf, type Counter } from './data/counters';
export { TABLES, crtResult, turnBox } from './data/tables';
export * from './vocabulary';
