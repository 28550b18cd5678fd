import type { JsonSchema } from '@pratzen/engine';
import { DISENGAGEMENT_LOSSES } from './movement/movement-commands';
import { PHASES, SIDES, UNIT_TYPES } from './vocabulary';

/**
 * The shape of `view(state, viewer)` (view.ts), as published in the OpenAPI document: OpenAPI 3.0
 * schemas (`nullable`, no `const`). A test validates the views of played games against it for
 * every viewer, so it cannot drift from the code.
 */
const str = { type: 'string' } as const;
const strs = { type: 'array', items: str } as const;
const int = { type: 'integer' } as const;
const side = { type: 'string', enum: [...SIDES] } as const;
const bySide = (value: JsonSchema): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: [...SIDES],
  properties: Object.fromEntries(SIDES.map((s) => [s, value])),
});
const object = (
  properties: Record<string, JsonSchema>,
  optional: readonly string[] = [],
): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, nullable: true });
const literal = (value: string): JsonSchema => ({ type: 'string', enum: [value] });

/** A pending decision: what every one has (engine PendingDecision) and each type's own facts. */
const pending = (
  type: string,
  rule: string,
  own: Record<string, JsonSchema>,
  optional: readonly string[] = [],
): JsonSchema =>
  object({ type: literal(type), side, rule: literal(rule), prompt: str, ...own }, optional);

const hexChoices = { type: 'array', items: object({ unitId: str, hexes: strs }) } as const;
const role = { type: 'string', enum: ['attacker', 'defender'] } as const;
const routRoll = nullable(object({ die: int, modifier: int, hexes: int }));

export const PENDING_DECISION_SCHEMA: JsonSchema = {
  type: 'object',
  oneOf: [
    pending('PlotReserveDeployment', '12.0', {}),
    pending('ReduceOverstack', '4.4', {
      hexes: {
        type: 'array',
        items: object({ hex: str, excess: int, unitIds: strs }),
      },
    }),
    pending('TakeDisengagementLoss', '4.6', {
      unitId: str,
      hex: nullable(str),
      mpLeft: int,
      options: { type: 'array', items: { type: 'string', enum: [...DISENGAGEMENT_LOSSES] } },
    }),
    pending('DeclareDefence', '6.8', { moraleCandidates: strs, chargeCandidates: strs }),
    pending('TakeLosses', '6.4', {
      role,
      units: strs,
      losses: int,
      disrupt: { type: 'boolean' },
      maxRetreat: int,
      moraleUnit: nullable(str),
    }),
    pending('Rout', '6.5', {
      role,
      units: strs,
      hexes: int,
      die: int,
      moraleUnit: nullable(str),
    }),
    pending('Advance', '6.7', { vacated: strs, candidates: hexChoices }),
    pending('FallBack', '6.9', { candidates: hexChoices }),
  ],
  description: 'the choice a side must make now, by `type`',
};

/** 6.0: the attack being resolved. */
const COMBAT_SCHEMA: JsonSchema = object({
  plan: object({
    attackerSide: side,
    defenderSide: side,
    attackers: strs,
    defenders: strs,
    bombarding: strs,
    charges: strs,
    moraleUnit: nullable(str),
    lowerOddsTo: nullable(str),
    defenderHexes: strs,
    requiredBombardment: { type: 'boolean' },
  }),
  defence: nullable(object({ moraleUnit: nullable(str), charges: strs })),
  roll: nullable(object({ die: int, column: str, result: str })),
  routs: object({ attacker: routRoll, defender: routRoll }),
  moraleBefore: bySide(int),
});

export const VIEW_SCHEMA: JsonSchema = object(
  {
    rulesetId: literal('spi-1980'),
    scenarioId: str,
    custom: { type: 'boolean' },
    options: object({ corpsIntegrity: { type: 'boolean' } }),
    turn: int,
    activeSide: side,
    phase: { type: 'string', enum: [...PHASES] },
    over: { type: 'boolean' },
    units: {
      type: 'array',
      items: object({
        id: str,
        side,
        name: str,
        type: { type: 'string', enum: [...UNIT_TYPES] },
        corps: str,
        printedStrength: int,
        morale: int,
        movement: int,
        location: {
          type: 'string',
          enum: ['map', 'reserve', 'awaiting', 'eliminated', 'exited'],
        },
        hex: nullable(str),
        strength: int,
        disrupted: { type: 'boolean' },
      }),
    },
    armyMorale: bySide(int),
    demoralized: bySide({ type: 'boolean' }),
    cspLost: bySide(int),
    control: { type: 'object', additionalProperties: side, description: 'victory hex → side' },
    reinforcementsAvailable: { type: 'boolean' },
    reserve: object(
      {
        plotted: { type: 'boolean' },
        revealed: { type: 'boolean' },
        deployments: {
          type: 'array',
          items: object({ unitId: str, hex: str }),
          description: 'the written deployment (12.0): French seat and referee, or once revealed',
        },
      },
      ['deployments'],
    ),
    marks: object({
      moved: strs,
      ralliedCorps: strs,
      attacked: strs,
      defended: strs,
      continuing: nullable(object({ unitId: str, mpLeft: int })),
    }),
    combat: nullable(COMBAT_SCHEMA),
    pendingDecision: nullable(PENDING_DECISION_SCHEMA),
  },
  [],
);
