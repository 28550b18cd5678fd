/**
 * The shapes of commands, events and the state view. Units on the wire are the rulebook's:
 * distances and positions in inches (at most 3 decimals), angles and facings in degrees (at most
 * 1 decimal, clockwise from north), base sizes in mm per figure.
 */
import { type JsonSchema, commandSchema, shape, unitIdSchema } from '@pratzen/engine';
import type { AtwEvent } from './events';
import {
  GENERAL_COMMAND_SCHEMAS,
  GENERAL_EVENT_SCHEMAS,
  GENERAL_VIEW_MEMBERS,
} from './generals/schemas';
import { FIRE_COMMAND_SCHEMAS, FIRE_EVENT_SCHEMAS } from './fire/fire-schemas';
import { SCREEN_COMMAND_SCHEMAS, SCREEN_EVENT_SCHEMAS } from './screen/schemas';
import { ARMY_COMMAND_SCHEMAS, ARMY_EVENT_SCHEMAS, ARMY_VIEW_MEMBERS } from './armies/schemas';
import { COMBAT_COMMAND_SCHEMAS, COMBAT_EVENT_SCHEMAS } from './combat/schemas';
import { INTERPENETRATION, MOVEMENT_EVENT_SCHEMAS, STEP } from './movement/schemas';
import { degrees, inches } from './shapes';
import { ARMS, FORMATIONS, GRADES, MORALES, PHASES, SIDES, TYPES } from './vocabulary';

const { array, bool, int, literal, nullable, num, object, oneOf, str } = shape;

const side = oneOf(SIDES);
const formation = oneOf(FORMATIONS);

export const COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  MoveUnit: commandSchema(
    'MoveUnit',
    '12: move one unit of the active side by a programme of steps from its front centre (forward, oblique, sidestep, backstep, wheel, face, formation), each charged at its rate against the allowance of 12.1 (inches); the server computes the path and the final pose.',
    {
      unitId: unitIdSchema,
      steps: { type: 'array', minItems: 1, maxItems: 8, items: STEP },
      interpenetration: INTERPENETRATION,
    },
    ['unitId', 'steps'],
  ),
  EndPhase: commandSchema(
    'EndPhase',
    '10: the active side ends the phase (rally, move, shoot, combat; then the next turn, the other side active).',
    {},
  ),
  // atw-B: attacks, reactions and close combat
  ...COMBAT_COMMAND_SCHEMAS,
  // retreats (15)
  Retreat: commandSchema(
    'Retreat',
    '15.1, 15.2: retreat a unit `distance` inches (6–36) directly away from the fire or attack, turned `angle` degrees (within ±22.5), ending facing the enemy or about-faced: the answer to a pending retreat, or a voluntary retreat in the move phase (shaken, then rout hits +2).',
    {
      unitId: unitIdSchema,
      distance: inches('15.1 how far, 6–36'),
      angle: degrees('15.1 off straight away, within ±22.5'),
      facing: oneOf(['enemy', 'about']),
    },
    ['unitId', 'distance', 'angle', 'facing'],
  ),
  // rally (11)
  Rally: commandSchema(
    'Rally',
    '11: a shaken unit of the active side tests to rally in the rally phase (d6 against the grade score A 1, B 2, C 3, D 5; 2 more if an enemy able to attack it is near); passed: good morale.',
    { unitId: unitIdSchema },
    ['unitId'],
  ),
  // generals (7)
  ...GENERAL_COMMAND_SCHEMAS,
  // shooting (16)
  ...FIRE_COMMAND_SCHEMAS,
  // screens (13.4)
  ...SCREEN_COMMAND_SCHEMAS,
  // hidden army lists (20)
  ...ARMY_COMMAND_SCHEMAS,
};

const pose = {
  x: inches('front centre x'),
  y: inches('front centre y'),
  facing: degrees('facing, clockwise from north'),
  width: inches('footprint width'),
  depth: inches('footprint depth'),
};

