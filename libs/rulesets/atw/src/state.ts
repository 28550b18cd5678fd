import type { Box, Polygon, Polyline } from '@pratzen/geometry';
import type { TableFeature } from '@pratzen/rulesets/freeform-kit';
import type { GeneralState } from './generals/types';
import type { FireRecord } from './fire/record';
import type { ArmyChoice } from './armies/types';
import type { Arm, Formation, Grade, Morale, Phase, Side, TroopType } from './vocabulary';

/**
 * The state the rules fold: integers only (ticks, 1,000 per inch; tenths of a degree). A unit's
 * pose is its front centre `x`, `y`, its `facing` and its formation as files × ranks of figures
 * on bases of `frontageMm` × `depthMm` each; `width` and `depth` are the footprint in ticks,
 * computed once per formation (footprint.ts).
 */
export interface UnitState {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly type: TroopType;
  readonly arm: Arm;
  readonly grade: Grade;
  /** Infantry and cavalry figures; for artillery, gun models (4.3). */
  readonly figures: number;
  /** Gunner figures (artillery only, 2-a); 0 otherwise. */
  readonly gunners: number;
  readonly formation: Formation;
  readonly files: number;
  readonly ranks: number;
  readonly frontageMm: number;
  readonly depthMm: number;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly width: number;
  readonly depth: number;
  /** The town block it garrisons (town order, 19.7), else null. */
  readonly block: string | null;
  /** 12: moved this turn (a unit moves once a turn). */
  readonly moved: boolean;
  /** 9.2: disordered (12.7: a grade D formation change disorders). */
  readonly disordered: boolean;
  // --- damage and morale (6, 8, 9.2.2; src/damage, src/morale) ---
  /** 6, 9.2.2: the starting strength the 25 % and 50 % tests measure: figures (a battery's gunners). */
  readonly strength: number;
  /** 8-2: a cavalry unit's carried odd hit (0 or 1); always 0 for other arms. */
  readonly carried: number;
  /** 6: good, halted, shaken or shattered (shattered units leave at the end of the phase). */
  readonly morale: Morale;
  /** 9.2.2: losses of 50 % or more: permanently disordered, an attack move needs 4–6 first. */
  readonly exhausted: boolean;
  /** 8.2: the unit was shaken when this turn began (−2 on the rout-hits test). */
  readonly shakenAtStart: boolean;
  /** 6: the turn it became halted (it recovers after its next full active turn); 0 if not halted. */
  readonly haltedSince: number;
  /** 9.2.1, 16: it shot this turn (a unit that shoots has not stood to reform). */
  readonly shot: boolean;
  /** 11: it took its rally test this turn. */
  readonly rallyTested: boolean;
  // --- screens (13.4; src/screen): absent unless screening ---
  /** 13.4: this unit is the skirmish screen of that parent unit. */
  readonly screenOf?: string;
  /** 13.4: a parent's figures out in its screen (6, 9.2.2 count them as the parent's). */
  readonly screenOut?: number;
  /** 13.4: a parent's files before it sent out its screen (they come back when it joins). */
  readonly screenFiles?: number;
  /** 13.4.1: its screen lost to an enemy screen and may not emerge again. */
  readonly screenSpent?: boolean;
  /** 13.4, 20: line infantry paid screen-capable (the army's `options`). */
  readonly screenCapable?: boolean;
  /** 12.10: the last turn it stands paying a movement debt (movement/debt.ts); absent: none. */
  readonly debtUntil?: number;
  /** 12.12-1: a friend moved through it this turn: it may not move or fire until the next. */
  readonly passedThrough?: boolean;
  /** 12.3 (optional): the turn it failed a pinned test (only free moves that turn). */
  readonly pinFailed?: number;
  // --- weapons and irregulars (16.9, 18, 20): the army's `options`, absent unless bought ---
  /** 16.9, 20: rifle-armed (light infantry): fires rifles, not muskets (src/fire). */
  readonly rifles?: boolean;
  /**
   * 18.1: fanatics, +1 CP and +1 to fire tests until they lose a combat round or fail a fire
   * test (false once calmed).
   */
  readonly fanatic?: boolean;
  /** 18.2: massed irregular infantry with heavy weapons: +1 CP, and may not shoot. */
  readonly heavyWeapons?: boolean;
  /**
   * 18: irregulars, in skirmish order or massed (the placement's `irregular`): they manoeuvre as
   * grade D and are never steady (18-2); command distance to them is 4" (18-3). Absent: regulars.
   */
  readonly irregular?: 'skirmish' | 'massed';
  // --- close combat within a turn (17.4, 17.9; src/combat): absent until it fights ---
  /** 17.4: the combat damage hits of `turn`; 17.9: the breakthrough moves made in it. */
  readonly combatTurn?: {
    readonly turn: number;
    readonly hits: number;
    readonly breakthroughs: number;
  };
}

/** A feature of the game's table (19): its kind and the rules' properties, in ticks. */
export interface AtwFeature extends TableFeature {
  readonly terrain: string;
  readonly name: string;
  readonly area: Polygon | null;
  readonly line: Polyline | null;
  /** The players' properties as given (19's "define carefully": contours, cover, crossing cost). */
  readonly properties: Readonly<Record<string, unknown>>;
}

/** The game's table (set-up: players define it, 19): its box and its features. */
export interface AtwTable {
  readonly bbox: Box;
  readonly features: readonly AtwFeature[];
}

