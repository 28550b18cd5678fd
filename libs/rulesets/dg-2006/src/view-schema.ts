import {
  type ShapeType,
  shapeArray as array,
  shapeEnum as oneOf,
  shapeRecord as record,
  shapeUnion,
} from '@pratzen/engine';
import {
  viewAttackUnits,
  viewBool as bool,
  viewBySide as bySide,
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
  viewUnits,
} from '@pratzen/rulesets/hex-kit';
import { ODDS_COLUMNS, RESULTS } from './data/tables';
import { PHASES, RULESET_ID, UNIT_TYPES } from './vocabulary';

/**
 * The shape of `view(state, viewer)` (view.ts), published in the OpenAPI document as
 * `Dg2006State`. test/client/typed-shapes.spec.ts validates the views of played games against
 * it, so it cannot drift from the code.
 */
/**
 * The pending decisions, by `type`: also the data of CombatDecisionRequested. `DgPending`
 * (pending.ts) is their type.
 */
export const PENDING_VARIANTS = [
  // 9.0 Ex: the attacker picks the units that make up the exchange, or takes Ar instead:
  // `required`, the defenders' printed strength the attacker must lose at least; `candidates`,
  // the attacking units that may make up the loss (bombarding artillery excluded, 10.0 C).
  pending('ResolveExchange', '9.0', { required: int, candidates: strs }),
  // 10.0 C: after an Ar, the attacker may have bombarding artillery suffer it too: `candidates`,
  // the bombarding artillery of the attack still on the map.
  pending('ElectRetreat', '10.0 C', { candidates: strs }),
  // 9.31 / 9.32: the victor picks the hex a retreating (or displaced) unit goes to.
  pending('RetreatUnit', ['9.31', '9.32'], {
    unitId: str,
    from: str,
    hexes: array(object({ hex: str, displaces: strs })),
  }),
  // 9.33: one victorious unit may advance into a vacated hex.
  pending('Advance', '9.33', { candidates: array(object({ unitId: str, hexes: strs })) }),
];
const PENDING_DECISION = viewPendingUnion(PENDING_VARIANTS);
/** A summary's `pendingDecision` when there is one (status(), the same as the view's). */
export const PENDING_DECISION_SCHEMA = shapeUnion(PENDING_VARIANTS);

/** 8.0-9.0: the attack being resolved. */
const COMBAT = object({
  attackerSide: side,
  ...viewAttackUnits,
  attackerHexes: strs,
  defenderHexes: strs,
  defenderSide: side,
  column: oneOf(ODDS_COLUMNS),
  die: int,
  result: oneOf(RESULTS),
  queue: {
    ...array(object({ unitId: str, displacement: bool, avoid: strs })),
    description: 'the retreats still to make (9.31, 9.32)',
  },
  advanceDone: bool,
});

export const VIEW_SCHEMA = object({
  ...viewHeadSchema(RULESET_ID, PHASES),
  units: viewUnits(UNIT_TYPES, {
    formation: str,
    strength: int,
    movement: int,
    location: oneOf(['map', 'awaiting', 'eliminated', 'exited', 'out']),
    hex: nullable(str),
  }),
  lost: bySide(int),
  demoralized: nullable(side),
  exited: object({ west: int, east: int }),
  ...viewTailSchema(
    {
      placed: record(int, 'unit → MP spent'),
      advanced: strs,
      silenced: strs,
      obligedAttackers: strs,
      obligedDefenders: strs,
    },
    COMBAT,
    PENDING_DECISION,
  ),
});

/** What `view(state, viewer)` returns (view.ts): derived from `VIEW_SCHEMA`, not kept beside it. */
export type DgView = ShapeType<typeof VIEW_SCHEMA>;
