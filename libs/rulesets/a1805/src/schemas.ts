import { type JsonSchema, commandSchema, unitIdSchema } from '@pratzen/engine';
import { AREAS } from './data/strategic';
import { REACTIONS } from './state';
import { FORMATIONS } from './vocabulary';

const distance = { type: 'number', description: 'UM, at most 3 decimals' };
const step = (kind: string, props: Record<string, unknown>, required: string[]): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['kind', ...required],
  properties: { kind: { const: kind }, ...props },
});

/** A move's steps (freeform.md "Moves"): the server computes the path, cost and final pose. */
const STEP: JsonSchema = {
  oneOf: [
    step('forward', { distance }, ['distance']),
    step(
      'turn',
      { angle: { type: 'number', description: 'degrees, clockwise positive, 1 decimal' } },
      ['angle'],
    ),
    step('sidestep', { direction: { enum: ['left', 'right'] }, distance }, [
      'direction',
      'distance',
    ]),
    step('retire', { distance }, ['distance']),
    step('formation', { to: { enum: FORMATIONS.filter((f) => f !== 'none') } }, ['to']),
    step('attach', { unitId: unitIdSchema }, ['unitId']),
    step('close', { unitId: unitIdSchema }, ['unitId']),
  ],
};

/** The properties and required fields of a command setting a unit down on the table (UM, degrees). */
const SET_DOWN = [
  {
    unitId: unitIdSchema,
    x: distance,
    y: distance,
    facing: { type: 'number', description: 'degrees clockwise from north, 1 decimal' },
    formation: { enum: [...FORMATIONS] },
  },
  ['unitId', 'x', 'y', 'facing', 'formation'],
] as const;

