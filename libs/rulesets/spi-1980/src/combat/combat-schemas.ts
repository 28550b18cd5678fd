import type { JsonSchema } from '@pratzen/engine';

/** PLACEHOLDER — JSON Schemas of the combat decision commands (not Attack), keyed by type. */
export const COMBAT_COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {};