export const EVENT_SCHEMAS: Readonly<Record<AtwEvent['type'], JsonSchema>> = {
  UnitMoved: object({
    type: literal('UnitMoved'),
    unitId: str,
    ...pose,
    formation,
    files: int,
    ranks: int,
    travelled: inches('front-centre travel'),
    used: {
      ...int,
      description:
        '16.4: the parts of the allowance used, out of 240000 (a whole move); up to 480000 for a formation or facing change costing two moves (12.10: the unit then stands through its next active turn)',
    },
    order: oneOf(['steady', 'disordered']),
    rule: str,
  }),
  // 12.12
  ...MOVEMENT_EVENT_SCHEMAS,
  PhaseEnded: object({
    type: literal('PhaseEnded'),
    phase: oneOf(PHASES),
    next: oneOf(PHASES),
    turn: int,
    activeSide: side,
  }),
  TurnsOver: object({ type: literal('TurnsOver'), turn: int }),
  // atw-B: attacks, reactions, close combat
  ...COMBAT_EVENT_SCHEMAS,
  // damage and morale (6, 8)
  UnitHit: object({
    type: literal('UnitHit'),
    unitId: str,
    hits: { ...int, description: '8: hits taken (cavalry: 2 a figure)' },
    kind: oneOf(['damage', 'rout']),
    figures: { ...int, description: 'figures left (artillery: gun models)' },
    gunners: int,
    carried: { ...int, description: "8-2: cavalry's carried odd hit, 0 or 1" },
    files: int,
    ranks: int,
    width: inches('footprint width after the losses'),
    depth: inches('footprint depth after the losses'),
    morale: oneOf(MORALES),
    exhausted: oneOf(['exhausted', 'fresh']),
    order: oneOf(['steady', 'disordered']),
    rule: str,
  }),
  RoutHitsRolled: object({
    type: literal('RoutHitsRolled'),
    unitId: str,
    roll: int,
    modifier: int,
    score: int,
    hits: int,
    rule: str,
  }),
  UnitRemoved: object({ type: literal('UnitRemoved'), unitId: str, rule: str }),
  UnitHalted: object({ type: literal('UnitHalted'), unitId: str, rule: str }),
  UnitRecovered: object({ type: literal('UnitRecovered'), unitId: str, rule: str }),
  UnitReformed: object({ type: literal('UnitReformed'), unitId: str, rule: str }),
  // retreats (15)
  RetreatOrdered: object({
    type: literal('RetreatOrdered'),
    unitId: str,
    away: degrees('15.1 the heading directly away from the fire or attack'),
    rule: str,
    lostCombatTo: oneOf(['infantry', 'cavalry', 'artillery', 'none']),
    flank: oneOf(['flank-or-rear', 'none']),
  }),
  UnitRetreated: object({
    type: literal('UnitRetreated'),
    unitId: str,
    ...pose,
    formation,
    files: int,
    ranks: int,
    distance: inches('15.1 retreat distance, 6–36'),
    angle: degrees('15.1 off straight away, within ±22.5'),
    voluntary: oneOf(['voluntary', 'compulsory']),
    rule: str,
  }),
  RetreatBlocked: object({ type: literal('RetreatBlocked'), unitId: str, by: str, rule: str }),
  // rally (11)
  RallyTested: object({
    type: literal('RallyTested'),
    unitId: str,
    roll: int,
    need: { ...int, description: '11: the score the die had to reach after modifiers' },
    result: oneOf(['rallied', 'shaken']),
    rule: str,
  }),
  // generals (7)
  ...GENERAL_EVENT_SCHEMAS,
  // 9.2-1
  UnitDisordered: object({
    type: literal('UnitDisordered'),
    unitId: str,
    by: { ...str, description: 'the table feature (or the unit attacked) that disordered it' },
    rule: str,
  }),
  // shooting (16)
  ...FIRE_EVENT_SCHEMAS,
  // screens (13.4)
  ...SCREEN_EVENT_SCHEMAS,
  // hidden army lists (20)
  ...ARMY_EVENT_SCHEMAS,
};

