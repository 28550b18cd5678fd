import type { CombatEvent } from './combat/events';
import type { MovementEvent } from './movement/events';
export type { MovementEvent, PinTested, UnitPassedThrough } from './movement/events';
import type { GeneralEvent } from './generals/events';
import type { FireEvent } from './fire/events';
import type { ScreenEvent } from './screen/events';
import type { ArmyEvent } from './armies/types';
import type { Formation, Morale, Phase, Side } from './vocabulary';

/**
 * Events, decided in the rules' integers and put on the wire in inches and degrees (wire.ts):
 * `UnitMoved` gives the unit's whole new pose and footprint, so a client draws it from the
 * event alone.
 */
export interface UnitMoved {
  readonly type: 'UnitMoved';
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  readonly files: number;
  readonly ranks: number;
  readonly width: number;
  readonly depth: number;
  /** Ticks of front-centre travel (the legs' lengths, before rates and terrain). */
  readonly travelled: number;
  /** 16.4: the parts of the unit's allowance the move used, out of 240,000 (a whole move; 12.10: up to 480,000). */
  readonly used: number;
  /** 9.2, 12.7: the unit's order after the move (a grade D formation change disorders). */
  readonly order: 'steady' | 'disordered';
  readonly rule: string;
}

/** 10: a phase ended; the next begins (in a new turn, the other side active). */
export interface PhaseEnded {
  readonly type: 'PhaseEnded';
  readonly phase: Phase;
  readonly next: Phase;
  readonly turn: number;
  readonly activeSide: Side;
}

/**
 * The scenario's last turn is over (the session then ends the game with its own `GameEnded`,
 * an event type reserved to the engine).
 */
export interface TurnsOver {
  readonly type: 'TurnsOver';
  readonly turn: number;
}

// --- atw-B: attacks, reactions and close combat (12.16, 13, 14, 17; combat/events.ts) ---
export type {
  AttackHalted,
  AttackMade,
  BreakthroughChosen,
  BreakthroughOffered,
  CombatEvent,
  CombatResult,
  CombatRoundFought,
  EngagementEnded,
  Evaded,
  HastySquareTested,
  ReactionOffered,
  Reacted,
} from './combat/events';
// --- damage and morale (6, 8; src/damage, src/morale) ---

/**
 * 8, 8.1: a unit took `hits` damage or rout hits (damage/hits.ts): its figures (a battery's
 * gunners), cavalry's carried odd hit and its files × ranks and footprint after the losses, and
 * what they made of it (6: shattered at 25 %; 9.2.2: exhausted at 50 %, disordered).
 */
export interface UnitHit {
  readonly type: 'UnitHit';
  readonly unitId: string;
  readonly hits: number;
  readonly kind: 'damage' | 'rout';
  readonly figures: number;
  readonly gunners: number;
  readonly carried: number;
  readonly files: number;
  readonly ranks: number;
  readonly width: number;
  readonly depth: number;
  readonly morale: Morale;
  readonly exhausted: 'exhausted' | 'fresh';
  readonly order: 'steady' | 'disordered';
  /** The case that caused the hits (16.9 fire, 17.7 combat, 8.2 rout hits, ...). */
  readonly rule: string;
}

/** 8.2: the rout-hits test: the die, the sum of the modifiers, the score and the hits it gives. */
export interface RoutHitsRolled {
  readonly type: 'RoutHitsRolled';
  readonly unitId: string;
  readonly hits: number;
  readonly roll: number;
  readonly score: number;
  readonly modifier: number;
  readonly rule: string;
}

/** 6: a unit becomes halted (16.10 a failed fire test after advancing 4", 14.2 ...). */
export interface UnitHalted {
  readonly type: 'UnitHalted';
  readonly unitId: string;
  readonly rule: string;
}

/** 6: a halted unit recovers after a full active turn; 11: a shaken unit rallies. Good again. */
export interface UnitRecovered {
  readonly type: 'UnitRecovered';
  readonly unitId: string;
  readonly rule: string;
}

