import {
  type JsonSchema,
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
import { PHASES } from './vocabulary';

/**
 * The members a legal action carries besides `command`, `space` and `rule` (which every ruleset's
 * actions share), by command type, as OpenAPI 3.0 schemas (`Ruleset.legalActionSchemas`): what
 * `legalActions` (legal-actions.ts, movement/, combat/) adds to help a client choose. A command
 * type not listed carries none.
 */
const shifts = shapeArray(shapeObject({ rule: shapeString, columns: shapeInteger }));

export const LEGAL_ACTION_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
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
    hex: shapeString,
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
};
