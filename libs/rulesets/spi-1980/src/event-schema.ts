import {
  type JsonSchema,
  type Shape,
  phaseEndedShape,
  shape,
  shapeOf,
  shapeUnion,
  turnLimitReachedShape,
} from '@pratzen/engine';
import type { SpiEvent } from './events';
import type { PendingOf, SpiPending } from './pending';
import { ODDS_COLUMNS } from './data/tables';
import { DISENGAGEMENT_LOSSES } from './movement/movement-schemas';
import { ATTACK_PLAN, PENDING_VARIANTS } from './view-schema';
import { PHASES, SIDES } from './vocabulary';

const { array, bool, int, literal, nullable, num, object, oneOf, str, strs } = shape;

/**
 * The `data` of every SPI 1980 event (events.ts, movement/, combat/), by type, published in the
 * OpenAPI document (`Spi1980<Type>Event`), and the attack preview of commands/validate.
 * test/client/event-shapes.spec.ts validates every event of played games, as each viewer sees
 * it, against them.
 */
const side = oneOf(SIDES);
const role = oneOf(['attacker', 'defender']);
const column = oneOf(ODDS_COLUMNS);
const deployments = array(object({ unitId: str, hex: str }));
/** The pending decisions of these types (one: itself; several: their union). */
function pendingOf<T extends SpiPending['type']>(...types: T[]): Shape<PendingOf<T>> {
  const variants = PENDING_VARIANTS.filter((v) => {
    const t = (v['properties'] as Record<string, { enum?: string[] }>)['type'];
    return (types as string[]).includes(t?.enum?.[0] ?? '');
  });
  // the variants of PENDING_VARIANTS whose type is one of `types`: their type is PendingOf<T>
  return shapeOf<PendingOf<T>>(
    variants.length === 1 && variants[0] !== undefined ? variants[0] : shapeUnion(variants),
  );
}
const shift = object({ rule: str, columns: int });

/**
 * The events shared by every phase (losses, disruption, relocations, morale, sequence), by type:
 * `CoreEvent` (events.ts) is derived from these. Every die is in the event that used it.
 */
export const CORE_EVENT_SCHEMAS = {
  StrengthLost: object({ unitId: str, csp: int, rule: str, cause: str }),
  UnitDisrupted: object({ unitId: str, rule: str }),
  UnitRelocated: object({
    unitId: str,
    // hexes entered, in order; the last is where the unit ends
    path: strs,
    reason: oneOf(['retreat', 'rout', 'displacement', 'advance', 'fallback', 'deployment']),
    rule: str,
  }),
  ArmyDemoralized: object({ side, rule: literal('10.0') }),
  ReserveDeploymentPlotted: object(
    {
      deployments: {
        ...deployments,
        description: 'the written deployment (12.0); empty for the Allies and spectators',
      },
      // set on the copy shown to viewers who may not see the written deployment (12.0)
      redacted: shapeOf<true>({
        type: 'boolean',
        enum: [true],
        description: 'set on the blanked copy',
      }),
    },
    ['redacted'],
  ),
  ReserveDeploymentRevealed: object({ deployments }),
  ReinforcementsChecked: object({ turn: int, die: int, modified: int, available: bool }),
  CorpsRallyRolled: object({
    corps: str,
    die: int,
    units: array(
      object({
        unitId: str,
        modifiers: array(object({ rule: str, value: int })),
        modified: int,
        rallied: bool,
      }),
    ),
  }),
  PhaseEnded: phaseEndedShape(SIDES, PHASES),
  TurnLimitReached: turnLimitReachedShape(SIDES),
} satisfies Readonly<Record<string, JsonSchema>>;

