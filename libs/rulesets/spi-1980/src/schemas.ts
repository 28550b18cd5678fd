import { type JsonSchema, shapeArray as array, shapeString } from '@pratzen/engine';
import { commandSchema as command, unitIdSchema as unitId, unitToHexSchema } from './schema-kit';
import { MOVEMENT_COMMAND_SCHEMAS } from './movement/movement-schemas';
import { COMBAT_COMMAND_SCHEMAS } from './combat/combat-schemas';

/** JSON Schemas of the commands of the turn's sequence (3.0, 12.0, 7.0), keyed by type. */
export const CORE_COMMAND_SCHEMAS = {
  EndPhase: command('EndPhase', '3.0: end the current phase once its obligations are met.', {}),
  PlotReserveDeployment: command(
    'PlotReserveDeployment',
    '12.0: write down the hexes of the 13 French reserve units (secret until the end of the first Allied Movement Phase).',
    { deployments: array(unitToHexSchema) },
    ['deployments'],
  ),
  Rally: command(
    'Rally',
    '7.0: roll one die for a corps and apply it to its disrupted units in the order given (default: counter order).',
    { corps: shapeString, order: { ...array(unitId), uniqueItems: true } },
    ['corps'],
  ),
} satisfies Readonly<Record<string, JsonSchema>>;

/**
 * JSON Schema of every command of the SPI 1980 ruleset, keyed by type: `SpiCommand` (commands.ts)
 * is derived from these.
 */
export const COMMAND_SCHEMAS = {
  ...CORE_COMMAND_SCHEMAS,
  ...MOVEMENT_COMMAND_SCHEMAS,
  ...COMBAT_COMMAND_SCHEMAS,
} satisfies Readonly<Record<string, JsonSchema>>;
