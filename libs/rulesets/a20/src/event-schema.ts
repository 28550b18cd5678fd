import {
  type JsonSchema,
  phaseEndedShape,
  shapeArray as array,
  shapeBoolean as bool,
  shapeEnum as oneOf,
  shapeInteger as int,
  shapeNullable as nullable,
  shapeObject as object,
  shapeString as str,
  shapeStrings as strs,
} from '@pratzen/engine';
import type { A20Event } from './events';
import { PHASES, RESULTS, SIDES } from './vocabulary';

const side = oneOf(SIDES);

/**
 * The `data` of every a20 event (events.ts), by type, published in the OpenAPI document
 * (`A20<Type>Event`). Nothing is hidden yet: every viewer sees the same events. Keyed by every
 * event type of `A20Event` (the compiler checks that none is missing).
 */
export const EVENT_SCHEMAS: Readonly<Record<A20Event['type'], JsonSchema>> = {
  PhaseEnded: phaseEndedShape(SIDES, PHASES),
  UnitMoved: object({ unitId: str, from: str, path: strs, cost: int }),
  ReinforcementArrived: object({
    unitId: str,
    hex: str,
    strength: int,
    die: nullable(int),
    mayMove: bool,
  }),
  ReinforcementDelayed: object({ unitId: str, die: int }),
  AttackResolved: object({
    attackers: strs,
    defender: str,
    attackStrength: int,
    defenceStrength: int,
    terrainBonus: int,
    differential: int,
    die: int,
    result: oneOf(RESULTS),
  }),
  UnitRetreated: object({
    unitId: str,
    kind: oneOf(['rout', 'withdraw']),
    die: nullable(int),
    from: str,
    path: strs,
    hazards: array(object({ hex: str, die: int })),
    breaks: bool,
  }),
  UnitBroke: object({ unitId: str, rule: str, cause: str }),
  MoraleChanged: object({ side, points: int, reason: str, rule: str }),
  ThinIceRolled: object({ unitId: str, hex: str, die: int, modifier: int, breaksUp: bool }),
  RallyRolled: object({ unitId: str, die: int, modifier: int, rallied: bool }),
  SuddenDeathRolled: object({ turn: int, die: int, number: int, ends: bool }),
  BattleEnded: object({
    reason: oneOf(['morale', 'sudden-death', 'last-turn']),
    rule: str,
    result: object({ winner: nullable(side), level: str, margin: int }),
  }),
};
