import type {
  FogRolled,
  ChitDeployed,
  ChitMoved,
  ChitRevealed,
  ChitUnitsPlaced,
  ChitsAllotted,
  CorpsMoved,
  UnitEntered,
} from './fog-events';
import type { Reaction } from './state';
import type { Formation, MoraleState, Phase, Side } from './vocabulary';

/**
 * Events as the rules decide and fold them: integers and strings only (ticks, tenths of a
 * degree), so a record re-decides byte for byte. On the wire (rules version 0.2.0 on) the same
 * events speak UM and degrees: `wire-units.ts` converts them at the ruleset's boundary (games
 * created under 0.1.0 keep these integers).
 */
export interface UnitMoved {
  readonly type: 'UnitMoved';
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  /** Ticks of allowance spent (terrain included). */
  readonly spent: number;
  /** The HQ's host after the move; absent when it is attached to nothing (moved off its host). */
  readonly attachedTo?: string;
  /** 17.1.1.6: red locations the unit passed through (their control changes). */
  readonly passed: readonly string[];
  /** 13.1: the enemy unit it closed on, declaring (or joining) an attack. */
  readonly attacks?: string;
  /** 13.12.3: the attack is a charge. */
  readonly charge?: 'yes';
}

export interface PhaseEnded {
  readonly type: 'PhaseEnded';
  readonly side: Side;
  readonly phase: Phase;
}

/** 12.4: a morale check, its two dice and the total that passed (`needed`). */
export interface MoraleChecked {
  readonly type: 'MoraleChecked';
  readonly unitId: string;
  readonly cause: string;
  readonly dice: readonly [number, number];
  readonly needed: number;
  readonly result: 'passed' | 'failed' | 'double-1' | 'double-6';
  /** 12.7.2.3: the routed or eliminated unit a nearby check was for. */
  readonly for?: string;
}

/** 13.5.1: a step lost. */
export interface StepLost {
  readonly type: 'StepLost';
  readonly unitId: string;
}

/** 13.10–13.11, 12.5.3: a retreat or a rout's flight: the new pose and the distance covered. */
export interface UnitRetreated {
  readonly type: 'UnitRetreated';
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly distance: number;
  /** 5.2: a square driven off clear ground ends as a column. */
  readonly formation?: Formation;
}

/** 12.5, 12.9–12.11: a unit's morale state changes (and Blood Rage with it). */
export interface MoraleChanged {
  readonly type: 'MoraleChanged';
  readonly unitId: string;
  readonly to: MoraleState;
  readonly bloodRage?: 'gained' | 'lost';
  /** 12.10.1: a routed unit that rallies may be refaced and re-formed (its new pose). */
  readonly x?: number;
  readonly y?: number;
  readonly facing?: number;
  readonly formation?: Formation;
}

/** A unit removed from play (12.5.3.2, 12.11, 13.11.2 …). */
export interface UnitEliminated {
  readonly type: 'UnitEliminated';
  readonly unitId: string;
  readonly cause: string;
}

/** 9.1–9.5: guns fired (their poses after any 9.5 pivot); round shot's to-hit die and what it needed. */
export interface ArtilleryFired {
  readonly type: 'ArtilleryFired';
  readonly unitIds: readonly string[];
  readonly facings: readonly number[];
  readonly positions: readonly (readonly [number, number])[];
  readonly targetId: string;
  readonly ammunition: 'round-shot' | 'canister';
  readonly hitRoll?: number;
  readonly needed?: number;
  readonly result: 'hit' | 'miss';
}

/** One unit's roll on the Combat/Fire table: die, modifiers, total, and the line it reads. */
export interface FireResolved {
  readonly type: 'FireResolved';
  readonly unitId: string;
  readonly roll: number;
  readonly modifier: number;
  readonly total: number;
  readonly result: string;
  readonly checkModifier: number;
}

/** 10.4: musketry fired (the combined rating); `keys` record who fired (a square per target, 5.4.4). */
export interface MusketryFired {
  readonly type: 'MusketryFired';
  readonly unitIds: readonly string[];
  readonly keys: readonly string[];
  readonly targetId: string;
  readonly rating: number;
  /** 10.4.3.1: friends on the flanks that added 1 each to the fire before the assault. */
  readonly supporters?: readonly string[];
}

/** 13.4: a close combat: the dice, the modifiers and the difference (attacker minus defender). */
export interface CloseCombat {
  readonly type: 'CloseCombat';
  readonly defender: string;
  readonly attackers: readonly string[];
  readonly leader: string;
  readonly direction: 'front' | 'flank' | 'rear';
  readonly attackerRoll: number;
  readonly attackerModifier: number;
  readonly defenderRoll: number;
  readonly defenderModifier: number;
  readonly difference: number;
}

/** 13.3: a combat the other side now attacks in (the roles passed). */
export interface CombatDeclared {
  readonly type: 'CombatDeclared';
  readonly defender: string;
  readonly attackers: readonly string[];
  readonly side: Side;
  readonly ongoing: 'yes' | 'no';
}

