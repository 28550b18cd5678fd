import type { CommandsOf } from '@pratzen/engine';
import type { COMMAND_SCHEMAS } from './schemas';

/**
 * Every command of the a20 ruleset, derived from its JSON Schemas (schemas.ts): EndPhase (N4.0),
 * MoveUnit (N6.0: `path` the hexes entered in order), EnterReinforcement (X11.6), Attack (N9.1:
 * one battle against the enemy unit `defender`), Advance and DeclineAdvance (N9.9),
 * Countercharge (N8.1) and Disengage (N8.3) in the Reaction Phase, ReturnUnit (N10.2), ForcedMarch
 * and BoostRally (N12.0), BreakDown and Recombine (N16.7); an Attack's optional `reserve` spends a Morale Point (N12.0).
 */
export type A20Command = CommandsOf<typeof COMMAND_SCHEMAS>;

export type CommandOf<T extends A20Command['type']> = Extract<A20Command, { type: T }>;
