/** The shapes of section 13.4's commands and events (spread into schemas.ts). */
import { type JsonSchema, commandSchema, shape, unitIdSchema } from '@pratzen/engine';

const { int, literal, num, object, oneOf, str } = shape;

const inches = (what: string): JsonSchema => ({
  ...num,
  description: `${what}: inches, at most 3 decimals`,
});

export const SCREEN_COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  DetachScreen: commandSchema(
    'DetachScreen',
    "13.4: a unit of the active side in close order sends out a skirmish screen in its move phase (no movement cost): `figures` of its figures (light infantry up to ⅔, light cavalry and line infantry paid screen-capable up to ⅓), in skirmish order straight ahead, centred on its front centre, the screen's rear edge `gap` inches (0–2) in front of its front. The screen is a unit `<unitId>/screen` (view `screenOf`); it moves with its parent.",
    {
      unitId: unitIdSchema,
      figures: { ...int, minimum: 1, description: '13.4: figures sent out (a whole number)' },
      gap: {
        ...inches("13.4 from the parent's front to the screen's rear edge, 0–2"),
        minimum: 0,
        maximum: 2,
      },
    },
    ['unitId', 'figures', 'gap'],
  ),
  JoinScreen: commandSchema(
    'JoinScreen',
    '13.4: a unit of the active side recovers its screen in its move phase (no movement cost): the figures rejoin it, its files before the screen went out come back and its ranks grow behind its front.',
    { unitId: unitIdSchema },
    ['unitId'],
  ),
};

const parent = {
  parentFigures: { ...int, description: "the parent's figures after" },
  parentFiles: int,
  parentRanks: int,
  parentWidth: inches("the parent's footprint width after"),
  parentDepth: inches("the parent's footprint depth after"),
};

export const SCREEN_EVENT_SCHEMAS = {
  ScreenDetached: object({
    type: literal('ScreenDetached'),
    parentId: str,
    screenId: str,
    figures: { ...int, description: '13.4: figures in the screen' },
    x: inches("the screen's front centre x"),
    y: inches("the screen's front centre y"),
    facing: { ...num, description: 'facing: degrees, at most 1 decimal' },
    files: int,
    ranks: int,
    width: inches("the screen's footprint width"),
    depth: inches("the screen's footprint depth"),
    ...parent,
    rule: str,
  }),
  ScreenJoined: object({
    type: literal('ScreenJoined'),
    parentId: str,
    screenId: str,
    ...parent,
    spent: {
      ...oneOf(['spent', 'may-emerge']),
      description: '13.4.1: spent, it lost to an enemy screen and may not emerge again',
    },
    rule: str,
  }),
  ScreenReplenished: object({
    type: literal('ScreenReplenished'),
    parentId: str,
    screenId: str,
    figures: {
      ...int,
      description: '13.4.1: figures that went from the parent to its winning screen',
    },
    screenFigures: int,
    screenFiles: int,
    screenWidth: inches("the screen's footprint width after"),
    screenDepth: inches("the screen's footprint depth after"),
    ...parent,
    rule: str,
  }),
};