// --- atw-B: attacks, reactions and close combat (12.16, 13, 14, 17) ---

/** 14.3: the face of the defender an attacker touches (a garrison has only a front, 19.7-4). */
export type Face = 'front' | 'left' | 'right' | 'rear';

/**
 * 14, 17: one attacker in contact with one defender. A combat is the set of engagements that
 * share units; each is fought one round a turn (10-5a) until a side loses (17.5).
 */
export interface Engagement {
  readonly attackerId: string;
  readonly defenderId: string;
  readonly face: Face;
  /** 14.3: a true flank/rear attack (begun partly behind the defender's front, ending on a flank or the rear). */
  readonly trueFlank: boolean;
  /** 14.4-3: the attacker's contact angle was 45° or more: it counts as under flank/rear attack too. */
  readonly attackerFlanked: boolean;
  /** 17.3: the defender was already in a combat when this attack came (no defensive fire bonus). */
  readonly continuing: boolean;
  /** Rounds fought so far (17.3, 17.7: "first round only"). */
  readonly rounds: number;
  /** The turn of the last round fought (0: none yet). */
  readonly foughtIn: number;
  /**
   * 17.8 (optional): the attacker is cavalry reinforcing this friend's attack from behind (only
   * its front rank strikes); absent: an attack of its own.
   */
  readonly behind?: string;
}

/** 10-2b, 12.16, 13.2: what a unit may answer to an attack (or, after a hasty square, the cavalry). */
export type Reaction = 'hasty-square' | 'evade' | 'stand' | 'recoil' | 'press';

/** 10-2b: the game waits for the `React` of this unit's owner. */
export interface PendingReaction {
  readonly unitId: string;
  readonly side: Side;
  /** The unit whose attack (or square) it answers. */
  readonly against: string;
  readonly options: readonly Reaction[];
  /** 12.16: ticks the attacker's front centre travelled (a recoil is half of it). */
  readonly moved: number;
  /** 12.16: the cavalry attack began behind the unit's flank or rear (−1). */
  readonly fromBehind: boolean;
}
// --- end atw-B ---

export interface AtwState {
  readonly rulesetId: 'atw';
  readonly scenarioId: string;
  readonly turn: number;
  readonly lastTurn: number;
  /** 10: the side active in turn 1; the sides alternate each turn. */
  readonly firstActive: Side;
  readonly phase: Phase;
  readonly units: readonly UnitState[];
  readonly table: AtwTable;
  readonly over: boolean;
  // --- atw-B (14, 17) ---
  /** 14-5, 17: the units in contact, pair by pair. */
  readonly engagements: readonly Engagement[];
  /** 10-2b: a reaction awaited (nothing else happens meanwhile), else null. */
  readonly reaction: PendingReaction | null;
  // --- end atw-B ---
  // --- retreats (15; src/retreat) ---
  /** 15.1: compulsory retreats waiting for their owners' choice, the first answered first. */
  readonly retreats: readonly PendingRetreat[];
  // --- generals (7; src/generals) ---
  /** 7: the generals in play (killed or captured ones leave). */
  readonly generals: readonly GeneralState[];
  /** 7.2: command is played (the set-up placed at least one general; a bare test position has none). */
  readonly commanded: boolean;
  /** 7.2-2: units confused this turn (no voluntary move). */
  readonly confused: readonly string[];
  // --- shooting (16; src/fire) ---
  /** 16.4, 16.10: moves, attacks and shooting hits section 16 remembers (absent: none yet). */
  readonly fire?: FireRecord;
  /** 1: the optional rules declared at set-up (absent: none). */
  readonly optionalRules?: readonly string[];
  // --- breakthroughs (17.9, 10-5c; src/combat/breakthrough.ts) ---
  /** 17.9 (optional): cavalry whose every opponent retreated, awaiting its owner's choice (absent: none). */
  readonly breakthroughs?: readonly PendingBreakthrough[];
  // --- hidden army lists (20; src/armies) ---
  /** 20: the armies are chosen in play, each list hidden until both are locked (absent: not). */
  readonly armyChoice?: ArmyChoice;
}

/** 17.9 (optional): a breakthrough offered: attack the nearest eligible enemy within 45° of `away`, or stand. */
export interface PendingBreakthrough {
  readonly unitId: string;
  readonly side: Side;
  /** The beaten opponents' line of retreat (tenths). */
  readonly away: number;
  /** The units it beat (not its targets). */
  readonly beaten: readonly string[];
}

/** 15.1: a compulsory retreat ordered (16.10 a failed fire test, 17.5 a lost round), not yet made. */
export interface PendingRetreat {
  readonly unitId: string;
  /** The heading directly away from the fire or attack (tenths). */
  readonly away: number;
  /** The case that ordered it (16.10, 17.5...). */
  readonly rule: string;
  /** 8.2: it lost a combat round to a unit of this arm (null: it failed a fire test). */
  readonly lostCombatTo: Arm | null;
  /** 8.2, 14.3: under a true flank/rear attack or bookended. */
  readonly flankOrBookended: boolean;
}

/** The state with unit `id` replaced by `f` of it (the others as they are). Pure. */
export const withUnit = (s: AtwState, id: string, f: (u: UnitState) => UnitState): AtwState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? f(u) : u)),
});
