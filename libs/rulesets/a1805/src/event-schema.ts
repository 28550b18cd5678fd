import { type JsonSchema, shape } from '@pratzen/engine';
import type { A1805Event } from './events';
import { REACTIONS } from './state';
import { CHIT_DEPLOYMENT, FORMATIONS, MORALE_STATES, PHASES, SIDES } from './vocabulary';

const { array, bool, int, object, oneOf, str, strs } = shape;

/**
 * The `data` of every *Austerlitz 1805* event (events.ts), by type, published in the OpenAPI
 * document (`A1805<Type>Event`). Events speak as commands and the state do (rules version 0.2.0
 * on, wire-units.ts): positions and distances in UM (at most 3 decimals), facings and angles in
 * degrees clockwise from north (at most 1 decimal). Games created under 0.1.0 keep integer
 * events to their end: ticks (1,000 per UM) and tenths of a degree. A chit deployed by the other side is shown without `box` and
 * `units` (view.ts `redactEvent`); a corps' move on the other side's strategic map as `Redacted`.
 * test/client/event-shapes.spec.ts validates the events of played games, as each viewer sees them.
 */
const side = oneOf(SIDES);
const formation = oneOf(FORMATIONS);
const UNDER_010 = 'games created under 0.1.0:';
/** A position or a distance on the table. */
const um = (what: string): JsonSchema => ({
  type: 'number',
  description: `${what}, in UM, at most 3 decimals (${UNDER_010} integer ticks, 1,000 per UM)`,
});
/** A facing. */
const degrees: JsonSchema = {
  type: 'number',
  description: `degrees clockwise from north, at most 1 decimal (${UNDER_010} integer tenths of a degree)`,
};
const x = um("x: east of the table's south-west corner");
const y = um("y: north of the table's south-west corner");
/** A pose on the table: front centre and facing. */
const pose = { x, y, facing: degrees };
const optional = (properties: Record<string, JsonSchema>) => Object.keys(properties);
const yes = oneOf(['yes']);

const moraleChanged = { ...pose, formation };
const reacted = {
  ...pose,
  formation,
  distance: um('the distance moved'),
  squareId: str,
  passed: strs,
};

/** Keyed by every event type of `A1805Event` (the compiler checks that none is missing). */
export const EVENT_SCHEMAS: Readonly<Record<A1805Event['type'], JsonSchema>> = {
  UnitMoved: object(
    {
      unitId: str,
      ...pose,
      formation,
      spent: um('allowance spent (terrain included)'),
      attachedTo: str,
      passed: strs,
      attacks: str,
      charge: yes,
    },
    ['attachedTo', 'attacks', 'charge'],
  ),
  PhaseEnded: object({ side, phase: oneOf([...PHASES, CHIT_DEPLOYMENT]) }),
  MoraleChecked: object(
    {
      unitId: str,
      cause: str,
      dice: { ...array(int), minItems: 2, maxItems: 2 },
      needed: int,
      result: oneOf(['passed', 'failed', 'double-1', 'double-6']),
      for: str,
    },
    ['for'],
  ),
  MoraleChanged: object(
    {
      unitId: str,
      to: oneOf(MORALE_STATES),
      bloodRage: oneOf(['gained', 'lost']),
      ...moraleChanged,
    },
    ['bloodRage', ...optional(moraleChanged)],
  ),
  UnitEliminated: object({ unitId: str, cause: str }),
  StepLost: object({ unitId: str }),
  UnitRetreated: object({ unitId: str, ...pose, distance: um('the distance covered'), formation }, [
    'formation',
  ]),
  ArtilleryFired: object(
    {
      unitIds: strs,
      facings: { ...array(degrees), description: "each gun's facing after any 9.5 pivot" },
      positions: array({
        ...array(um('x, y')),
        minItems: 2,
        maxItems: 2,
      }),
      targetId: str,
      ammunition: oneOf(['round-shot', 'canister']),
      hitRoll: int,
      needed: int,
      result: oneOf(['hit', 'miss']),
    },
    ['hitRoll', 'needed'],
  ),
  FireResolved: object({
    unitId: str,
    roll: int,
    modifier: int,
    total: int,
    result: str,
    checkModifier: int,
  }),
  MusketryFired: object(
    { unitIds: strs, keys: strs, targetId: str, rating: int, supporters: strs },
    ['supporters'],
  ),
  CloseCombat: object({
    defender: str,
    attackers: strs,
    leader: str,
    direction: oneOf(['front', 'flank', 'rear']),
    attackerRoll: int,
    attackerModifier: int,
    defenderRoll: int,
    defenderModifier: int,
    difference: int,
  }),
  CombatDeclared: object({ defender: str, attackers: strs, side, ongoing: oneOf(['yes', 'no']) }),
  CombatEnded: object({ defender: str, side, reason: str }),
  AssaultFire: object({ defender: str, side, bonus: int, leaves: str }, ['bonus', 'leaves']),
  Disengaged: object({ unitId: str, ...pose }),
  FogRolled: object({ turn: int, die: int, result: oneOf(['lifts', 'lingers']) }),
  ChargeDeclared: object({ unitId: str, targetId: str }),
  AmmunitionSpent: object({ unitId: str, die: int }),
  ChitDeployed: object(
    {
      chitId: str,
      side,
      x,
      y,
      box: { type: 'integer', description: 'its owner and the referee only (16.4.2)' },
      units: { ...strs, description: 'its owner and the referee only; none: a decoy' },
      left: { ...strs, description: 'units hidden again from the table (16.4.2.8.2)' },
    },
    ['box', 'units', 'left'],
  ),
  ChitMoved: object({ chitId: str, x, y, distance: um('the distance covered') }),
  ChitRevealed: object(
    { chitId: str, side, units: strs, by: strs, disorganized: strs, choose: strs },
    ['disorganized', 'choose'],
  ),
  ChitUnitsPlaced: object(
    {
      chitId: str,
      units: array(object({ unitId: str, ...pose, formation, attachedTo: str }, ['attachedTo'])),
      disorganized: str,
      returned: array(object({ unitId: str, area: str })),
    },
    ['disorganized', 'returned'],
  ),
  ChitsAllotted: object({ turn: int, french: int, allied: int, die: int, columns: int }, [
    'die',
    'columns',
  ]),
  CorpsMoved: object(
    {
      side,
      formationId: str,
      from: str,
      to: str,
      result: oneOf(['moved', 'stayed']),
      die: int,
      modified: int,
    },
    ['die', 'modified'],
  ),
  ReactionOffered: object(
    {
      unitId: str,
      side,
      against: str,
      options: array(oneOf(REACTIONS)),
      left: um('movement the cavalry has left to press home'),
    },
    ['left'],
  ),
  Reacted: object(
    {
      unitId: str,
      reaction: oneOf(REACTIONS),
      against: str,
      result: oneOf(['done', 'failed']),
      ...reacted,
    },
    optional(reacted),
  ),
  CrewReturned: object({ unitId: str, squareId: str }),
  CrewlessGunsAttacked: object({
    unitId: str,
    attackers: strs,
    roll: int,
    result: oneOf(['destroyed', 'survived']),
  }),
  Shaken: object({ unitId: str, shaken: bool }),
  RoutedOff: object({ unitId: str, die: int, returnsOn: int }),
  UnitReturned: object({ unitId: str, ...pose, formation, die: int, stepsLost: int }, ['die']),
  UnitEntered: object({ unitId: str, side, ...pose, formation }),
};
