import type { Formation } from './vocabulary';
import type { GeneralCommand } from './generals/commands';
import type { ScreenCommand } from './screen/commands';
import type { LockArmy } from './armies/types';

/**
 * Commands on the wire: distances in inches (≤ 3 decimals), angles and facings in degrees
 * (≤ 1 decimal, clockwise from north). A move is a programme of steps run on the front centre
 * (12-a); the server computes the path, clients send no final pose.
 */
export type MoveStep =
  /** 12.5: straight ahead, full speed. */
  | { readonly kind: 'forward'; readonly distance: number }
  /** 12.5: facing kept, moving `angle` degrees off it (≤ 22.5° full speed, wider half). */
  | { readonly kind: 'oblique'; readonly angle: number; readonly distance: number }
  /** 12.5: sideways, facing kept: half speed (quarter if unsteady or grade D). */
  | { readonly kind: 'sidestep'; readonly direction: 'left' | 'right'; readonly distance: number }
  /** 12.5: backwards, facing kept: half speed (quarter if unsteady or grade D). */
  | { readonly kind: 'backstep'; readonly distance: number }
  /** 12.11: a wheel forward of `angle` degrees about the `corner` front corner. */
  | { readonly kind: 'wheel'; readonly corner: 'left' | 'right'; readonly angle: number }
  /** 12.6: a facing change about the front centre. */
  | { readonly kind: 'face'; readonly facing: number }
  /**
   * 12.6, 12.8, 12.14: a formation change (files × ranks; limber or unlimber), keeping the
   * front centre (`anchor: 'centre'`) or a front corner (widening only); `facing` may change in
   * the same step at no extra cost.
   */
  | {
      readonly kind: 'formation';
      readonly formation: Formation;
      readonly files?: number;
      readonly anchor?: 'centre' | 'left' | 'right';
      readonly facing?: number;
    }
  /**
   * 14 (atw-B): the last step of an attack: straight ahead at full speed until the front touches
   * `unitId` (an enemy); the server measures the distance.
   */
  | { readonly kind: 'contact'; readonly unitId: string };

export interface MoveUnit {
  readonly type: 'MoveUnit';
  readonly unitId: string;
  readonly steps: readonly MoveStep[];
  /** 12.12: through friends at quarter speed (default), or at full speed with both disordered. */
  readonly interpenetration?: 'quarter-speed' | 'disorder';
}

export interface EndPhase {
  readonly type: 'EndPhase';
}

// --- atw-B ---
/** 10-2b, 12.16, 13.2: the awaited reaction's answer. */
export interface React {
  readonly type: 'React';
  readonly unitId: string;
  readonly choice: 'hasty-square' | 'evade' | 'stand' | 'recoil' | 'press';
}

/** 10-5a: every engaged unit fights one round of close combat (17). */
export interface FightCombats {
  readonly type: 'FightCombats';
}

/**
 * 17.9 (optional), 10-5c: the awaited breakthrough's answer: an attack programme (wheels,
 * obliques, forward steps) ending in `contact` with the nearest eligible enemy within 45° of the
 * beaten units' line of retreat, or no steps to stand.
 */
export interface Breakthrough {
  readonly type: 'Breakthrough';
  readonly unitId: string;
  readonly steps: readonly MoveStep[];
}
// --- end atw-B ---

/**
 * 15.1, 15.2: a retreat, `distance` inches (6–36) straight away from the fire or attack turned
 * `angle` degrees (within ±22.5), ending facing the enemy or about-faced (15.1-4). The answer to a
 * pending compulsory retreat, or a voluntary retreat in the move phase (15.2).
 */
export interface Retreat {
  readonly type: 'Retreat';
  readonly unitId: string;
  readonly distance: number;
  readonly angle: number;
  readonly facing: 'enemy' | 'about';
}

export type AtwCommand =
  | MoveUnit
  | EndPhase
  // atw-B
  | React
  | FightCombats
  | Breakthrough
  // retreats (15)
  | Retreat
  // rally (11)
  | Rally
  // generals (7)
  | GeneralCommand
  // shooting (16)
  | Shoot
  | FireTests
  // screens (13.4)
  | ScreenCommand
  // hidden army lists (20)
  | LockArmy;

/**
 * 16, 16.11: the active side's unit fires once in the shoot phase; each target names the firing
 * figures (gun models for a battery) by number: file by file from the left, front rank first
 * (1 … files the front rank, files + 1 … the second). A figure able to fire at the first target
 * fires at it; the others may fire at another target (split fire).
 */
export interface Shoot {
  readonly type: 'Shoot';
  readonly unitId: string;
  readonly targets: readonly { readonly targetId: string; readonly figures: readonly string[] }[];
}

/** 10-3b, 16.10: every unit hit by this phase's shooting takes its fire test (the dice roll). */
export interface FireTests {
  readonly type: 'FireTests';
}

/** 11: a shaken unit of the active side tests to rally, in the rally phase. */
export interface Rally {
  readonly type: 'Rally';
  readonly unitId: string;
}
