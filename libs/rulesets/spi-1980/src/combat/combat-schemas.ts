import { type JsonSchema, shapeArray as array, shapeObject as object } from '@pratzen/engine';
import { ODDS_COLUMNS } from '../data/tables';
import {
  commandSchema as command,
  described,
  enumSchema,
  hexSchema as hex,
  lossesSchema,
  unitIdSchema as unitId,
  unitIdsSchema as unitIds,
  unitToHexSchema,
} from '../schema-kit';

/** 6.5 / 6.6: how the units of one hex retreat or rout (`RetreatRoute`, combat-commands.ts). */
export const routeSchema = described(
  object(
    {
      from: hex,
      path: array(hex),
      displace: described(
        array(object({ hex, to: hex })),
        '6.6: friendly units displaced one hex: the units in `hex` move to `to`',
      ),
    },
    ['displace'],
  ),
  '6.5/6.6: the units of hex `from` move together along `path` (hexes entered, in order)',
);

const moves = array(unitToHexSchema);
const chargers = { ...array(unitId), uniqueItems: true };

/**
 * JSON Schemas of the combat commands (Attack and the decisions that resolve it), keyed by type:
 * `CombatCommand` (combat-commands.ts) is derived from these.
 */
export const COMBAT_COMMAND_SCHEMAS = {
  Attack: command(
    'Attack',
    '5.0/6.0: attack the defenders with the attackers (bombarding artillery at range two included).',
    {
      attackers: unitIds,
      defenders: unitIds,
      charges: { ...chargers, description: '5.9: charging cavalry' },
      moraleUnit: {
        ...unitId,
        description: '6.8: the attacking unit whose Morale Rating modifies the ratio',
      },
      lowerOddsTo: {
        ...enumSchema(ODDS_COLUMNS),
        description: '6.2: deliberately lower the Combat Ratio',
      },
    },
    ['attackers', 'defenders'],
  ),
  DeclareDefence: command(
    'DeclareDefence',
    '6.8/5.9: the defender names the unit whose Morale Rating modifies the ratio and the cavalry that charge.',
    { moraleUnit: unitId, charges: chargers },
  ),
  TakeLosses: command(
    'TakeLosses',
    '6.3/6.4: remove the CSP losses (total, not per unit) and/or retreat every affected hex by the same number of hexes (one loss per hex).',
    { losses: lossesSchema, retreat: array(routeSchema) },
  ),
  Rout: command(
    'Rout',
    '6.3/6.5: the rout route of every routing hex, and the unit that loses the CSP of the rout.',
    { routes: array(routeSchema), loss: unitId },
    ['routes'],
  ),
  Advance: command(
    'Advance',
    '6.7: attacking units advance into vacated hexes (empty list: none).',
    { advances: moves },
    ['advances'],
  ),
  FallBack: command(
    'FallBack',
    '6.9: bombarding artillery falls back one hex (empty list: none).',
    { fallbacks: moves },
    ['fallbacks'],
  ),
} satisfies Readonly<Record<string, JsonSchema>>;
