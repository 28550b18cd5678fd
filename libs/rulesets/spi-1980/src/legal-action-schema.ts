import {
  type JsonSchema,
  type ShapeType,
  shapeArray,
  shapeBoolean,
  shapeEnum,
  shapeInteger,
  shapeNullable,
  shapeNumber,
  shapeObject,
  shapeString,
  shapeStrings,
} from '@pratzen/engine';
import type { CommandOf, SpiCommand } from './commands';
import { PHASES } from './vocabulary';

/**
 * The members a legal action carries besides `command`, `space` and `rule` (which every ruleset's
 * actions share), by command type, as OpenAPI 3.0 schemas (`Ruleset.legalActionSchemas`): what
 * `legalActions` (legal-actions.ts, movement/, combat/) adds to help a client choose. A command
 * type not listed carries none. `SpiAction<T>` is the type of an action offering a command of type
 * `T`, derived from these shapes: each builder declares its actions with it, so a member the
 * schema does not describe (or describes otherwise) fails the type-check.
 */
const shifts = shapeArray(shapeObject({ rule: shapeString, columns: shapeInteger }));

export const LEGAL_ACTION_SCHEMAS = {
  EndPhase: shapeObject({ phase: shapeEnum(PHASES) }),
  PlotReserveDeployment: shapeObject({
    units: shapeStrings,
    zone: shapeStrings,
    note: shapeString,
  }),
  Rally: shapeObject({ corps: shapeString }),
  MoveUnit: shapeObject(
    {
      unitId: shapeString,
      from: shapeNullable(shapeString),
      hex: shapeNullable(shapeString),
      cost: shapeNumber,
      path: shapeStrings,
      marchOrder: shapeBoolean,
      disengagementChecks: shapeInteger,
      stopReason: shapeEnum(['allowance', 'disrupted', 'terrain', 'map-edge']),
      entering: shapeBoolean,
      exitMap: shapeBoolean,
      exitFrom: shapeString,
      continuing: shapeBoolean,
    },
    [
      'from',
      'hex',
      'cost',
      'path',
      'marchOrder',
      'disengagementChecks',
      'stopReason',
      'entering',
      'exitMap',
      'exitFrom',
      'continuing',
    ],
  ),
  ReduceOverstack: shapeObject({
    side: shapeString,
    hexes: shapeArray(
      shapeObject({ hex: shapeString, excess: shapeInteger, unitIds: shapeStrings }),
    ),
  }),
  TakeDisengagementLoss: shapeObject({
    unitId: shapeString,
    // null: the unit left the map (4.7) as it made the check (DisengagementLossPending)
    hex: shapeNullable(shapeString),
    effect: shapeString,
  }),
  Attack: shapeObject(
    {
      defenderHexes: shapeStrings,
      odds: shapeString,
      column: shapeString,
      shifts,
      attackerStrength: shapeNumber,
      defenderStrength: shapeNumber,
      defence: shapeObject({
        moraleUnit: shapeNullable(shapeString),
        charges: shapeStrings,
        assumed: shapeBoolean,
      }),
      obligations: shapeObject({ mustAttack: shapeStrings, mustBeAttacked: shapeStrings }),
      mandatory: shapeObject({ attackers: shapeStrings, defenders: shapeStrings }),
    },
    ['defence', 'obligations', 'mandatory', 'shifts'],
  ),
  DeclareDefence: shapeObject({ column: shapeString, shifts, defenderStrength: shapeNumber }, [
    'shifts',
  ]),
} satisfies Readonly<Record<string, JsonSchema>>;

type Schemas = typeof LEGAL_ACTION_SCHEMAS;

/** The members an action offering a command of type `T` carries besides `command` and `rule`. */
export type ActionExtras<T extends SpiCommand['type']> = T extends keyof Schemas
  ? ShapeType<Schemas[T]>
  : Record<never, never>;

/** A legal action offering a command of type `T`, its members typed by LEGAL_ACTION_SCHEMAS. */
export type SpiAction<T extends SpiCommand['type']> = {
  readonly command: CommandOf<T>;
  /** The rule (section number) that offers the action. */
  readonly rule: string;
} & ActionExtras<T>;
