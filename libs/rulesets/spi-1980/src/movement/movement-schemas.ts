import type { JsonSchema } from '@pratzen/engine';
import { moveUnitSchema } from '@pratzen/rulesets/hex-kit';
import { commandSchema as command, enumSchema, lossesSchema } from '../schema-kit';

/** 4.6: the two ways to satisfy a Disengagement Check's one-CSP loss. */
export const DISENGAGEMENT_LOSSES = ['strength', 'disrupt'] as const;

/**
 * JSON Schemas of the movement commands (4.0), keyed by type: `MovementCommand`
 * (movement-commands.ts) is derived from these.
 */
export const MOVEMENT_COMMAND_SCHEMAS = {
  MoveUnit: moveUnitSchema(
    '4.0: move one unit; path lists the hexes entered from the first to the last (may be empty only when the unit leaves the map from where it stands, 4.7).',
    '4.7: leave the map across its edge after the last hex',
  ),
  TakeDisengagementLoss: command(
    'TakeDisengagementLoss',
    '4.6: a Disengagement Check rolled a 1: lose one CSP (the unit may go on moving with its remaining MP) or become disrupted (it stops in the hex it entered).',
    { loss: enumSchema(DISENGAGEMENT_LOSSES) },
    ['loss'],
  ),
  ReduceOverstack: command(
    'ReduceOverstack',
    '4.4: the enemy of an overstacked hex picks which units lose CSPs.',
    { losses: lossesSchema },
    ['losses'],
  ),
} satisfies Readonly<Record<string, JsonSchema>>;
