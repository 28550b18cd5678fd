import type { CommandsOf } from '@pratzen/engine';
import type { CORE_COMMAND_SCHEMAS, COMMAND_SCHEMAS } from './schemas';

/**
 * Every command of the SPI 1980 ruleset, derived from its JSON Schemas (schemas.ts, with
 * movement/movement-schemas.ts and combat/combat-schemas.ts): no hand-kept mirror.
 */
export type SpiCommand = CommandsOf<typeof COMMAND_SCHEMAS>;

/** The commands of the given types. */
export type CommandOf<T extends SpiCommand['type']> = Extract<SpiCommand, { readonly type: T }>;

/** 3.0 EndPhase, 12.0 PlotReserveDeployment, 7.0 Rally (one die for a corps, applied in `order`). */
export type CoreCommand = CommandOf<keyof typeof CORE_COMMAND_SCHEMAS>;
