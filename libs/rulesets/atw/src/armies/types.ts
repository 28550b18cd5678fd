import type { Box } from '@pratzen/geometry';
import type { SealedChoices } from '@pratzen/rulesets/freeform-kit';
import type { Side } from '../vocabulary';

/**
 * 20: hidden army lists (README "Hidden army lists"). A game created from a points limit, a
 * table and each side's deployment zone, with no units, opens with each seat locking its list.
 */

/** A unit of a list as its seat sends it: a custom position's placement, in inches and degrees. */
export type ListUnit = Readonly<Record<string, unknown>>;
/** A general of a list as its seat sends him (inches). */
export type ListGeneral = Readonly<Record<string, unknown>>;

/** 20: a side's list, locked: its units and generals as sent (their `side` set) and its price. */
export interface LockedArmy {
  readonly units: readonly ListUnit[];
  readonly generals: readonly ListGeneral[];
  /** 20: the list's price in points (at most the points limit). */
  readonly points: number;
}

/** The choosing of the armies: the limit, each side's zone (ticks) and the sealed lists. */
export interface ArmyChoice {
  readonly pointsLimit: number;
  readonly zones: Readonly<Record<Side, Box>>;
  readonly lists: SealedChoices<LockedArmy>;
}

/**
 * 20: a seat locks its side's list: its units (a custom position's placements, each set down in
 * its side's deployment zone) and generals, priced against the points limit. Final once
 * accepted; hidden from the other seat and spectators until both lists are locked.
 */
export interface LockArmy {
  readonly type: 'LockArmy';
  readonly side: Side;
  readonly units: readonly ListUnit[];
  readonly generals?: readonly ListGeneral[];
}

/**
 * 20: a side locked its list. Whole for that side and the referee; for the other seat and
 * spectators the same type with `units` and `generals` empty, `points` null and `redacted`.
 */
export interface ArmyLocked extends Omit<LockedArmy, 'points'> {
  readonly type: 'ArmyLocked';
  readonly side: Side;
  /** 20: the list's price; null on the redacted copy (the price would tell of the list). */
  readonly points: number | null;
  readonly rule: string;
  readonly redacted?: true;
}

/** 20: both lists locked: both revealed; their units and generals are set down, play begins. */
export interface ArmiesRevealed {
  readonly type: 'ArmiesRevealed';
  readonly armies: Readonly<Record<Side, LockedArmy>>;
  readonly rule: string;
}

export type ArmyEvent = ArmyLocked | ArmiesRevealed;
