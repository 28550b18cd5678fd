import { type JsonSchema, shape, shapeRecord, shapeUnion } from '@pratzen/engine';
import { REACTIONS } from './state';
import {
  CHIT_DEPLOYMENT,
  FORMATIONS,
  KINDS,
  MORALE_STATES,
  PHASES,
  SIDES,
  WEATHER,
} from './vocabulary';

const { array, bool, int, literal, nullable, num, object, oneOf, str, strs } = shape;

/**
 * The shape of `view(state, viewer)` (view.ts), published in the OpenAPI document as
 * `A1805State`, with the summary's pending decision and a move's preview. Distances and
 * positions in UM (at most three decimals), facings in degrees. What a side may not see (the
 * other side's strategic map, its chits' contents, its columns left to move) is absent from its
 * view: those members are optional. test/client/a1805-shapes.spec.ts validates the views of
 * played games, for every viewer, against it.
 */
const side = oneOf(SIDES);
const formation = oneOf(FORMATIONS);
const point = object({ x: num, y: num });
const bySide = (value: JsonSchema, optional: readonly string[] = []): JsonSchema =>
  object(Object.fromEntries(SIDES.map((s) => [s, value])), optional);

/** A reaction awaited (view.ts `pendingView`): `left` in UM. */
const reaction = object(
  {
    side,
    unitId: str,
    against: str,
    options: array(oneOf(REACTIONS)),
    left: { ...num, description: 'UM of movement the attacker had left (13.12.2.1)' },
  },
  ['left'],
);

const combat = object(
  {
    defender: str,
    attackers: strs,
    side,
    bonus: int,
    ongoing: bool,
    chargers: strs,
    reacted: bool,
  },
  ['chargers', 'reacted'],
);

const nullableNumber = nullable(num);

const unit = object({
  id: str,
  name: str,
  side,
  nation: nullable(str),
  kind: oneOf(KINDS),
  class: nullable(str),
  formation,
  position: point,
  facing: num,
  width: nullableNumber,
  depth: nullableNumber,
  steps: int,
  morale: oneOf(MORALE_STATES),
  attachedTo: nullable(str),
  bloodRage: bool,
  artilleryFired: bool,
  outOfAmmunition: int,
  crewIn: nullable(str),
  shaken: bool,
  ratings: object({
    morale: nullableNumber,
    combat: nullableNumber,
    musketry: nullable(object({ line: num, column: num })),
    firepower: nullableNumber,
    hd: nullableNumber,
    hqBonus: nullableNumber,
  }),
});

const fog = object(
  {
    usesChits: bool,
    chitsToDeploy: bySide(int),
    combatStarted: bool,
    stripedZoneClosed: bool,
    alliedColumnsToMove: { ...int, description: 'the Allies and the referee only (16.4.1.5)' },
    corpsMoved: { ...strs, description: 'of the sides the viewer may see' },
    decoysLeft: { ...bySide(int, SIDES), description: 'of the sides the viewer may see' },
    strategicMap: {
      ...array(object({ unitId: str, side, area: str })),
      description: 'the units on the strategic maps the viewer may see (16.4.1.1)',
    },
    chits: array(
      object(
        {
          id: str,
          side,
          position: point,
          box: { ...int, description: 'its owner and the referee only' },
          units: { ...strs, description: 'its owner and the referee only; none: a decoy' },
        },
        ['box', 'units'],
      ),
    ),
    placing: array(object({ chitId: str, side, position: point, units: strs, limbered: bool })),
    revealed: strs,
  },
  ['alliedColumnsToMove'],
);

export const VIEW_SCHEMA: JsonSchema = object({
  turn: int,
  lastTurn: int,
  phase: oneOf([...PHASES, CHIT_DEPLOYMENT]),
  attacker: side,
  defender: side,
  acting: {
    ...side,
    description:
      "the side that must act now — the owner of an awaited reaction or of a revealed chit's units to place, the side deploying its chits, the Defender in its fire phases, else the Attacker (the Attacker once the game is over): the game summary's activeSide",
  },
  firstSide: side,
  over: bool,
  moved: strs,
  rallied: strs,
  eliminated: strs,
  combats: array(combat),
  weather: oneOf(WEATHER),
  deploying: nullable(side),
  reaction: nullable(reaction),
  laterReactions: array(reaction),
  returning: array(object({ unitId: str, side, turn: int })),
  fog,
  held: object({ side: nullable(side), turns: int }),
  control: shapeRecord(side, 'red location → the side that controls it (17.1.1.6)'),
  units: array(unit),
});

/** ruleset.ts `pendingDecision`: a reaction to an attack, or a revealed chit's units to place. */
export const PENDING_DECISION_SCHEMA: JsonSchema = shapeUnion([
  object({
    type: literal('React'),
    side,
    rule: oneOf(['4.6.1', '13.12.2.1']),
    prompt: str,
  }),
  object({ type: literal('PlaceChitUnits'), side, rule: literal('16.4.2.8'), prompt: str }),
]);

/** ruleset.ts `preview` of a MoveUnit: where the move ends and what it used, in UM and degrees. */
export const PREVIEW_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  MoveUnit: object({
    position: point,
    facing: num,
    formation,
    distanceUsed: num,
    allowance: num,
    passed: strs,
  }),
};
