import type { ShapeType } from '@pratzen/engine';
import type { EventOf } from './events';
import type { HexGameState, PhaseMarksHead, PlacedUnit } from '@pratzen/rulesets/hex-kit';
import type { BySide, Phase, ScenarioId, Side } from './vocabulary';
import type { CardsState } from './deck/cards-state';
import type { FogState } from './fog/fog-state';
import type { PENDING_DECISION_SCHEMA } from './view-schema';

/**
 * Where a unit is: `map`; `awaiting` a reinforcement not yet arrived (X11.6); `broken` in the
 * Broken box (N9.7); `out` not in this game (a Conditional unit, an unused cadre or dummy).
 */
export type UnitLocation = 'map' | 'awaiting' | 'broken' | 'out' | 'rallied';

/** The changing facts of one unit; the printed facts are its Counter. */
export interface UnitState extends PlacedUnit {
  readonly location: UnitLocation;
  /** N9.6: carries a Routed marker (exerts no ZOC, may not attack, breaks if it routs again). */
  readonly routed: boolean;
  /** Its combat strength now (III Corps may arrive at its lower rating, X11.6). */
  readonly strength: number;
}

/** Bookkeeping that lives for one phase and is cleared when it ends. */
export interface PhaseMarks extends PhaseMarksHead {
  /** X11.6: the arrival die was rolled this phase (a 1 waits for the next turn). */
  readonly arrivalRolled: boolean;
  /** N7.3: the phasing units in an enemy ZOC at the start of the Combat Phase (must attack). */
  readonly obligedAttackers: readonly string[];
  /** N7.3: the enemy units exerting that ZOC (must be attacked). */
  readonly obligedDefenders: readonly string[];
  /** N12.0: units whose rally roll this phase gets +1 (a Morale Point spent). */
  readonly rallyBonus: readonly string[];
  /** N12.0: units force-marching this Movement Phase (+1 Movement Point). */
  readonly forcedMarch: readonly string[];
}

export const NO_MARKS: PhaseMarks = {
  moved: [],
  attacked: [],
  defended: [],
  arrivalRolled: false,
  obligedAttackers: [],
  obligedDefenders: [],
  rallyBonus: [],
  forcedMarch: [],
};

/** N9.9.2: a victorious unit that may advance, and the hexes of the retreat path it may end in. */
export type AdvanceCandidate = EventOf<'AdvanceOffered'>['candidates'][number];

/**
 * The choice held in the middle of a resolution, derived from its published shape
 * (view-schema.ts `PENDING_VARIANTS`): N9.8.6 a retreat's route (`Retreat`), N9.9 the advance
 * after combat (`Advance`: `path` the retreat path, `candidates` who may still advance), N8.0 the
 * Reaction Phase (`Reaction`, the non-phasing player's: countercharges N8.1, disengagements N8.3,
 * then EndPhase), N9.5 EX losses (`ExchangeLosses`, `need` in printed strength), N12.0 the
 * defender's reserve (`DefenderReserve`), N5.0 a unit a card names (`CardTarget`).
 */
export type A20Pending = ShapeType<typeof PENDING_DECISION_SCHEMA>;
type PendingOf<T extends A20Pending['type']> = Extract<A20Pending, { readonly type: T }>;
export type RetreatPending = PendingOf<'Retreat'>;
export type AdvancePending = PendingOf<'Advance'>;
export type ReactionPending = PendingOf<'Reaction'>;
export type ExchangePending = PendingOf<'ExchangeLosses'>;
export type ReservePending = PendingOf<'DefenderReserve'>;
export type CardTargetPending = PendingOf<'CardTarget'>;

/** An Austerlitz 20 game: the hex game state and its own facts. */
export interface A20State extends HexGameState<
  'a20',
  Side,
  Phase,
  UnitState,
  PhaseMarks,
  null,
  A20Pending
> {
  readonly scenarioId: ScenarioId;
  /** The optional rules in play (X16.8 `weather`). */
  readonly optionalRules: readonly string[];
  /** N12.0: each army's Morale Points. */
  readonly morale: BySide<number>;
  /** X14.0: the side that last had a unit in each objective hex (null: nobody yet). */
  readonly held: Readonly<Record<string, Side | null>>;
  /** N16.7: each Cadre in play and the unit it was broken down from. */
  readonly cadreParents: Readonly<Record<string, string>>;
  /** X17.0 step 7: the Allies attacked in their first player turn. */
  readonly alliedAttacked: boolean;
  /** The game's end, once over (N15.0). */
  readonly ended: null | {
    readonly reason: EventOf<'BattleEnded'>['reason'];
    readonly rule: string;
  };
  /** N5.0, X3.0 step 3: the event deck and the French pre-selected card (deck/). */
  readonly cards: CardsState;
  /** X3.0 steps 4-7, N16.1: face-down French counters and the Standard set-up's step (fog/). */
  readonly fog: FogState;
}
