/** Attacks, reactions and close combat's events (12.16, 13.2, 14, 17; re-exported by events.ts). */
import type { Face, Reaction } from '../state';
import type { Side } from '../vocabulary';

/** 14: an attack move ended in contact with `defenderId` (one event per defender touched). */
export interface AttackMade {
  readonly type: 'AttackMade';
  readonly attackerId: string;
  readonly defenderId: string;
  /** 14.3: the defender's face touched. */
  readonly face: Face;
  /** 14.3: a true flank/rear attack, or frontal wherever it touches. */
  readonly attack: 'frontal' | 'true-flank';
  /** 14.4-3: a contact angle of 45° or more: the attacker counts as under flank/rear attack. */
  readonly attackerCounts: 'frontal' | 'flanked';
  /** 17.3: the defender was already in a combat. */
  readonly combat: 'new' | 'continuing';
  /** 17.8 (optional): the friend whose attack this cavalry reinforces from behind (absent: its own attack). */
  readonly behind?: string;
  readonly rule: string;
}

/** 14.2: cavalry about to attack a steady square rolled under 5: halted, it does not attack. */
export interface AttackHalted {
  readonly type: 'AttackHalted';
  readonly unitId: string;
  readonly against: string;
  readonly roll: number;
  readonly rule: string;
}

/** 10-2b: the game waits for this unit's owner to react (`React`). */
export interface ReactionOffered {
  readonly type: 'ReactionOffered';
  readonly unitId: string;
  readonly side: Side;
  readonly against: string;
  readonly options: readonly Reaction[];
  /** Ticks the attacker's front centre travelled (12.16: a recoil is half of it). */
  readonly moved: number;
  /** 12.16: the attack began ahead of the unit's front, or behind its flank or rear (−1). */
  readonly began: 'ahead' | 'behind';
}

/** 10-2b: the awaited reaction was answered (`stand`: nothing else happens). */
export interface Reacted {
  readonly type: 'Reacted';
  readonly unitId: string;
  readonly choice: Reaction;
}

/** 12.16: the hasty square test: passed, a steady square; failed, disordered where it stands. */
export interface HastySquareTested {
  readonly type: 'HastySquareTested';
  readonly unitId: string;
  readonly roll: number;
  /** The score the modified roll had to reach (A 1, B 2, C 3, D 5). */
  readonly need: number;
  readonly modifier: number;
  readonly result: 'passed' | 'failed';
  readonly rule: string;
}

/** 12.16, 13.2, 17.5: two units are no longer in contact. */
export interface EngagementEnded {
  readonly type: 'EngagementEnded';
  readonly attackerId: string;
  readonly defenderId: string;
  readonly rule: string;
}

/** 13.2: attacked skirmishers evaded `distance` (2D6" or 3D6" rolled); `caught`, they are shattered. */
export interface Evaded {
  readonly type: 'Evaded';
  readonly unitId: string;
  readonly rolls: readonly number[];
  readonly distance: number;
  readonly x: number;
  readonly y: number;
  readonly result: 'escaped' | 'caught';
  readonly rule: string;
}

/** 17: one round between an attacker and a defender, every die shown. */
export interface CombatRoundFought {
  readonly type: 'CombatRoundFought';
  readonly attackerId: string;
  readonly defenderId: string;
  readonly attackerCP: number;
  readonly defenderCP: number;
  /** 17.7: the lowest die score that hits, each way. */
  readonly attackerNeeds: number;
  readonly defenderNeeds: number;
  readonly attackerRolls: readonly number[];
  readonly defenderRolls: readonly number[];
  readonly hitsOnAttacker: number;
  readonly hitsOnDefender: number;
  readonly rule: string;
}

/**
 * 17.4–17.6: a unit's round: hits suffered (after 17.6-3) and inflicted; `lost` (17.5: it
 * retreats shaken and takes rout hits), `held`, `shattered` (17.6-2, 17.6-4/5/6) or `drove-off`
 * (17.6-3: guns cancel the hits they took).
 */
export interface CombatResult {
  readonly type: 'CombatResult';
  readonly unitId: string;
  readonly suffered: number;
  readonly inflicted: number;
  readonly result: 'lost' | 'held' | 'shattered' | 'drove-off';
  /** 17.4: two or more combat hits this turn disorder it. */
  readonly disorder: 'none' | 'disordered';
  readonly rule: string;
}

/**
 * 17.9 (optional): every opponent of this formed, good-morale cavalry retreated: its owner may
 * break through (`Breakthrough`), the decision awaited once the retreats are made.
 */
export interface BreakthroughOffered {
  readonly type: 'BreakthroughOffered';
  readonly unitId: string;
  readonly side: Side;
  /** The beaten units' line of retreat (tenths; degrees on the wire). */
  readonly away: number;
  /** The units it beat (not targets of the breakthrough). */
  readonly beaten: readonly string[];
  readonly rule: string;
}

/** 17.9: the owner's answer: an attack move (its `UnitMoved` and `AttackMade` follow) or stand. */
export interface BreakthroughChosen {
  readonly type: 'BreakthroughChosen';
  readonly unitId: string;
  readonly choice: 'attack' | 'stand';
  readonly rule: string;
}

/** The events of attacks, reactions and close combat. */
export type CombatEvent =
  | AttackMade
  | AttackHalted
  | ReactionOffered
  | Reacted
  | HastySquareTested
  | EngagementEnded
  | Evaded
  | CombatRoundFought
  | CombatResult
  | BreakthroughOffered
  | BreakthroughChosen;
