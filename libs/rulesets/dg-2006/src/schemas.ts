import { type JsonSchema, shapeArray as array, shapeBoolean } from '@pratzen/engine';
import { moveUnitSchema } from '@pratzen/rulesets/hex-kit';
import {
  commandSchema as command,
  hexSchema as hex,
  unitIdSchema as unitId,
  unitIdsSchema as unitIds,
} from './schema-kit';

/**
 * JSON Schema of every command of the DG 2006 ruleset, keyed by type: `DgCommand` (commands.ts)
 * is derived from these.
 */
export const COMMAND_SCHEMAS = {
  EndPhase: command('EndPhase', '4.1: end the current phase once its obligations are met.', {}),
  MoveUnit: moveUnitSchema(
    '5.0: move one unit; path lists the hexes entered from the first to the last (a reinforcement starts on an entry hex, 12.0). exitMap: an Allied unit leaves the map across the west or east edge after the last hex (victory 14.2); path may then be empty.',
    'leave the map after the last hex (Allied, 14.2)',
    40,
  ),
  PlaceReinforcement: command(
    'PlaceReinforcement',
    '12.0: place a reinforcement on an entry hex of its edge (one Movement Point); it may then move with the rest of its allowance.',
    { unitId, hex },
    ['unitId', 'hex'],
  ),
  Attack: command(
    'Attack',
    '8.0 / 10.0: attack the defenders (every unit of each defending hex) with the attackers (artillery may bombard one hex at two hexes).',
    {
      attackers: unitIds,
      defenders: unitIds,
    },
    ['attackers', 'defenders'],
  ),
  ElectRetreat: command(
    'ElectRetreat',
    '10.0 C: after an Attacker Retreat result (or Ar taken for Ex), the attacker names the bombarding artillery that elects to suffer it (an empty list: none); the defender then chooses the retreats (9.31).',
    { artillery: { ...array(unitId), uniqueItems: true, maxItems: 20 } },
    ['artillery'],
  ),
  ResolveExchange: command(
    'ResolveExchange',
    "9.0 Ex: name the attacking units lost (at least the defenders' printed strength), or take Ar instead (retreatInstead).",
    {
      eliminate: { ...array(unitId), uniqueItems: true },
      retreatInstead: shapeBoolean,
    },
  ),
  RetreatUnit: command(
    'RetreatUnit',
    '9.31 / 9.32: the victor names the hex the retreating (or displaced) unit goes to; displaces names the units it pushes out when several sets of them could make room (9.32).',
    {
      unitId,
      hex,
      displaces: {
        ...array(unitId),
        uniqueItems: true,
        description: '9.32: the friendly units displaced from hex (the fewest stacking requires)',
      },
    },
    ['unitId', 'hex'],
  ),
  Advance: command(
    'Advance',
    '9.33: one victorious unit advances into the vacated hex.',
    { unitId, hex },
    ['unitId', 'hex'],
  ),
  DeclineAdvance: command('DeclineAdvance', '9.33: no unit advances.', {}),
} satisfies Readonly<Record<string, JsonSchema>>;