/** A combat over (decided, cancelled 13.3, or passed to the other side). */
export interface CombatEnded {
  readonly type: 'CombatEnded';
  readonly defender: string;
  readonly side: Side;
  readonly reason: string;
}

/** 10.4.3.5: musketry before the assault: the attacker's bonus, or an attacking unit stunned out of the attack. */
export interface AssaultFire {
  readonly type: 'AssaultFire';
  readonly defender: string;
  readonly side: Side;
  readonly bonus?: number;
  readonly leaves?: string;
}

/** 13.6: a unit disengaged: it backed ½ UM from the enemy (its new pose) and left its combats. */
export interface Disengaged {
  readonly type: 'Disengaged';
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

/** 13.12.3.1: a charge declared. */
export interface ChargeDeclared {
  readonly type: 'ChargeDeclared';
  readonly unitId: string;
  readonly targetId: string;
}

/** 20.1 (optional): after a hit, an Allied battery rolled a 6: out of ammunition (marker 2). */
export interface AmmunitionSpent {
  readonly type: 'AmmunitionSpent';
  readonly unitId: string;
  readonly die: number;
}

/**
 * 4.6.1, 5.4.5, 13.8, 13.12.1.2, 13.12.2.1: a unit about to be attacked by `against` (or the
 * cavalry whose attack a hasty square met) may react: the game waits for its owner's answer.
 */
export interface ReactionOffered {
  readonly type: 'ReactionOffered';
  readonly unitId: string;
  readonly side: Side;
  readonly against: string;
  readonly options: readonly Reaction[];
  /** 13.12.2.1: ticks of movement the cavalry has left to press home. */
  readonly left?: number;
}

/**
 * A reaction made: `hasty-square` (formed, or failed: stunned), `shelter` (the crew into square
 * `squareId`), `withdraw`/`evade` (the new pose), `press` (into contact again) or `stop` (½ UM
 * off: the attack is off), `none`. A check's dice come first, in a `MoraleChecked`.
 */
export interface Reacted {
  readonly type: 'Reacted';
  readonly unitId: string;
  readonly reaction: Reaction;
  readonly against: string;
  readonly result: 'done' | 'failed';
  readonly x?: number;
  readonly y?: number;
  readonly facing?: number;
  readonly formation?: Formation;
  readonly distance?: number;
  readonly squareId?: string;
  /** 13.11.4, 17.1.1.6: red locations an advance passed through (their control changes). */
  readonly passed?: readonly string[];
}

/** 13.15.1.1.2: the danger past, a battery's crew leaves the square and mans its guns again. */
export interface CrewReturned {
  readonly type: 'CrewReturned';
  readonly unitId: string;
  readonly squareId: string;
}

/** 13.15.1.1.3: an attack on crewless guns: the attacker's die (1–4 destroys them). */
export interface CrewlessGunsAttacked {
  readonly type: 'CrewlessGunsAttacked';
  readonly unitId: string;
  readonly attackers: readonly string[];
  readonly roll: number;
  readonly result: 'destroyed' | 'survived';
}

/** 12.6.3: a unit whose corps HQ was lost fails its check (retreating until it rallies) or rallies. */
export interface Shaken {
  readonly type: 'Shaken';
  readonly unitId: string;
  readonly shaken: boolean;
}

/**
 * 19.2, 19.5 (optional): a routing unit ran into a friend and left the table: on a die of 2–6 it
 * comes back that many turns later (`returnsOn`); on a 1 it is lost (a `UnitEliminated` follows).
 */
export interface RoutedOff {
  readonly type: 'RoutedOff';
  readonly unitId: string;
  readonly die: number;
  readonly returnsOn: number;
}

/** 19.3–19.4 (optional): a unit back on the table, stunned; its strength by a die (1–4 half, 5–6 full). */
export interface UnitReturned {
  readonly type: 'UnitReturned';
  readonly unitId: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  readonly die?: number;
  readonly stepsLost: number;
}

export type {
  FogRolled,
  ChitDeployed,
  ChitMoved,
  ChitRevealed,
  ChitUnitsPlaced,
  ChitsAllotted,
  CorpsMoved,
  UnitEntered,
} from './fog-events';

export type A1805Event =
  | UnitMoved
  | PhaseEnded
  | MoraleChecked
  | MoraleChanged
  | UnitEliminated
  | StepLost
  | UnitRetreated
  | ArtilleryFired
  | FireResolved
  | MusketryFired
  | CloseCombat
  | CombatDeclared
  | CombatEnded
  | AssaultFire
  | Disengaged
  | FogRolled
  | ChargeDeclared
  | AmmunitionSpent
  | ChitDeployed
  | ChitMoved
  | ChitRevealed
  | ChitUnitsPlaced
  | ChitsAllotted
  | CorpsMoved
  | ReactionOffered
  | Reacted
  | CrewReturned
  | CrewlessGunsAttacked
  | Shaken
  | RoutedOff
  | UnitReturned
  | UnitEntered;
