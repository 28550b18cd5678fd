import { type JsonSchema, phaseEndedShape } from '@pratzen/engine';
import { shape } from '@pratzen/engine';
import { PHASES, RESULTS, SIDES } from './vocabulary';

const { array, bool, int, nullable, object, oneOf, str, strs } = shape;

const side = oneOf(SIDES);

/**
 * Shapes an event and the pending decision it opens share (view-schema.ts `PENDING_VARIANTS`):
 * N9.9.2 the units that may advance and the hexes of the retreat path each may end in; N9.8.6 a
 * retreat's routes (a LOC hex and the path to it), the units of the same result still to retreat
 * in order, and what follows the last (the victor's advance, the Movement Phase's end or
 * opening, nothing).
 */
export const ADVANCE_CANDIDATES = array(object({ unitId: str, hexes: strs }));
export const RETREAT_KIND = oneOf(['rout', 'withdraw']);
export const RETREAT_ROUTES = array(object({ loc: str, path: strs }));
export const RETREAT_QUEUE = array(object({ unitId: str, kind: RETREAT_KIND, rule: str }));
export const RETREAT_THEN = oneOf(['advance', 'end-movement', 'open-movement', 'none']);

/**
 * Every event of the a20 ruleset, by type: the `data` published in the OpenAPI document
 * (`A20<Type>Event`), from which `A20Event` (events.ts) is derived, so the published shapes and
 * the type are one source. Every die is in the event that used it. What each viewer sees of an
 * event: fog/redact.ts (the face-down French counters, the pre-selected card, the deck order).
 */
export const EVENT_SCHEMAS = {
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
    kind: RETREAT_KIND,
    die: nullable(int),
    from: str,
    path: strs,
    hazards: array(object({ hex: str, die: int })),
    breaks: bool,
  }),
  // N9.9: the victor may advance along the retreat path (his pending decision)
  AdvanceOffered: object({ side, path: strs, candidates: ADVANCE_CANDIDATES }),
  // N9.8.6: a retreating unit's owner chooses the LOC hex and path (his pending decision); result
  // null: the ice (X9.81); queue: the units of the same result still to retreat, in order; then:
  // what follows the last (the victor's advance, the Movement Phase's end or opening, nothing)
  RetreatOffered: object({
    side,
    unitId: str,
    kind: RETREAT_KIND,
    die: nullable(int),
    distance: int,
    routes: RETREAT_ROUTES,
    attackers: strs,
    result: nullable(oneOf(RESULTS)),
    queue: RETREAT_QUEUE,
    then: RETREAT_THEN,
  }),
  RetreatChosen: object({ side, unitId: str, loc: str }),
  UnitAdvanced: object({ unitId: str, from: str, path: strs }),
  AdvanceDeclined: object({}),
  UnitBroke: object({ unitId: str, rule: str, cause: str }),
  // N10.2: a Broken unit's night rally roll: it returns (next Movement Phase), stays, or is gone
  BrokenUnitRallyRolled: object({
    unitId: str,
    die: int,
    modifier: int,
    outcome: oneOf(['returns', 'stays', 'gone']),
  }),
  // N10.2: a rallied unit returns at a friendly LOC hex
  UnitReturned: object({ unitId: str, hex: str }),
  // N12.0: a Morale Point spent on a use (MoraleChanged follows)
  MoraleSpent: object({
    side,
    use: oneOf(['rally-bonus', 'forced-march', 'reserve']),
    unitId: str,
  }),
  // N16.7: a unit breaks down into two Cadres (in its hex and the next); 16.7.2 they recombine
  UnitBrokeDown: object({ unitId: str, cadres: strs, hexes: strs }),
  CadresRecombined: object({ unitId: str, cadres: strs, hex: str, morale: bool }),
  // N9.5 EX: the attacker's choice of losses (his pending decision), and his answer
  ExchangeLossesOffered: object({ side, attackers: strs, need: int }),
  ExchangeLossesChosen: object({ units: strs }),
  // N12.0: the defender's reserve, his pending decision once a battle is declared, and his answer
  ReserveOffered: object({ side, attackers: strs, defender: str, attackerReserve: bool }),
  ReserveAnswered: object({ side, commit: bool }),
  // N8.1: a reacting cavalry unit countercharges (the battle's AttackResolved follows)
  Countercharged: object({ unitId: str, defender: str }),
  // N8.3: a reacting unit leaves every enemy ZOC by one hex
  UnitDisengaged: object({ unitId: str, from: str, hex: str }),
  MoraleChanged: object({ side, points: int, reason: str, rule: str }),
  ThinIceRolled: object({ unitId: str, hex: str, die: int, modifier: int, breaksUp: bool }),
  RallyRolled: object({ unitId: str, die: int, modifier: int, rallied: bool }),
  SuddenDeathRolled: object({ turn: int, die: int, number: int, ends: bool }),
  BattleEnded: object({
    reason: oneOf(['morale', 'sudden-death', 'last-turn']),
    rule: str,
    result: object({ winner: nullable(side), level: str, margin: int }),
  }),
  // N5.0, X3.0 step 3 (deck/): DeckShuffled is hidden from every seat, CardPreselected from the Allies
  DeckShuffled: object({ order: strs, setAside: strs, rule: str }),
  // open: X17.1 step 3 gives the French the Sun openly (shown to all); X3.0/X17.0's blind pick is not
  CardPreselected: object({ card: str, open: bool }),
  EventCardPlayed: object({
    side,
    card: str,
    from: oneOf(['deck', 'held']),
    for: side,
    coded: bool,
  }),
  ConditionalUnitReleased: object({ unitId: str, card: str }),
  // N5.0 Stragglers Return, Weyrother's Disposition: the naming player's pending decision
  // (`side` names for the card acting for `for`; `optional`: he may name none), and his answer
  CardTargetOffered: object({ side, card: str, for: side, options: strs, optional: bool }),
  CardTargetChosen: object({ side, card: str, unitId: nullable(str) }),
  // X3.0 steps 4-7, N16.1 (deployment/, fog/): unitId is the label for whoever may not see it
  FrenchDeployed: object({
    placements: array(object({ label: str, unitId: str, hex: str })),
    breakDown: nullable(str),
    redacted: bool,
  }),
  ScoutingRolled: object({ die: int, reveals: int }),
  // attackers: the units whose attack turned up a Dummy (N16.1; they have attacked, N7.3, N9.3)
  CounterRevealed: object(
    { label: str, unitId: str, hex: str, dummy: bool, rule: str, attackers: strs },
    ['attackers'],
  ),
  // N16.1 under Fog of War: each Allied counter's label (face down to the French), as FrenchDeployed's
  AlliedDeployed: object(
    {
      placements: array(object({ unitId: str, hex: str, label: str }, ['label'])),
      redacted: bool,
    },
    ['redacted'],
  ),
  // X17.1 step 4 (deployment/earlier-battle.ts): the French free set-up, face up
  FrenchSetUp: object({ placements: array(object({ unitId: str, hex: str })) }),
  HiddenUnitMoved: object({ label: str, unitId: str, from: str, path: strs, cost: int }),
} satisfies Readonly<Record<string, JsonSchema>>;