export const COMMAND_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  MoveUnit: commandSchema(
    'MoveUnit',
    '6.0: move one unit by a programme of steps from its pose: forward (6.4, each within 45° of the facing), turn (6.5 up to 90° then half the allowance; 6.6 an about-face spends it all), sidestep (6.3, 1 UM), retire (6.5, orderly retreat at half), formation (5.x, 6.12 costs half; 6.13 artillery limbers to move), attach (7.1, an HQ joins a unit), close (13.1, straight ahead into contact with an enemy unit: an attack declared).',
    { unitId: unitIdSchema, steps: { type: 'array', minItems: 1, maxItems: 12, items: STEP } },
    ['unitId', 'steps'],
  ),
  EndPhase: commandSchema(
    'EndPhase',
    '4.0: end the current phase (the Rally Phase once every disorganized and routed unit has tried to rally, 12.10).',
    {},
  ),
  FireArtillery: commandSchema(
    'FireArtillery',
    '9: in an Artillery Fire Phase, batteries of the side firing (several within ½ UM: combined, 9.7) fire round shot (to hit: HD or more, 9.1) or canister (hits every unit its template touches, 9.3) at an enemy unit they see at least partly (9.4); each pivots up to 45° if it must (9.5).',
    {
      unitIds: { type: 'array', items: unitIdSchema, minItems: 1, maxItems: 12, uniqueItems: true },
      targetId: unitIdSchema,
      ammunition: { enum: ['round-shot', 'canister'] },
    },
    ['unitIds', 'targetId', 'ammunition'],
  ),
  Musketry: commandSchema(
    'Musketry',
    '10.4.1: in a Musketry Fire Phase, infantry of the side firing fires at an enemy unit within ½ UM that it sees in front of it (10.5; a square all round and at each enemy in reach, 5.4.4); several units within ½ UM of the same target add their ratings (10.4.2).',
    {
      unitIds: { type: 'array', items: unitIdSchema, minItems: 1, maxItems: 8, uniqueItems: true },
      targetId: unitIdSchema,
    },
    ['unitIds', 'targetId'],
  ),
  Assault: commandSchema(
    'Assault',
    '13.4: in the Close Combat Phase, resolve the attack declared on an enemy unit (by a move ending in a close step, 13.1); leaderId chooses the leading unit (13.13).',
    { defenderId: unitIdSchema, leaderId: unitIdSchema },
    ['defenderId'],
  ),
  DeclareCharge: commandSchema(
    'DeclareCharge',
    '13.12.3.1: before any movement of the Movement Phase, a cavalry unit (not Cossacks, 13.12.1.1) declares a charge on an enemy unit it sees at least 1 UM away, not in a square, woods, settlement or fortification; it then moves straight at it (a close step, after at most a 45° turn); the target checks morale (12.7.1) and the charger doubles its combat modifier (13.12.3).',
    { unitId: unitIdSchema, targetId: unitIdSchema },
    ['unitId', 'targetId'],
  ),
  DeployChit: commandSchema(
    'DeployChit',
    '16.4.2.3–16.4.2.5: in the chit deployment before the first Rally Phase of a fog turn, the deploying side places a chit (its centre at x, y in UM) in one of its own areas, at least 3 UM from every enemy unit and chit, holding units of its strategic map that are all in that area (16.4.2.1: up to 1 infantry + 1 artillery; 2 cavalry + 1 horse artillery; 1 infantry + 1 cavalry + 1 artillery; none: a decoy); box: its box on the strategic map (1–18, secret).',
    {
      box: { type: 'integer', minimum: 1, maximum: 18 },
      x: distance,
      y: distance,
      unitIds: { type: 'array', maxItems: 4, items: unitIdSchema },
    },
    ['box', 'x', 'y', 'unitIds'],
  ),
  MoveChit: commandSchema(
    'MoveChit',
    '16.4.2.6–16.4.2.7: in the Movement Phase a chit moves once, straight to x, y (UM), at most 2 UM; it stops where an enemy unit or chit first detects it, and is revealed there.',
    { chitId: { type: 'string', maxLength: 16 }, x: distance, y: distance },
    ['chitId', 'x', 'y'],
  ),
  PlaceChitUnits: commandSchema(
    'PlaceChitUnits',
    "16.4.2.8: the owner of a revealed chit places its units (each once): every unit within ½ UM of the chit or of another of them; 16.4.2.8.1: a moving chit's artillery limbered.",
    {
      chitId: { type: 'string', maxLength: 16 },
      units: {
        type: 'array',
        maxItems: 4,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['unitId', 'x', 'y', 'facing', 'formation'],
          properties: {
            unitId: unitIdSchema,
            x: distance,
            y: distance,
            facing: { type: 'number', description: 'degrees clockwise from north, 1 decimal' },
            formation: { enum: [...FORMATIONS] },
            attachedTo: unitIdSchema,
          },
        },
      },
      returned: {
        type: 'array',
        maxItems: 4,
        items: unitIdSchema,
        description:
          'units for which the server finds no room round the chit (they go back to the strategic map)',
      },
      disorganized: {
        ...unitIdSchema,
        description:
          '13.11.1.1.3: which of the chit cavalry units a retreating unit stepped over is disorganized (one of fog.placing[0].choose)',
      },
    },
    ['chitId', 'units'],
  ),
  HideUnits: commandSchema(
    'HideUnits',
    '16.4.2.8.2, 4.3: in the Rally Phase of a fog turn, units that came out of chits, further than ½ UM from every enemy unit, hide again in one chit (box: 1–18, secret).',
    {
      unitIds: { type: 'array', minItems: 1, maxItems: 4, items: unitIdSchema },
      box: { type: 'integer', minimum: 1, maximum: 18 },
    },
    ['unitIds', 'box'],
  ),
  MoveCorps: commandSchema(
    'MoveCorps',
    "16.4.1: in the Movement Phase of a fog turn, a corps or column on its side's strategic map moves to an adjacent area (the enemy's only once combat has started, 16.4.1.3), once a turn; an Allied column rolls 1d6, moving on 4–6 less 1 per other Allied column in the area entered (16.4.1.5), as many columns a turn as the Fog Table allows. Hidden from the other side.",
    {
      formationId: { type: 'string', maxLength: 32 },
      to: { enum: AREAS.map((a) => a.id) },
    },
    ['formationId', 'to'],
  ),
  Disengage: commandSchema(
    'Disengage',
    '13.6: in its Rally Phase, a unit engaged in close combat checks morale; passed, it backs ½ UM from the enemy and leaves the combat (13.7: no bayonet assault this turn).',
    { unitId: unitIdSchema },
    ['unitId'],
  ),
  Rally: commandSchema(
    'Rally',
    '12.10: a disorganized or routed unit of the phasing player checks morale to recover a level; 12.10.1: a routed unit that recovers may take a new facing (degrees) and formation.',
    {
      unitId: unitIdSchema,
      facing: { type: 'number', description: 'degrees clockwise from north, 1 decimal' },
      formation: { enum: FORMATIONS.filter((f) => f !== 'none') },
    },
    ['unitId'],
  ),
  React: commandSchema(
    'React',
    "4.6.1, 5.4.5, 13.8, 13.12.1.2, 13.12.2.1: the answer to the reaction the game waits for (state.reaction names the unit and its options): hasty-square (infantry attacked by cavalry: a morale check, -1 in line, -2 from a flank or rear; failed: stunned), shelter (a battery's crew into the friendly square squareId within 2 UM), withdraw (cavalry frontally attacked by infantry alone: a morale check, then distance UM up to 2 straight away, facing the enemy or with its back to it), evade (Cossacks attacked from the front: 1 UM back, a morale check against cavalry), press or stop (cavalry whose attack met a hasty square: into contact again, or ½ UM off), advance (the winner of a close combat: distance UM up to 1 straight ahead, 13.11.4–5, 13.12.4), reface (a defender that beat an attack on its flank or rear: any facing and formation, 13.9), retreat (a unit that passed its check for a routed or eliminated friend: 1 UM straight back, 12.7.2.1), none.",
    {
      unitId: unitIdSchema,
      reaction: { enum: [...REACTIONS] },
      squareId: unitIdSchema,
      distance,
      back: { type: 'boolean', description: 'a withdrawal turning its back to the enemy' },
      facing: { type: 'number', description: 'degrees clockwise from north, 1 decimal (reface)' },
      formation: { enum: FORMATIONS.filter((f) => f !== 'none') },
    },
    ['unitId', 'reaction'],
  ),
  ReturnCrew: commandSchema(
    'ReturnCrew',
    "13.15.1.1.2: in its owner's Rally Phase, a crewless battery's crew leaves its square (within 2 UM) and mans the guns again once no enemy unit is within ½ UM of them and no attack on them is declared; the battery does not fire that turn.",
    { unitId: unitIdSchema },
    ['unitId'],
  ),
  EnterTable: commandSchema(
    'EnterTable',
    "After the fog (an interpretation: the rules are silent): in its owner's Movement Phase of a turn without fog, a unit still on the strategic map enters the table inside the area where its corps is, at least 3 UM from every enemy unit and chit (16.4.2.4-16.4.2.5), artillery limbered (16.4.2.8.1); it has moved for the phase. x, y in UM, facing in degrees.",
    ...SET_DOWN,
  ),
  ReturnUnit: commandSchema(
    'ReturnUnit',
    "19.3-19.4 (optional rule 19): in its owner's Rally Phase of the turn it is due, a unit routed off the table comes back within 2 UM of its corps or column HQ (else its army commander; a corps HQ: of a unit of its corps), in the formation its owner chooses, stunned; a die gives its strength (1-4 half, 5-6 full). x, y in UM, facing in degrees.",
    ...SET_DOWN,
  ),
};
