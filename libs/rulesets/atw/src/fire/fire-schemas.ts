/** The shapes of section 16's commands and events (spread into schemas.ts). */
import { type JsonSchema, commandSchema, shape, unitIdSchema } from '@pratzen/engine';

const { array, int, literal, num, object, oneOf, str } = shape;

export const FIRE_COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  Shoot: commandSchema(
    'Shoot',
    '16, 16.11: a unit of the active side fires once in the shoot phase. Each target names the firing figures (a battery: gun models) by number as strings, file by file from the left, front rank first; figures able to fire at the first target fire at it, the others may fire at another (split fire). Ranges and arcs are measured per front-rank figure (inches, 22.5° either side of the facing).',
    {
      unitId: unitIdSchema,
      targets: {
        type: 'array',
        minItems: 1,
        maxItems: 8,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['targetId', 'figures'],
          properties: {
            targetId: unitIdSchema,
            figures: {
              type: 'array',
              minItems: 1,
              maxItems: 200,
              items: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
            },
          },
        },
      },
    },
    ['unitId', 'targets'],
  ),
  FireTests: commandSchema(
    'FireTests',
    "10-3b, 16.10: every unit hit by this phase's shooting takes its fire test (the active side sends it; the shoot phase cannot end before).",
    {},
  ),
};

export const FIRE_EVENT_SCHEMAS = {
  Shot: object({
    type: literal('Shot'),
    unitId: str,
    targetId: str,
    weapon: str,
    band: oneOf(['close', 'far', 'shell']),
    range: {
      ...num,
      description: '16.9: from the nearest firing figure, inches, at most 3 decimals',
    },
    figures: { ...int, description: '16.3: figures (gun models) firing' },
    dice: int,
    need: {
      ...int,
      description: '16.9: the die score each die needed after modifiers (7 or more: a 6 then 4–6)',
    },
    modifier: int,
    rolls: array(int),
    seconds: { ...array(int), description: '16.9: the second dice of the 7+ rule' },
    hits: int,
    rule: str,
    gaps: {
      ...array(str),
      description:
        '16.13: the gaps between obstacles (`<feature>|<feature>`) its dice went through, each allowing 1 die per 2" a turn',
    },
  }),
  GunsDismounted: object({
    type: literal('GunsDismounted'),
    unitId: str,
    rolls: array(int),
    lost: int,
    figures: { ...int, description: 'gun models left' },
    rule: str,
  }),
  ShellOnCavalry: object({
    type: literal('ShellOnCavalry'),
    unitId: str,
    rolls: array(int),
    order: oneOf(['steady', 'disordered']),
    rule: str,
  }),
  FireTested: object({
    type: literal('FireTested'),
    unitId: str,
    roll: int,
    need: { ...int, description: '16.10: the score the die had to reach after modifiers' },
    hits: int,
    result: oneOf(['passed', 'halted', 'retreats']),
    rule: str,
  }),
  BlockRuined: object({
    type: literal('BlockRuined'),
    blockId: str,
    ballshot: { ...int, description: '19.7: medium/heavy ballshot hits its garrisons took' },
    shell: { ...int, description: '19.7: shell hits its garrisons took' },
    rule: str,
  }),
  DuelTested: object({
    type: literal('DuelTested'),
    unitId: str,
    roll: { ...int, description: '16.16: the die (0: excused by a target within canister range)' },
    against: str,
    result: oneOf(['excused', 'bound']),
    rule: str,
  }),
} as const;
