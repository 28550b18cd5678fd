export { atw, ruleset } from './ruleset';
export { default } from './ruleset';
export type { AtwState, UnitState } from './state';
export type { AtwCommand, MoveStep, MoveUnit } from './commands';
export type { AtwEvent } from './events';
export { RULESET_ID, PHASES, SIDES } from './vocabulary';
