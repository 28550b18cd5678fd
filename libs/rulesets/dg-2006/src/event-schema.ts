import { type JsonSchema, phaseEndedShape, shape, turnLimitReachedShape } from '@pratzen/engine';
import { ODDS_COLUMNS, RESULTS } from './data/tables';
import { PENDING_DECISION_SCHEMA } from './view-schema';
import { PHASES, SIDES } from './vocabulary';

const { array, bool, int, literal, nullable, num, object, oneOf, str, strs } = shape;

/**
 * The `data` of every DG 2006 event (events.ts), by type, published in the OpenAPI document
 * (`Dg2006<Type>Event`), and the attack preview of commands/validate. DG hides nothing: every
 * viewer sees the same events. test/client/event-shapes.spec.ts validates played games' events.
 */
const side = oneOf(SIDES);
const column = oneOf(ODDS_COLUMNS);
const result = oneOf(RESULTS);
const parties = {
  attackerSide: side,
  attackers: strs,
  defenders: strs,
  bombarding: strs,
  attackerHexes: strs,
  defenderHexes: strs,
};

/**
 * Every event of the DG 2006 ruleset, by type: `DgEvent` (events.ts) is derived from these, so the
 * published shapes and the type are one source. Every die is in the event that used it.
 */
export const EVENT_SCHEMAS = {
  PhaseEnded: phaseEndedShape(SIDES, PHASES),
  CombatObligationsFixed: object({ rule: literal('8.0 B-C'), attackers: strs, defenders: strs }),
  TurnLimitReached: turnLimitReachedShape(SIDES),
  UnitMoved: object({ unitId: str, from: nullable(str), path: strs, cost: int }),
  ReinforcementPlaced: object({ unitId: str, hex: str, cost: int, rule: literal('12.0') }),
  UnitExited: object({ unitId: str, hex: str, edge: oneOf(['west', 'east']), strength: int }),
  AttackResolved: object({
    ...parties,
    attackStrength: num,
    defenceStrength: num,
    odds: str,
    column,
    die: int,
    result,
    // 8.0 K: enemy units in the attackers' ZOC that must now be attacked this phase
    obliged: strs,
  }),
  UnitEliminated: object({
    unitId: str,
    strength: int,
    rule: str,
    cause: oneOf(['Ae', 'De', 'Ex', 'no-retreat']),
  }),
  ArmyDemoralized: object({ side, rule: literal('11.0') }),
  ExchangeSubstituted: object({ rule: literal('9.0') }),
  // 10.0 C: bombarding artillery that elected, after the die, to suffer the Ar (maybe none)
  RetreatElected: object({ artillery: strs, rule: literal('10.0 C') }),
  ExchangeTaken: object({ rule: literal('9.0'), eliminate: strs }),
  RetreatsOrdered: object({ units: strs, rule: literal('9.31') }),
  CombatDecisionRequested: object({ pending: PENDING_DECISION_SCHEMA }),
  UnitRetreated: object({
    unitId: str,
    from: str,
    to: str,
    displacement: bool,
    // 9.32: friendly units pushed out of `to`, who retreat next
    displaces: strs,
    rule: oneOf(['9.31', '9.32']),
  }),
  UnitAdvanced: object({ unitId: str, from: str, to: str }),
  AdvanceDeclined: object({}),
  AttackConcluded: object({}),
} satisfies Readonly<Record<string, JsonSchema>>;

const unitStrength = object({ unitId: str, printed: int, strength: num, rule: nullable(str) });

/** combat/preview.ts: an attack's odds column and outcome table. */
export const PREVIEW_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  Attack: object({
    odds: str,
    column,
    attackStrength: num,
    defenceStrength: num,
    bombarding: strs,
    units: object({ attackers: array(unitStrength), defenders: array(unitStrength) }),
    outcomes: array(object({ die: int, result })),
  }),
};
