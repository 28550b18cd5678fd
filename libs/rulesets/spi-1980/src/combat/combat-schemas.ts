import type { JsonSchema } from '@pratzen/engine';
import {
  commandSchema as command,
  hexSchema as hex,
  lossesSchema,
  unitIdSchema as unitId,
} from '../schema-kit';

const route: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'path'],
  description:
    '6.5/6.6: the units of hex `from` move together along `path` (hexes entered, in order)',
  properties: {
    from: hex,
    path: { type: 'array', items: hex },
    displace: {
      type: 'array',
      description: '6.6: friendly units displaced one hex: the units in `hex` move to `to`',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['hex', 'to'],
        properties: { hex, to: hex },
      },
    },
  },
};

const moves: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['unitId', 'hex'],
    properties: { unitId, hex },
  },
};

/** JSON Schemas of the combat decision commands (not Attack), keyed by type. */
export const COMBAT_COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  DeclareDefence: command(
    'DeclareDefence',
    '6.8/5.9: the defender names the unit whose Morale Rating modifies the ratio and the cavalry that charge.',
    {
      moraleUnit: unitId,
      charges: { type: 'array', items: unitId, uniqueItems: true },
    },
  ),
  TakeLosses: command(
    'TakeLosses',
    '6.3/6.4: remove the CSP losses (total, not per unit) and/or retreat every affected hex by the same number of hexes (one loss per hex).',
    {
      losses: lossesSchema,
      retreat: { type: 'array', items: route },
    },
  ),
  Rout: command(
    'Rout',
    '6.3/6.5: the rout route of every routing hex, and the unit that loses the CSP of the rout.',
    { routes: { type: 'array', items: route }, loss: unitId },
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
};
