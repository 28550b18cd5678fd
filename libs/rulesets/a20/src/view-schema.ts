import { type ShapeType, shapeArray as array, shapeEnum, shapeUnion } from '@pratzen/engine';
import { shapeRecord as record } from '@pratzen/engine';
import {
  viewBool as bool,
  viewBySide as bySide,
  viewCounterHead,
  viewHeadSchema,
  viewInt as int,
  viewNullable as nullable,
  viewObject as object,
  viewPending as pending,
  viewPendingUnion,
  viewSide as side,
  viewStr as str,
  viewStrs as strs,
  viewTailSchema,
} from '@pratzen/rulesets/hex-kit';
import type { Shape } from '@pratzen/engine';
import {
  ADVANCE_CANDIDATES,
  RETREAT_KIND,
  RETREAT_QUEUE,
  RETREAT_ROUTES,
  RETREAT_THEN,
} from './event-schema';
import { PHASES, RESULTS, RULESET_ID, UNIT_TYPES } from './vocabulary';

/**
 * The shape of `view(state, viewer)` (view.ts), published in the OpenAPI document as `A20State`,
 * with the summary's pending decision (`A20PendingDecision`). What a viewer may not see is
 * described where it shows (README "Hidden information"): a face-down counter of a side the
 * viewer may not see behind (X3.0 step 4, N16.1) is a unit with its label for id and no printed
 * facts, that side's units off the map are left out while any of its counters is face down, a
 * face-down Cadre's parent is left out, and the French pre-selected card is null but to the French
 * seat and the referee. test/client/typed-shapes.spec.ts validates the views of played games, for
 * every viewer, against it.
 */

/**
 * The pending decisions, by `type`: `A20Pending` (state.ts) is their type. Each is opened by an
 * event whose data it carries (RetreatOffered, AdvanceOffered, ExchangeLossesOffered,
 * ReserveOffered, CardTargetOffered; the Reaction Phase by its PhaseEnded).
 */
export const PENDING_VARIANTS = [
  // N9.8.6: a retreating unit's owner picks its LOC hex and path; `result` null: the ice (X9.81)
  pending('Retreat', 'N9.8.6', {
    unitId: str,
    kind: RETREAT_KIND,
    die: nullable(int),
    distance: int,
    routes: RETREAT_ROUTES,
    attackers: strs,
    result: nullable(shapeEnum(RESULTS)),
    queue: RETREAT_QUEUE,
    then: RETREAT_THEN,
  }),
  // N9.9: the victor may advance along the retreat path
  pending('Advance', 'N9.9', { path: strs, candidates: ADVANCE_CANDIDATES }),
  // N8.0: the Reaction Phase is the non-phasing player's (N8.1 countercharge, N8.3 disengage)
  pending('Reaction', 'N8.0', {}),
  // N9.5 EX: the attacker chooses which attackers Break (`need`: printed strength to cover)
  pending('ExchangeLosses', 'N9.5', { attackers: strs, need: int }),
  // N12.0: a declared battle waits for the defender's reserve
  pending('DefenderReserve', 'N12.0', {
    attackers: strs,
    defender: str,
    attackerReserve: { ...bool, description: 'the attacker spent a Morale Point (+1)' },
  }),
  // N5.0: a card waits for a unit to be named (`optional`: he may name none)
  pending('CardTarget', 'N5.0', { card: str, options: strs, optional: bool }),
];
/** A summary's `pendingDecision` when there is one (status(), the same as the view's). */
export const PENDING_DECISION_SCHEMA = shapeUnion(PENDING_VARIANTS);

const MASKED =
  'absent from a face-down counter of a side the viewer may not see behind (X3.0 step 4, N16.1)';
const masked = <T>(shape: Shape<T>): Shape<T> => ({ ...shape, description: MASKED });
const OF_SOME = 'printed on some counters only';
const some = <T>(shape: Shape<T>, what: string): Shape<T> => ({
  ...shape,
  description: `${what} (${OF_SOME})`,
});

const { id, side: unitSide, name, type } = viewCounterHead(UNIT_TYPES);

/**
 * A unit as the viewer may see it (fog/view-mask.ts): its printed facts (data/counters.json,
 * ratings reconstructed but III Corps') under what changes (place, strength, Routed), or, for a
 * face-down counter the viewer may not see behind, its label, side, place and Routed marker only.
 */
