import { type JsonSchema, shapeEnum, shapeInteger, shapeObject } from '@pratzen/engine';
import { PHASES } from './vocabulary';

/**
 * The members an a20 legal action carries besides `command`, `space` and `rule`, by command type
 * (`Ruleset.legalActionSchemas`): the phase an EndPhase ends, a move's Movement Point cost (N6.0),
 * an attack's differential (N9.2; left out when the defender is face down to the attacker, N16.1,
 * as it would tell the counter's strength). EnterReinforcement carries none.
 */
export const LEGAL_ACTION_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  EndPhase: shapeObject({ phase: shapeEnum(PHASES) }),
  MoveUnit: shapeObject({ cost: shapeInteger }),
  Attack: shapeObject({ differential: shapeInteger }, ['differential']),
  Countercharge: shapeObject({ differential: shapeInteger }, ['differential']),
};
