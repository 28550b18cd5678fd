import {
  type JsonSchema,
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
export const LEGAL_ACTION_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  EndPhase: shapeObject({ phase: shapeEnum(PHASES) }),
  MoveUnit: shapeObject(
    {
      unitId: shapeString,
      from: shapeNullable(shapeString),
      hex: shapeNullable(shapeString),
      cost: shapeNumber,
      path: shapeStrings,
      stopReason: shapeEnum(['zoc', 'allowance', 'terrain']),
      entering: shapeBoolean,
      exitFrom: shapeString,
      edge: shapeString,
      exitMap: shapeBoolean,
    },
    ['from', 'hex', 'cost', 'path', 'stopReason', 'entering', 'exitFrom', 'edge', 'exitMap'],
  ),
  PlaceReinforcement: shapeObject({
    unitId: shapeString,
    hex: shapeString,
    cost: shapeNumber,
    overstacks: shapeBoolean,
  }),
  Attack: shapeObject(
    {
      odds: shapeString,
      column: shapeString,
      attackStrength: shapeNumber,
      defenceStrength: shapeNumber,
      bombarding: shapeStrings,
      defenderHexes: shapeStrings,
    },
    ['bombarding'],
  ),
  RetreatUnit: shapeObject({ from: shapeString, displaces: shapeStrings }),
  ResolveExchange: shapeObject(
    { lost: shapeInteger, required: shapeInteger, substitute: shapeString },
    ['lost', 'required', 'substitute'],
  ),
};
