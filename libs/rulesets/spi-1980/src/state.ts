import type { HexGameState, PhaseMarksHead, PlacedUnit } from '@pratzen/rulesets/hex-kit';
import type { BySide, Phase, Side } from './vocabulary';
import type { CombatState } from './combat/combat-state';
import type { SpiPending } from './pending';

/** Where a unit is. `awaiting`: a reinforcement not yet entered; `reserve`: 12.0, not yet placed. */
export type UnitLocation = 'map' | 'reserve' | 'awaiting' | 'eliminated' | 'exited';

/** The changing facts of one unit; the printed facts are its Counter. */
export interface UnitState extends PlacedUnit {
  readonly location: UnitLocation;
  /** Current Combat Strength (2.5). */
  readonly strength: number;
  readonly disrupted: boolean;
}

/** Bookkeeping that lives for one phase and is cleared when it ends. */
export interface PhaseMarks extends PhaseMarksHead {
  /** Corps that have rolled for rally this Rally Phase (7.0); `attacked`/`defended`: 5.2. */
  readonly ralliedCorps: readonly string[];
  /**
   * 4.6: a unit that lost a CSP on a Disengagement Check and may go on moving with `mpLeft` MP,
   * until another unit moves or the phase ends.
   */
  readonly continuing: { readonly unitId: string; readonly mpLeft: number } | null;
}

export const NO_MARKS: PhaseMarks = {
  moved: [],
  ralliedCorps: [],
  attacked: [],
  defended: [],
  continuing: null,
};

export interface ReserveDeployment {
  readonly unitId: string;
  readonly hex: string;
}

/** SPI 1980's game: the hex game state (phasing player 3.0, attack being resolved 6.0) and its own. */
export interface SpiState extends HexGameState<
  'spi-1980',
  Side,
  Phase,
  UnitState,
  PhaseMarks,
  CombatState,
  SpiPending
> {
  readonly options: { readonly corpsIntegrity: boolean };
  /** 10.0 army morale levels. */
  readonly morale: BySide<number>;
  readonly demoralized: BySide<boolean>;
  /** CSPs each side has lost (14.1 gives the enemy one VP each). */
  readonly cspLost: BySide<number>;
  /** 14.3: the last side to occupy or move through each victory hex. */
  readonly control: Readonly<Record<string, Side>>;
  /** 9.0: whether the French reinforcements have become available. */
  readonly reinforcementsAvailable: boolean;
  /** 12.0: the written deployment (secret until revealed). */
  readonly reserve: {
    readonly plotted: readonly ReserveDeployment[] | null;
    readonly revealed: boolean;
  };
}
