import type { CombatState } from './combat/combat-state';
import type { DgPending } from './pending';
import type { BySide, Phase, Side } from './vocabulary';

/**
 * Where a unit is. `awaiting`: a reinforcement not yet placed (12.0); `out`: not in play (a
 * custom position that does not list it).
 */
export type UnitLocation = 'map' | 'awaiting' | 'eliminated' | 'exited' | 'out';

/**
 * The changing facts of one unit; the printed facts are its Counter. DG units have no steps: a
 * unit is whole or eliminated (9.0), so its strength is always the printed one.
 */
export interface UnitState {
  readonly id: string;
  readonly location: UnitLocation;
  /** The hex it occupies when on the map, else null. */
  readonly hex: string | null;
}

/** Bookkeeping that lives for one phase and is cleared when it ends. */
export interface PhaseMarks {
  /** 5.0 H: units that have moved this Movement Phase. */
  readonly moved: readonly string[];
  /** 12.0 A: reinforcements placed this phase and the Movement Points the placement spent. */
  readonly placed: Readonly<Record<string, number>>;
  /** 8.0 D: units that have attacked / been attacked this Combat Phase. */
  readonly attacked: readonly string[];
  readonly defended: readonly string[];
  /** 9.33: units that advanced after combat (no further part this phase). */
  readonly advanced: readonly string[];
  /** 9.32: displaced artillery that had not yet fought (may not fire this phase). */
  readonly silenced: readonly string[];
  /** 8.0 B-C (fixed at the beginning of the Combat Phase) and 8.0 K (added by attacks). */
  readonly obligedAttackers: readonly string[];
  readonly obligedDefenders: readonly string[];
}

export const NO_MARKS: PhaseMarks = {
  moved: [],
  placed: {},
  attacked: [],
  defended: [],
  advanced: [],
  silenced: [],
  obligedAttackers: [],
  obligedDefenders: [],
};

export interface DgState {
  readonly rulesetId: 'dg-2006';
  readonly scenarioId: string;
  readonly custom: boolean;
  readonly turn: number;
  /** The phasing player (4.1). */
  readonly side: Side;
  readonly phase: Phase;
  /** Indexed as COUNTERS. */
  readonly units: readonly UnitState[];
  /** 11.0: printed Combat Strength Points each side has lost (eliminated units). */
  readonly lost: BySide<number>;
  /** 11.0: the one side that is demoralized, if any. */
  readonly demoralized: Side | null;
  /** Victory 14.2: Allied strength points exited off each edge. */
  readonly exited: { readonly west: number; readonly east: number };
  readonly marks: PhaseMarks;
  /** An attack being resolved (8.0, 9.0), if any. */
  readonly combat: CombatState | null;
  /** A choice one side must make before play goes on. */
  readonly pending: DgPending | null;
  readonly over: boolean;
}
