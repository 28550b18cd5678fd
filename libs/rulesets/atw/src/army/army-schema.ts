import { UNIT_OPTIONS } from './cost-chart';
import { GRADES } from '../vocabulary';

/**
 * Section 20's shapes (JSON Schema, OpenAPI 3.0 compatible): the troop types, calibres and
 * irregular orders a list may name, the list (`ARMY_SCHEMA`) and its price (`ARMY_POINTS_SCHEMA`).
 */
export const INFANTRY_TYPES = ['line-infantry', 'light-infantry'] as const;
export const CAVALRY_TYPES = ['light-cavalry', 'medium-cavalry', 'heavy-cavalry'] as const;
export const ARTILLERY_TYPES = [
  'light-artillery',
  'medium-artillery',
  'heavy-artillery',
  'howitzer',
  'horse-artillery',
] as const;
export const CALIBRES = ['light', 'medium', 'heavy', 'howitzer'] as const;
export type Calibre = (typeof CALIBRES)[number];
export const IRREGULAR_ORDERS = ['skirmish', 'massed'] as const;

const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$';

const common = {
  id: { type: 'string', pattern: ID_PATTERN, description: 'The unit id, unique in the list.' },
  name: { type: 'string', maxLength: 120 },
  grade: { type: 'string', enum: [...GRADES], description: '3: A (elite) to D (militia).' },
  options: {
    type: 'array',
    uniqueItems: true,
    maxItems: UNIT_OPTIONS.length,
    items: { type: 'string', enum: [...UNIT_OPTIONS] },
    description:
      "Options of the Cost Chart (20). An option of another arm's column is refused OPTION_NOT_FOR_ARM.",
  },
} as const;

const massed = {
  irregular: {
    type: 'string',
    enum: [...IRREGULAR_ORDERS],
    description: "18: with the 'irregular' option, how the irregulars are formed.",
  },
} as const;

/** The list's shape (JSON Schema, OpenAPI 3.0 compatible): each unit's `type` discriminates. */
export const ARMY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['units'],
  properties: {
    units: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        oneOf: [
          {
            type: 'object',
            title: 'Infantry unit',
            additionalProperties: false,
            required: ['id', 'type', 'grade', 'figures'],
            properties: {
              ...common,
              ...massed,
              type: { type: 'string', enum: [...INFANTRY_TYPES] },
              figures: { type: 'integer', minimum: 1, maximum: 1000, description: 'Figures.' },
            },
          },
          {
            type: 'object',
            title: 'Cavalry unit',
            additionalProperties: false,
            required: ['id', 'type', 'grade', 'figures'],
            properties: {
              ...common,
              ...massed,
              type: { type: 'string', enum: [...CAVALRY_TYPES] },
              figures: { type: 'integer', minimum: 1, maximum: 1000, description: 'Figures.' },
            },
          },
          {
            type: 'object',
            title: 'Artillery unit (a battery)',
            additionalProperties: false,
            required: ['id', 'type', 'grade', 'gunModels', 'gunners', 'limbers'],
            properties: {
              ...common,
              type: { type: 'string', enum: [...ARTILLERY_TYPES] },
              gunModels: { type: 'integer', minimum: 1, maximum: 50, description: 'Gun models.' },
              gunners: {
                type: 'integer',
                minimum: 1,
                maximum: 1000,
                description: 'Gunner figures.',
              },
              limbers: {
                type: 'integer',
                minimum: 0,
                maximum: 1,
                description: 'Limber models (4.3: one a battery, required).',
              },
              calibre: {
                type: 'string',
                enum: [...CALIBRES],
                description: "Horse artillery only: its guns' calibre (light or medium, I-26).",
              },
            },
          },
        ],
      },
    },
    generals: {
      type: 'integer',
      minimum: 0,
      maximum: 50,
      description: '20: generals bought, 100 points each (absent: none).',
    },
  },
} as const;

const PRICE_LINE = {
  type: 'object',
  additionalProperties: false,
  required: ['item', 'count', 'each', 'points'],
  properties: {
    item: {
      type: 'string',
      description: 'what is bought (a grade, an option, a model, a command)',
    },
    count: { type: 'integer', description: 'how many (figures, models, or 1 for a unit command)' },
    each: { type: 'integer', description: 'points each (negative for the irregular discount)' },
    points: { type: 'integer', description: 'count × each' },
  },
} as const;

/** The price's shape (OpenAPI 3.0): `ArmyReport.points`, in the Cost Chart's points. */
export const ARMY_POINTS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['total', 'limit', 'units', 'generals'],
  properties: {
    total: { type: 'integer', description: 'the whole list, in points (20)' },
    limit: {
      type: 'integer',
      nullable: true,
      description: 'the points limit asked for; null: none',
    },
    units: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'points', 'lines'],
        properties: {
          id: { type: 'string' },
          points: { type: 'integer', description: "the unit's price, its command included" },
          lines: { type: 'array', items: PRICE_LINE },
        },
      },
    },
    generals: PRICE_LINE,
  },
} as const;