/** 9.2.1, 10-5d: a disordered unit that stood its whole active turn reforms. */
export interface UnitReformed {
  readonly type: 'UnitReformed';
  readonly unitId: string;
  readonly rule: string;
}

/** 6: a shattered unit leaves the table at the end of the phase. */
export interface UnitRemoved {
  readonly type: 'UnitRemoved';
  readonly unitId: string;
  readonly rule: string;
}

// --- retreats (15; src/retreat) ---

/** 15.1: a compulsory retreat is ordered; the owner chooses its path (`Retreat`). */
export interface RetreatOrdered {
  readonly type: 'RetreatOrdered';
  readonly unitId: string;
  /** The heading directly away from the fire or attack (tenths; degrees on the wire). */
  readonly away: number;
  readonly rule: string;
  /** 8.2: the arm it lost a combat round to, or `none`. */
  readonly lostCombatTo: 'infantry' | 'cavalry' | 'artillery' | 'none';
  /** 8.2, 14.3: under a true flank/rear attack or bookended. */
  readonly flank: 'flank-or-rear' | 'none';
}

/**
 * 15.1, 15.2: a unit retreated (compulsorily, or voluntarily in its move phase): its new pose
 * (squares and garrisons in column), the distance and the angle off straight away; it is shaken.
 */
export interface UnitRetreated {
  readonly type: 'UnitRetreated';
  readonly rule: string;
  readonly unitId: string;
  readonly voluntary: 'voluntary' | 'compulsory';
  /** Ticks from the start (turned about its centre), and tenths off straight away. */
  readonly distance: number;
  readonly angle: number;
  readonly formation: Formation;
  readonly files: number;
  readonly ranks: number;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly width: number;
  readonly depth: number;
}

/** 15.1: no retreat avoids the enemy (surrounded): the unit is shattered. */
export interface RetreatBlocked {
  readonly type: 'RetreatBlocked';
  readonly unitId: string;
  /** What closed the last way tried (a unit id, or `terrain`). */
  readonly by: string;
  readonly rule: string;
}

// --- rally (11; src/rally) ---

/** 11: a rally test: the die and the score it had to reach; rallied units are then good. */
export interface RallyTested {
  readonly type: 'RallyTested';
  readonly unitId: string;
  readonly roll: number;
  readonly need: number;
  readonly result: 'rallied' | 'shaken';
  readonly rule: string;
}

export type AtwEvent =
  | UnitMoved
  // 12.12
  | MovementEvent
  | PhaseEnded
  | TurnsOver
  // atw-B (12.16, 13.2, 14, 17)
  | CombatEvent
  // damage and morale (6, 8)
  | UnitHit
  | RoutHitsRolled
  | UnitRemoved
  | UnitHalted
  | UnitRecovered
  | UnitReformed
  // retreats (15)
  | RetreatOrdered
  | UnitRetreated
  | RetreatBlocked
  // rally (11)
  | RallyTested
  // generals (7)
  | GeneralEvent
  // 9.2-1 terrain disorder
  | UnitDisordered
  // shooting (16)
  // shooting (16; src/fire)
  | FireEvent
  // screens (13.4)
  | ScreenEvent
  // hidden army lists (20)
  | ArmyEvent;

/** 9.2-1: a move disordered the unit (entering woods, a bridge, a marked stream; cavalry on a steep hill...). */
export interface UnitDisordered {
  readonly type: 'UnitDisordered';
  readonly unitId: string;
  /** The feature (or the unit attacked) that disordered it. */
  readonly by: string;
  readonly rule: string;
}

// --- shooting (16; src/fire/events.ts) ---
export type {
  BlockRuined,
  DuelTested,
  FireEvent,
  FireTested,
  GunsDismounted,
  ShellOnCavalry,
  Shot,
} from './fire/events';