const unit = object({
  id: str,
  name: str,
  side,
  type: oneOf(TYPES),
  arm: oneOf(ARMS),
  grade: oneOf(GRADES),
  figures: { ...int, description: 'figures (artillery: gun models)' },
  gunners: int,
  formation,
  files: int,
  ranks: int,
  frontageMm: { ...int, description: 'mm per figure (4)' },
  depthMm: { ...int, description: 'mm per figure (4)' },
  position: object({ x: inches('front centre x'), y: inches('front centre y') }),
  facing: degrees('facing'),
  width: inches('footprint width'),
  depth: inches('footprint depth'),
  block: nullable(str),
  moved: bool,
  disordered: bool,
  strength: { ...int, description: '6: starting figures (a battery: gunners)' },
  carried: { ...int, description: "8-2: cavalry's carried odd hit" },
  morale: oneOf(MORALES),
  exhausted: bool,
  shakenAtStart: bool,
  haltedSince: { ...int, description: '6: the turn it became halted; 0 if not halted' },
  shot: bool,
  rallyTested: bool,
  // screens (13.4)
  screenOf: {
    ...nullable(str),
    description: '13.4: the parent unit this unit is the skirmish screen of; null if none',
  },
  screenOut: { ...int, description: "13.4: figures out in the unit's screen (0: none)" },
  screenSpent: {
    ...bool,
    description: '13.4.1: its screen lost to an enemy screen and may not emerge again',
  },
  screenCapable: { ...bool, description: '13.4, 20: line infantry paid screen-capable' },
  debtUntil: {
    ...nullable(int),
    description:
      '12.10: the last turn the unit stands paying a movement debt (treated as shaken); null if none',
  },
  passedThrough: {
    ...bool,
    description: '12.12-1: a friend moved through it this turn: it may not move or fire',
  },
  rifles: {
    ...bool,
    description:
      '16.9, 20: rifle-armed light infantry: fires rifles (8" 4–6, 16" 5–6), not muskets',
  },
  fanatic: {
    ...bool,
    description: '18.1: fanatics (+1 CP) until they lose a round of combat or fail a fire test',
  },
  heavyWeapons: { ...bool, description: '18.2: heavy weapons (+1 CP)' },
  irregular: {
    ...nullable(oneOf(['skirmish', 'massed'])),
    // OpenAPI 3.0's nullable does not widen an enum: null is listed (as Ajv and validators read it)
    enum: ['skirmish', 'massed', null],
    description:
      '18: irregulars in skirmish order or massed (manoeuvre as grade D, never steady, 4" command distance); null: regulars',
  },
});

export const VIEW_SCHEMA: JsonSchema = object({
  turn: int,
  lastTurn: int,
  phase: oneOf(PHASES),
  activeSide: side,
  acting: side,
  firstActive: side,
  over: bool,
  units: array(unit),
  retreats: array(
    object({
      unitId: str,
      away: degrees('15.1 the heading directly away from the fire or attack'),
      rule: str,
    }),
  ),
  breakthroughs: {
    ...array(
      object({
        unitId: str,
        away: degrees("17.9: the beaten units' line of retreat"),
        beaten: array(str),
      }),
    ),
    description:
      '17.9 (optional): cavalry whose every opponent retreated, waiting for its owner to break through or stand, the first answered first',
  },
  // generals (7)
  ...GENERAL_VIEW_MEMBERS,
  // 19.7
  ruinedBlocks: {
    ...array(str),
    description:
      '19.7: the ruined town blocks (table feature ids): one class of cover less, soft becoming an obstacle',
  },
  // hidden army lists (20)
  ...ARMY_VIEW_MEMBERS,
});

export const PREVIEW_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  MoveUnit: object({
    position: object({ x: inches('x'), y: inches('y') }),
    facing: degrees('facing'),
    formation,
    files: int,
    travelled: inches('front-centre travel'),
    moveUsed: { ...num, description: 'the fraction of the move the programme costs (≤ 1)' },
  }),
};
