export { a1805, ruleset } from './ruleset';
export { default } from './ruleset';
export type { A1805State, UnitState } from './state';
export type { A1805Command, MoveStep, MoveUnit } from './commands';
export type { A1805Event } from './events';
export { RULESET_ID, PHASES, SIDES } from './vocabulary';
export { NP_BOT_ID, type NpBot, createNpBot } from './np';
