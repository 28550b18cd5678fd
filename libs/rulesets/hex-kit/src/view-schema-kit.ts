import {
  type JsonSchema,
  type Shape,
  type ShapeType,
  shapeArray,
  shapeBoolean,
  shapeEnum,
  shapeInteger,
  shapeLiteral,
  shapeNullable,
  shapeObject,
  shapeString,
  shapeStrings,
  shapeUnion,
} from '@pratzen/engine';
import { type BySide, SIDES } from './austerlitz-sides';

/**
 * Building blocks of the hex rulesets' view schemas (`Ruleset.viewSchema`): OpenAPI 3.0 schemas
 * (`nullable`, no `const`), strict (`additionalProperties: false`), so that a test validating
 * played games' views catches any member the schema does not describe. The generic ones are the
 * engine's shape kit (libs/engine shape-kit.ts) under the names the hex views use. Every block
 * keeps the type of what it describes (`ShapeType<typeof block>`), so a ruleset's view type is
 * derived from its `VIEW_SCHEMA` rather than kept by hand beside it.
 */
export const viewStr = shapeString;
export const viewStrs = shapeStrings;
export const viewInt = shapeInteger;
export const viewBool = shapeBoolean;
export const viewSide = shapeEnum(SIDES);

/** An object with one member per side, each of `value`'s shape. */
export const viewBySide = <T>(value: Shape<T>): Shape<BySide<T>> => ({
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
export const viewPendingUnion = <const V extends readonly JsonSchema[]>(
  variants: V,
): Shape<ShapeType<V[number]> | null> =>
  viewNullable(shapeUnion(variants, 'the choice a side must make now, by `type`'));

/** The head of `viewHead` (game-view.ts): ruleset, scenario, custom, turn, side, phase, over. */
export const viewHeadSchema = <const R extends string, const P extends string>(
  rulesetId: R,
  phases: readonly P[],
) => ({
  rulesetId: viewLiteral(rulesetId),
  scenarioId: viewStr,
  custom: viewBool,
  turn: viewInt,
  activeSide: viewSide,
  phase: shapeEnum(phases),
  over: viewBool,
});

/** A unit's printed head in a view: id, side, name and type. */
export const viewCounterHead = <const U extends string>(unitTypes: readonly U[]) => ({
  id: viewStr,
  side: viewSide,
  name: viewStr,
  type: shapeEnum(unitTypes),
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
export const viewUnits = <const U extends string, P extends Record<string, JsonSchema>>(
  unitTypes: readonly U[],
  own: P,
) => shapeArray(viewObject({ ...viewCounterHead(unitTypes), ...own }));

/** The tail of `viewTail` (game-view.ts): phase marks, the attack being resolved, the decision. */
export const viewTailSchema = <M extends Record<string, JsonSchema>, C, P extends JsonSchema>(
  marks: M,
  combat: Shape<C>,
  pendingDecision: P,
) => ({
  marks: viewObject({ ...viewMarksHead, ...marks }),
  combat: viewNullable(combat),
  pendingDecision,
});

/**
 * The paths (`.units[].hex`) of a type that its schema left `unknown` (a plain JSON Schema
 * there): `never` while a view type derived from its `VIEW_SCHEMA` is typed throughout.
 */
export type UntypedPaths<T, P extends string = ''> = unknown extends T
  ? P
  : T extends readonly (infer E)[]
    ? UntypedPaths<E, `${P}[]`>
    : T extends object
      ? { [K in keyof T & string]-?: UntypedPaths<T[K], `${P}.${K}`> }[keyof T & string]
      : never;
