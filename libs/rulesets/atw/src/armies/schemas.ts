import { type JsonSchema, commandSchema, shape, shapeOf } from '@pratzen/engine';
import { CALIBRES, IRREGULAR_ORDERS } from '../army/army-schema';
import { UNIT_OPTIONS } from '../army/cost-chart';
import { FORMATIONS, GRADES, SIDES, TYPES } from '../vocabulary';
import { MAX_LIST_GENERALS, MAX_LIST_UNITS } from './lock';

const { array, bool, int, nullable, num, object, oneOf, str } = shape;

/** Section 20's hidden lists: their command, events and view member (inches, degrees). */
const inches = (what: string): JsonSchema => ({
  ...num,
  description: `${what}: inches, at most 3 decimals`,
});
const ID = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$';
const point = {
  type: 'object',
  additionalProperties: false,
  required: ['x', 'y'],
  properties: { x: inches('x'), y: inches('y') },
};

/** A unit of a list: a custom position's placement (README "Set-up"), its side implied. */
const LIST_UNIT: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'grade', 'formation', 'position', 'facing'],
  properties: {
    id: { type: 'string', pattern: ID, description: 'allied ids begin "al-", french "fr-"' },
    name: { type: 'string', maxLength: 120 },
    side: { type: 'string', enum: [...SIDES], description: "the command's side, if given" },
    type: { type: 'string', enum: [...TYPES] },
    grade: { type: 'string', enum: [...GRADES] },
    figures: { type: 'integer', minimum: 1, maximum: 200, description: 'infantry and cavalry' },
    gunModels: { type: 'integer', minimum: 1, maximum: 200, description: 'artillery (4.3)' },
    gunners: { type: 'integer', minimum: 0, maximum: 1000, description: 'artillery (2-a)' },
    formation: { type: 'string', enum: [...FORMATIONS] },
    files: {
      type: 'integer',
      minimum: 1,
      maximum: 200,
      description: '12.2: files of the formation',
    },
    position: { ...point, description: 'front centre (inches)' },
    facing: { type: 'number', description: 'degrees clockwise from north, at most 1 decimal' },
    block: { type: 'string', maxLength: 64, description: '19.7: the town block garrisoned' },
    options: {
      type: 'array',
      uniqueItems: true,
      maxItems: UNIT_OPTIONS.length,
      items: { type: 'string', enum: [...UNIT_OPTIONS] },
    },
    irregular: { type: 'string', enum: [...IRREGULAR_ORDERS] },
    limbers: { type: 'integer', minimum: 0, maximum: 1 },
    calibre: { type: 'string', enum: [...CALIBRES] },
  },
};

const LIST_GENERAL: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'string', pattern: ID, description: 'allied ids begin "al-", french "fr-"' },
    name: { type: 'string', maxLength: 120 },
    side: { type: 'string', enum: [...SIDES], description: "the command's side, if given" },
    position: { ...point, description: 'his head (inches), when not attached' },
    attachedTo: { type: 'string', maxLength: 64, description: '7.1: a unit of the list' },
  },
};

export const ARMY_COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  LockArmy: commandSchema(
    'LockArmy',
    "20: a seat locks its side's army list while the armies are chosen: its units (placements in the side's deployment zone) and generals, priced against the game's points limit (100 a general). Final once accepted; hidden from the other seat and spectators (they see that it is locked) until both lists are locked, when both are revealed and set down.",
    {
      side: { type: 'string', enum: [...SIDES] },
      units: { type: 'array', minItems: 1, maxItems: MAX_LIST_UNITS, items: LIST_UNIT },
      generals: { type: 'array', maxItems: MAX_LIST_GENERALS, items: LIST_GENERAL },
    },
    ['side', 'units'],
  ),
};

/*
 * The events' `data` as the API serves it: the event without its `type` (the envelope's).
 */
/** A list as the events and the view show it (the members as sent, in inches and degrees). */
const LIST = {
  units: array(shapeOf<unknown>({ ...LIST_UNIT, additionalProperties: true })),
  generals: array(shapeOf<unknown>({ ...LIST_GENERAL, additionalProperties: true })),
};
const LOCKED = object({ ...LIST, points: { ...int, description: "20: the list's price" } });

export const ARMY_EVENT_SCHEMAS = {
  ArmyLocked: object(
    {
      side: oneOf(SIDES),
      ...LIST,
      points: {
        ...nullable(int),
        description: "20: the list's price; null on the copy the other seat and spectators see",
      },
      rule: str,
      redacted: shapeOf<true>({
        type: 'boolean',
        enum: [true],
        description: 'set on the copy the other seat and spectators see (units and generals empty)',
      }),
    },
    ['redacted'],
  ),
  ArmiesRevealed: object({
    armies: object({ allied: LOCKED, french: LOCKED }),
    rule: str,
  }),
};

const sideSeen = object({
  locked: bool,
  list: { ...nullable(LOCKED), description: 'the list, to its own seat, the referee, or revealed' },
});

export const ARMY_VIEW_MEMBERS: { readonly armies: JsonSchema } = {
  armies: {
    ...nullable(
      object({
        pointsLimit: int,
        revealed: bool,
        zones: object({ allied: array(num), french: array(num) }),
        sides: object({ allied: sideSeen, french: sideSeen }),
      }),
    ),
    description:
      '20: the armies chosen in play (null: set up with the game). Zones are [minX, minY, maxX, maxY] in inches.',
  },
};
