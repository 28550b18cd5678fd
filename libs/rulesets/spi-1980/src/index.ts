export { spi1980 } from './ruleset';
export type { SpiState, UnitState } from './state';
export type { SpiCommand } from './commands';
export type { SpiEvent } from './events';
export { positionState, initialState, type CustomPosition } from './setup';
export { BOARD } from './data/board';
export { COUNTERS } from './data/counters';
export { TEC, crtResult, ODDS_COLUMNS } from './data/tables';
