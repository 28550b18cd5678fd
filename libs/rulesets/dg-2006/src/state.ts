import type { HexGameState, PhaseMarksHead, PlacedUnit } from '@pratzen/rulesets/hex-kit';
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
export interface UnitState extends PlacedUnit {
  readonly location: UnitLocation;
}

/** Bookkeeping that lives for one phase and is cleared when it ends. */
/** `moved`: 5.0 H; `attacked` / `defended`: 8.0 D. */
export interface PhaseMarks extends PhaseMarksHead {
  /** 12.0 A: reinforcements placed this phase and the Movement Points the placement spent. */
  readonly placed: Readonly<Record<string, number>>;
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

/** DG 2006's game: the hex game state (phasing player 4.1, attack 8.0-9.0) and its own facts. */
export interface DgState extends HexGameState<
  'dg-2006',
  Side,
  Phase,
  UnitState,
  PhaseMarks,
  CombatState,
  DgPending
> {
  /** 11.0: printed Combat Strength Points each side has lost (eliminated units). */
  readonly lost: BySide<number>;
  /** 11.0: the one side that is demoralized, if any. */
  readonly demoralized: Side | null;
  /** Victory 14.2: Allied strength points exited off each edge. */
  readonly exited: { readonly west: number; readonly east: number };
}
