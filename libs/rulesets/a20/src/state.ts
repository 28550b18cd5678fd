import type { PendingDecision } from '@pratzen/engine';
import type { EventOf } from './events';
import type { HexGameState, PhaseMarksHead, PlacedUnit } from '@pratzen/rulesets/hex-kit';
import type { BySide, CombatResult, Phase, ScenarioId, Side } from './vocabulary';
import type { CardsState } from './deck/cards-state';
import type { FogState } from './fog/fog-state';

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
 * The choice held in the middle of a resolution: N9.9 advance after combat (retreats are still
 * resolved at once). `path` is the retreat path (N9.9.1), `candidates` who may still advance.
 */
export interface AdvancePending extends PendingDecision {
  readonly type: 'Advance';
  readonly side: Side;
  readonly rule: 'N9.9';
  readonly path: readonly string[];
  readonly candidates: readonly AdvanceCandidate[];
}

/**
 * N8.0: the Reaction Phase is the non-phasing player's: his pending decision while it lasts
 * (countercharges N8.1, disengagements N8.3, then EndPhase).
 */
export interface ReactionPending extends PendingDecision {
  readonly type: 'Reaction';
  readonly side: Side;
  readonly rule: 'N8.0';
}

/** N9.5 EX: the attacker chooses which of his attackers Break (`need`: printed strength). */
export interface ExchangePending extends PendingDecision {
  readonly type: 'ExchangeLosses';
  readonly side: Side;
  readonly rule: 'N9.5';
  readonly attackers: readonly string[];
  readonly need: number;
}

/** N12.0: a declared battle waits for the defender's reserve (`CommitReserve`). */
export interface ReservePending extends PendingDecision {
  readonly type: 'DefenderReserve';
  readonly side: Side;
  readonly rule: 'N12.0';
  readonly attackers: readonly string[];
  readonly defender: string;
  /** The attacker spent a Morale Point on his reserve with the declaration (+1). */
  readonly attackerReserve: boolean;
}

/** N5.0: a card waits for `side` to name a unit (deck/card-targets.ts). */
export interface CardTargetPending extends PendingDecision {
  readonly type: 'CardTarget';
  readonly side: Side;
  readonly rule: 'N5.0';
  readonly card: string;
  readonly options: readonly string[];
  /** He may name none (Stragglers Return: the roll is his choice). */
  readonly optional: boolean;
}

/** N9.8.6: a retreating unit's owner picks its route (combat/retreat-choice.ts). */
export interface RetreatPending extends PendingDecision {
  readonly type: 'Retreat';
  readonly side: Side;
  readonly rule: 'N9.8.6';
  readonly unitId: string;
  readonly kind: 'rout' | 'withdraw';
  readonly die: number | null;
  readonly distance: number;
  readonly routes: readonly { readonly loc: string; readonly path: readonly string[] }[];
  /** The battle's attackers and result (for the advance after the retreat, N9.9; null: the ice). */
  readonly attackers: readonly string[];
  readonly result: CombatResult | null;
  /** The units of the same result still to retreat, in order, and what follows the last. */
  readonly queue: EventOf<'RetreatOffered'>['queue'];
  readonly then: EventOf<'RetreatOffered'>['then'];
}

export type A20Pending =
  | RetreatPending
  | AdvancePending
  | ReactionPending
  | ExchangePending
  | ReservePending
  | CardTargetPending;

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
  readonly ended: null | { readonly reason: string; readonly rule: string };
  /** N5.0, X3.0 step 3: the event deck and the French pre-selected card (deck/). */
  readonly cards: CardsState;
  /** X3.0 steps 4-7, N16.1: face-down French counters and the Standard set-up's step (fog/). */
  readonly fog: FogState;
}
