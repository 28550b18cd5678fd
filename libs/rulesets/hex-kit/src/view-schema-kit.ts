import {
  type JsonSchema,
  shapeBoolean,
  shapeEnum,
  shapeInteger,
  shapeLiteral,
  shapeNullable,
  shapeObject,
  shapeString,
  shapeStrings,
} from '@pratzen/engine';
import { SIDES } from './austerlitz-sides';

/**
 * Building blocks of the hex rulesets' view schemas (`Ruleset.viewSchema`): OpenAPI 3.0 schemas
 * (`nullable`, no `const`), strict (`additionalProperties: false`), so that a test validating
 * played games' views catches any member the schema does not describe. The generic ones are the
 * engine's shape kit (libs/engine shape-kit.ts) under the names the hex views use.
 */
export const viewStr = shapeString;
export const viewStrs = shapeStrings;
export const viewInt = shapeInteger;
export const viewBool = shapeBoolean;
export const viewSide = shapeEnum(SIDES);

export const viewBySide = (value: JsonSchema): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: [...SIDES],
  properties: Object.fromEntries(SIDES.map((s) => [s, value])),
});

/** An object with exactly these members, all required but `optional`. */
export const viewObject = shapeObject;
export const viewNullable = shapeNullable;
export const viewLiteral = shapeLiteral;

/** A pending decision: the engine's members (type, side, rule, prompt) and the type's own. */
export const viewPending = <
  const T extends string,
  const R extends string,
  P extends Record<string, JsonSchema>,
  O extends string = never,
>(
  type: T,
  rule: R | readonly R[],
  own: P,
  optional: readonly O[] = [],
) =>
  viewObject(
    {
      type: viewLiteral(type),
      side: viewSide,
      rule: shapeEnum<R>(typeof rule === 'string' ? [rule as R] : (rule as readonly R[])),
      prompt: viewStr,
      ...own,
    },
    optional,
  );

/** The pending decisions of a ruleset, by `type`. */
export const viewPendingUnion = (variants: readonly JsonSchema[]): JsonSchema =>
  viewNullable({
    type: 'object',
    oneOf: [...variants],
    description: 'the choice a side must make now, by `type`',
  });

/** The head of `viewHead` (game-view.ts): ruleset, scenario, custom, turn, side, phase, over. */
export const viewHeadSchema = (rulesetId: string, phases: readonly string[]) => ({
  rulesetId: viewLiteral(rulesetId),
  scenarioId: viewStr,
  custom: viewBool,
  turn: viewInt,
  activeSide: viewSide,
  phase: { type: 'string', enum: [...phases] },
  over: viewBool,
});

/** A unit's printed head in a view: id, side, name and type. */
export const viewCounterHead = (unitTypes: readonly string[]) => ({
  id: viewStr,
  side: viewSide,
  name: viewStr,
  type: { type: 'string', enum: [...unitTypes] },
});

/** PhaseMarksHead (hex-game-state.ts): who moved, attacked and defended this phase. */
export const viewMarksHead = { moved: viewStrs, attacked: viewStrs, defended: viewStrs } as const;

/** The units of an attack: attackers, defenders and bombarding artillery. */
export const viewAttackUnits = {
  attackers: viewStrs,
  defenders: viewStrs,
  bombarding: viewStrs,
} as const;

/** The units of a view: each one's printed head (`viewCounterHead`) and the ruleset's members. */
export const viewUnits = (
  unitTypes: readonly string[],
  own: Record<string, JsonSchema>,
): JsonSchema => ({
  type: 'array',
  items: viewObject({ ...viewCounterHead(unitTypes), ...own }),
});

/** The tail of `viewTail` (game-view.ts): phase marks, the attack being resolved, the decision. */
export const viewTailSchema = (
  marks: Record<string, JsonSchema>,
  combat: JsonSchema,
  pendingDecision: JsonSchema,
) => ({
  marks: viewObject({ ...viewMarksHead, ...marks }),
  combat: viewNullable(combat),
  pendingDecision,
});
