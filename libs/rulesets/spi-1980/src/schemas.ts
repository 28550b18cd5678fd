import type { JsonSchema } from '@pratzen/engine';
import { moveUnitSchema } from '@pratzen/rulesets/hex-kit';
import { ODDS_COLUMNS } from './data/tables';
import {
  commandSchema as command,
  hexSchema as hex,
  lossesSchema,
  unitIdSchema as unitId,
  unitIdsSchema as unitIds,
} from './schema-kit';
import { COMBAT_COMMAND_SCHEMAS } from './combat/combat-schemas';
import { DISENGAGEMENT_LOSSES } from './movement/movement-commands';

/** JSON Schema of every command of the SPI 1980 ruleset, keyed by type. */
export const COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  EndPhase: command('EndPhase', '3.0: end the current phase once its obligations are met.', {}),
  PlotReserveDeployment: command(
    'PlotReserveDeployment',
    '12.0: write down the hexes of the 13 French reserve units (secret until the end of the first Allied Movement Phase).',
    {
      deployments: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['unitId', 'hex'],
          properties: { unitId, hex },
        },
      },
    },
    ['deployments'],
  ),
  Rally: command(
    'Rally',
    '7.0: roll one die for a corps and apply it to its disrupted units in the order given (default: counter order).',
    { corps: { type: 'string' }, order: { type: 'array', items: unitId, uniqueItems: true } },
    ['corps'],
  ),
  MoveUnit: moveUnitSchema(
    '4.0: move one unit; path lists the hexes entered from the first to the last (may be empty only when the unit leaves the map from where it stands, 4.7).',
    '4.7: leave the map across its edge after the last hex',
  ),
  TakeDisengagementLoss: command(
    'TakeDisengagementLoss',
    '4.6: a Disengagement Check rolled a 1: lose one CSP (the unit may go on moving with its remaining MP) or become disrupted (it stops in the hex it entered).',
    { loss: { enum: [...DISENGAGEMENT_LOSSES] } },
    ['loss'],
  ),
  ReduceOverstack: command(
    'ReduceOverstack',
    '4.4: the enemy of an overstacked hex picks which units lose CSPs.',
    { losses: lossesSchema },
    ['losses'],
  ),
  Attack: command(
    'Attack',
    '5.0/6.0: attack the defenders with the attackers (bombarding artillery at range two included).',
    {
      attackers: unitIds,
      defenders: unitIds,
      charges: {
        type: 'array',
        items: unitId,
        uniqueItems: true,
        description: '5.9: charging cavalry',
      },
      moraleUnit: {
        ...unitId,
        description: '6.8: the attacking unit whose Morale Rating modifies the ratio',
      },
      lowerOddsTo: {
        enum: [...ODDS_COLUMNS],
        description: '6.2: deliberately lower the Combat Ratio',
      },
    },
    ['attackers', 'defenders'],
  ),
  ...COMBAT_COMMAND_SCHEMAS,
};
