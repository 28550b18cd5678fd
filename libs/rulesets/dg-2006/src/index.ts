export { dg2006 } from './ruleset';
export type { DgState, UnitState } from './state';
export type { DgCommand } from './commands';
export type { DgEvent } from './events';
export { positionState, initialState, type CustomPosition } from './setup';
export { BOARD } from './data/board';
export { COUNTERS } from './data/counters';
export { TEC, crtResult, ODDS_COLUMNS } from './data/tables';
