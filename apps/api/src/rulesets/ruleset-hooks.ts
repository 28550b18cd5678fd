import { type Command, type JsonSchema, type RuleViolation, isViolation } from '@pratzen/engine';
import type { SpiState } from '@pratzen/rulesets/spi-1980';
import type { AttackCommand } from '@pratzen/rulesets/spi-1980/combat/combat-commands';
import { previewAttack } from '@pratzen/rulesets/spi-1980/combat/preview';

/**
 * What the API asks of a ruleset beyond the engine contract. Every hook is optional, so a new
 * ruleset needs no API code; the rule-system-specific calls live here and nowhere else.
 */
export interface RulesetHooks {
  /** commands/validate: extra facts about a valid command (an attack's odds and outcomes). */
  preview?(state: unknown, command: Command): unknown | RuleViolation | undefined;
  /** legal-actions?unit=: whether the unit exists at all (404 otherwise). */
  hasUnit?(state: unknown, unitId: string): boolean;
  /** JSON Schema of a custom position (POST /v1/games `setup`), checked before initialState. */
  readonly setupSchema?: JsonSchema;
}

const integer = (minimum: number, maximum?: number): JsonSchema => ({
  type: 'integer',
  minimum,
  ...(maximum !== undefined ? { maximum } : {}),
});

/** SPI 1980's custom position (setup.ts CustomPosition): typed here so no odd value gets in. */
const SPI_SETUP: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['turn', 'phase', 'activeSide', 'units'],
  properties: {
    turn: integer(1),
    phase: { type: 'string' },
    activeSide: { type: 'string' },
    units: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['unitId', 'hex'],
        properties: {
          unitId: { type: 'string' },
          hex: { type: 'string' },
          strength: integer(1),
          disrupted: { type: 'boolean' },
        },
      },
    },
    morale: {
      type: 'object',
      additionalProperties: false,
      properties: { allied: integer(0, 200), french: integer(0, 200) },
    },
    demoralized: {
      type: 'object',
      additionalProperties: false,
      properties: { allied: { type: 'boolean' }, french: { type: 'boolean' } },
    },
    reinforcementsAvailable: { type: 'boolean' },
  },
};

const HOOKS: Readonly<Record<string, RulesetHooks>> = {
  'spi-1980': {
    preview: (state, command) =>
      command.type === 'Attack'
        ? previewAttack(state as SpiState, command as AttackCommand)
        : undefined,
    hasUnit: (state, unitId) => (state as SpiState).units.some((u) => u.id === unitId),
    setupSchema: SPI_SETUP,
  },
};

const NONE: RulesetHooks = {};

export const hooksFor = (rulesetId: string): RulesetHooks => HOOKS[rulesetId] ?? NONE;

/** A preview hook's answer split into the preview or the violation it found. */
export function previewOf(
  rulesetId: string,
  state: unknown,
  command: Command,
): { readonly preview?: unknown; readonly violation?: RuleViolation } {
  const result = hooksFor(rulesetId).preview?.(state, command);
  if (result === undefined) return {};
  return isViolation(result) ? { violation: result } : { preview: result };
}
