export { a20 } from './ruleset';
export type { A20State, UnitState } from './state';
export type { A20Command } from './commands';
export type { A20Event } from './events';
export { positionState, initialState, type CustomPosition } from './setup';
export { BOARD, type Board } from './data/board';
export { COUNTERS, counter, counterOf, type Counter } from './data/counters';
export { TABLES, crtResult, turnBox } from './data/tables';
export * from './vocabulary';