/** The events of the Movement Phase, by type: `MovementEvent` (movement/movement-events.ts). */
export const MOVEMENT_EVENT_SCHEMAS = {
  UnitMoved: object({
    unitId: str,
    // Hexes entered, in order (for an entering reinforcement, the first is its entry hex). A move
    // interrupted by a Disengagement Check is recorded as several UnitMoved legs (see
    // move-execute.ts); a leg that only leaves the map (4.7) has an empty path.
    path: strs,
    mpSpent: int,
    // 4.8: the unit moved in March Order
    marchOrder: bool,
    // 9.1: the unit entered the map with this move
    entered: bool,
    // 4.7: the unit left the map at the end of this move
    exited: bool,
  }),
  // 4.6: a Disengagement Check made on leaving `hex`; 'loss': a modified "1" — the unit must
  // lose a CSP or become disrupted.
  DisengagementChecked: object({
    unitId: str,
    hex: str,
    die: int,
    modifier: int,
    modified: int,
    outcome: oneOf(['none', 'loss']),
  }),
  // 4.6: the phasing player must choose how the loss of a Disengagement Check is taken.
  DisengagementLossRequested: object({ decision: pendingOf('TakeDisengagementLoss') }),
  // 4.6: the loss is taken as `loss` (StrengthLost or UnitDisrupted follows); the unit may go on
  // moving with `mpLeft` MP (0: its move is over).
  DisengagementLossTaken: object({ unitId: str, loss: oneOf(DISENGAGEMENT_LOSSES), mpLeft: int }),
  // 4.4: hexes over the stacking limit at the end of the Movement Phase; the enemy must choose
  // losses. Emitted again after ReduceOverstack as the re-check: empty `hexes` settles it.
  OverstackFound: object({
    owner: side,
    hexes: array(object({ hex: str, excess: int, unitIds: strs })),
  }),
} satisfies Readonly<Record<string, JsonSchema>>;

/**
 * The events of the Combat Phase, by type: `CombatEvent` (combat/combat-events.ts). Losses,
 * disruption and relocations are the core events emitted in between.
 */
export const COMBAT_EVENT_SCHEMAS = {
  AttackDeclared: ATTACK_PLAN,
  DefenceDeclared: object({ side, moraleUnit: nullable(str), charges: strs }),
  AttackResolved: object({
    attackerStrength: num,
    defenderStrength: num,
    // the simplified ratio before any shift (6.2), e.g. "2-1", "8-1", "1-7"
    odds: str,
    shifts: array(shift),
    column,
    die: int,
    // the CRT cell (attacker/defender) as printed
    result: str,
  }),
  RoutRolled: object({ role, side, die: int, modifier: int, hexes: int }),
  CombatDecisionRequested: object({
    decision: pendingOf('DeclareDefence', 'TakeLosses', 'Rout', 'Advance', 'FallBack'),
  }),
  AttackConcluded: object({ attackers: strs, defenders: strs }),
} satisfies Readonly<Record<string, JsonSchema>>;

/** Keyed by every event type of `SpiEvent` (the compiler checks that none is missing). */
export const EVENT_SCHEMAS: Readonly<Record<SpiEvent['type'], JsonSchema>> = {
  ...CORE_EVENT_SCHEMAS,
  ...MOVEMENT_EVENT_SCHEMAS,
  ...COMBAT_EVENT_SCHEMAS,
};

const unitStrength = object({
  unitId: str,
  base: num,
  charging: bool,
  halvings: int,
  multiplier: int,
  value: num,
});
const sideResult = object({ losses: int, disrupted: bool, rout: nullable(int) });

/** combat/preview.ts: an attack's odds column and outcome table. */
export const PREVIEW_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  Attack: object({
    odds: str,
    column,
    shifts: array(shift),
    attackerStrength: num,
    defenderStrength: num,
    units: object({ attackers: array(unitStrength), defenders: array(unitStrength) }),
    defence: object({ moraleUnit: nullable(str), charges: strs, assumed: bool }),
    outcomes: array(object({ die: int, result: str, attacker: sideResult, defender: sideResult })),
  }),
};
