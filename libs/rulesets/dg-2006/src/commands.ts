import type { CommandsOf } from '@pratzen/engine';
import type { COMMAND_SCHEMAS } from './schemas';

/** Every command of the DG 2006 ruleset, derived from its JSON Schemas (schemas.ts). */
export type DgCommand = CommandsOf<typeof COMMAND_SCHEMAS>;

export type CommandOf<T extends DgCommand['type']> = Extract<DgCommand, { type: T }>;
