import {
  type ShapeType,
  shapeArray as array,
  shapeEnum,
  shapeOf,
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
import type { OddsColumn } from './data/tables';
import { DISENGAGEMENT_LOSSES } from './movement/movement-schemas';
import { PHASES, RULESET_ID, UNIT_TYPES } from './vocabulary';

/**
 * The shape of `view(state, viewer)` (view.ts), published in the OpenAPI document as
 * `Spi1980State`. test/client/typed-shapes.spec.ts validates the views of played games against
 * it for every viewer, so it cannot drift from the code.
 */
const hexChoices = array(object({ unitId: str, hexes: strs }));
const role = shapeEnum(['attacker', 'defender']);
const routRoll = nullable(object({ die: int, modifier: int, hexes: int }));

/**
 * The pending decisions, by `type`: also the data of the events that ask for one. `SpiPending`
 * (pending.ts) and each decision's type are derived from them.
 */
export const PENDING_VARIANTS = [
  pending('PlotReserveDeployment', '12.0', {}),
  pending('ReduceOverstack', '4.4', {
    hexes: array(object({ hex: str, excess: int, unitIds: strs })),
  }),
  pending('TakeDisengagementLoss', '4.6', {
    unitId: str,
    hex: nullable(str),
    mpLeft: int,
    options: array(shapeEnum(DISENGAGEMENT_LOSSES)),
  }),
  pending('DeclareDefence', '6.8', { moraleCandidates: strs, chargeCandidates: strs }),
  pending('TakeLosses', '6.4', {
    role,
    units: strs,
    losses: int,
    disrupt: bool,
    maxRetreat: int,
    moraleUnit: nullable(str),
  }),
  pending('Rout', '6.5', { role, units: strs, hexes: int, die: int, moraleUnit: nullable(str) }),
  pending('Advance', '6.7', { vacated: strs, candidates: hexChoices }),
  pending('FallBack', '6.9', { candidates: hexChoices }),
];
const PENDING_DECISION = viewPendingUnion(PENDING_VARIANTS);
/** A summary's `pendingDecision` when there is one (status(), the same as the view's). */
export const PENDING_DECISION_SCHEMA = shapeUnion(PENDING_VARIANTS);

/**
 * 6.1: an attack as declared (`AttackPlan`, combat/combat-state.ts). `bombarding`: artillery
 * attacking from two hexes away (5.6, 5.8), unaffected by results, may fall back (6.9).
 */
export const ATTACK_PLAN = object({
  attackerSide: side,
  defenderSide: side,
  ...viewAttackUnits,
  // 5.9: attacking cavalry that charge
  charges: strs,
  // 6.8: the attacker's morale unit; null for a bombardment alone
  moraleUnit: nullable(str),
  // 6.2: the column the attacker announced he would lower the ratio to (published as a string)
  lowerOddsTo: nullable(shapeOf<OddsColumn>(str)),
  // the hexes the defenders held when the attack was declared (6.5, 6.7)
  defenderHexes: strs,
  // 6.6: the bombardment fulfils 5.1, so its artillery may not be displaced
  requiredBombardment: bool,
});

/** 6.0: the attack being resolved. */
const COMBAT = object({
  plan: ATTACK_PLAN,
  defence: nullable(object({ moraleUnit: nullable(str), charges: strs })),
  roll: nullable(object({ die: int, column: str, result: str })),
  routs: object({ attacker: routRoll, defender: routRoll }),
  moraleBefore: bySide(int),
});

const { rulesetId, scenarioId, custom, ...head } = viewHeadSchema(RULESET_ID, PHASES);

export const VIEW_SCHEMA = object({
  rulesetId,
  scenarioId,
  custom,
  options: object({ corpsIntegrity: bool }),
  ...head,
  units: viewUnits(UNIT_TYPES, {
    corps: str,
    printedStrength: int,
    morale: int,
    movement: int,
    location: shapeEnum(['map', 'reserve', 'awaiting', 'eliminated', 'exited']),
    hex: nullable(str),
    strength: int,
    disrupted: bool,
  }),
  armyMorale: bySide(int),
  demoralized: bySide(bool),
  cspLost: bySide(int),
  control: record(side, 'victory hex → side'),
  reinforcementsAvailable: bool,
  reserve: object(
    {
      plotted: bool,
      revealed: bool,
      deployments: {
        ...array(object({ unitId: str, hex: str })),
        description: 'the written deployment (12.0): French seat and referee, or once revealed',
      },
    },
    ['deployments'],
  ),
  ...viewTailSchema(
    { ralliedCorps: strs, continuing: nullable(object({ unitId: str, mpLeft: int })) },
    COMBAT,
    PENDING_DECISION,
  ),
});

/** What `view(state, viewer)` returns (view.ts): derived from `VIEW_SCHEMA`, not kept beside it. */
export type SpiView = ShapeType<typeof VIEW_SCHEMA>;