const UNIT = object(
  {
    id: {
      ...id,
      description:
        'the unit, or the public label of a face-down counter the viewer may not see behind',
    },
    side: unitSide,
    nationality: masked(str),
    name: masked(name),
    printedName: masked(str),
    type: masked(type),
    strength: { ...int, description: `its combat strength now; ${MASKED}` },
    movement: masked(int),
    ratingsProvenance: masked(shapeEnum(['published', 'reconstruction'])),
    ratingsSource: masked(str),
    elite: masked(object({ rout: bool, rally: bool, moraleFluctuation: bool })),
    reducedStrength: some(int, "X11.6: III Corps' lower strength"),
    reducedMovement: some(int, "X11.6: III Corps' lower movement"),
    conditionalCard: some(str, 'X3.0, X17.0: the event card that releases a Conditional unit'),
    cadre: some(bool, 'N16.7: a Cadre counter'),
    dummy: some(bool, 'X3.0 step 4, N16.1: a Dummy counter'),
    routed: bool,
    location: shapeEnum(['map', 'awaiting', 'broken', 'out', 'rallied']),
    hex: nullable(str),
    faceDown: {
      ...bool,
      description: 'face down (X3.0 step 4, N16.1); its own side and the referee see behind it',
    },
  },
  [
    'nationality',
    'name',
    'printedName',
    'type',
    'strength',
    'movement',
    'ratingsProvenance',
    'ratingsSource',
    'elite',
    'reducedStrength',
    'reducedMovement',
    'conditionalCard',
    'cadre',
    'dummy',
  ],
);

const BY_LABEL = 'a face-down counter the viewer may not see behind by its label (N16.1)';
const ids = (what: string) => ({ ...strs, description: `${what}; ${BY_LABEL}` });

const { rulesetId, scenarioId, custom, ...head } = viewHeadSchema(RULESET_ID, PHASES);

export const VIEW_SCHEMA = object({
  rulesetId,
  scenarioId,
  custom,
  optionalRules: strs,
  ...head,
  units: {
    ...array(UNIT),
    description:
      "every unit; while any counter of a side is face down to the viewer, that side's units off the map are left out (a Dummy or the Cadres used would show)",
  },
  morale: bySide(int),
  held: record(nullable(side), 'objective hex → the side that last had a unit there (X14.0)'),
  ended: nullable(
    object({ reason: shapeEnum(['morale', 'sudden-death', 'last-turn']), rule: str }),
  ),
  cadreParents: record(
    str,
    'Cadre → the unit it was broken down from (N16.7); a face-down Cadre the viewer may not see behind is left out',
  ),
  cards: object({
    prepared: { ...bool, description: 'X3.0 / X17.0 step 3 done (cards set aside, blind pick)' },
    deckSize: {
      ...nullable(int),
      description:
        'the draw pile (N5.0): its size only, its order is no seat’s; null until shuffled',
    },
    discard: strs,
    inForce: array(object({ card: str, side, unitId: str }, ['unitId'])),
    holdsPreselected: {
      ...bool,
      description: 'the French hold a pre-selected card (X3.0 / X17.0 step 3): public',
    },
    preselected: {
      ...nullable(str),
      description:
        'the French pre-selected card: to the French seat and the referee only (null to the others), but X17.1 step 3 gives the Sun openly; null when none is held',
    },
  }),
  setUp: object({
    step: {
      ...nullable(shapeEnum(['prepare', 'french', 'scouting', 'allied'])),
      description: 'the Standard set-up step (X3.0 steps 3-6); null once play has started',
    },
    faceDown: {
      ...strs,
      description:
        'the labels of the counters still face down (public; the units behind them are not)',
    },
    scoutsLeft: { ...int, description: 'X3.0 step 5: the scouting reveals still to make' },
    scoutChooser: nullable(side),
  }),
  ...viewTailSchema(
    {
      arrivalRolled: bool,
      obligedAttackers: ids('N7.3: the phasing units that must attack'),
      obligedDefenders: ids('N7.3: the enemy units that must be attacked'),
      rallyBonus: ids('N12.0: units whose rally roll gets +1'),
      forcedMarch: ids('N12.0: units force-marching this phase'),
    },
    {
      ...object({}),
      description: 'always null: a20 resolves a battle within the command that declares it',
    },
    viewPendingUnion(PENDING_VARIANTS),
  ),
});

/** What `view(state, viewer)` returns (view.ts): derived from `VIEW_SCHEMA`, not kept beside it. */
export type A20View = ShapeType<typeof VIEW_SCHEMA>;
/** One unit of the view: a counter face up, or face down to this viewer. */
export type A20ViewUnit = A20View['units'][number];
