import type { BySide, Phase, Side } from './vocabulary';
import type { CombatState } from './combat/combat-state';
import type { SpiPending } from './pending';

/** Where a unit is. `awaiting`: a reinforcement not yet entered; `reserve`: 12.0, not yet placed. */
export type UnitLocation = 'map' | 'reserve' | 'awaiting' | 'eliminated' | 'exited';

/** The changing facts of one unit; the printed facts are its Counter. */
export interface UnitState {
  readonly id: string;
  readonly location: UnitLocation;
  /** The hex it occupies when on the map, else null. */
  readonly hex: string | null;
  /** Current Combat Strength (2.5). */
  readonly strength: number;
  readonly disrupted: boolean;
}

/** Bookkeeping that lives for one phase and is cleared when it ends. */
export interface PhaseMarks {
  /** Units that have moved (or entered) this Movement Phase. */
  readonly moved: readonly string[];
  /** Corps that have rolled for rally this Rally Phase (7.0). */
  readonly ralliedCorps: readonly string[];
  /** Units that have attacked / been attacked this Combat Phase (5.2). */
  readonly attacked: readonly string[];
  readonly defended: readonly string[];
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

export interface SpiState {
  readonly rulesetId: 'spi-1980';
  readonly scenarioId: string;
  readonly custom: boolean;
  readonly options: { readonly corpsIntegrity: boolean };
  readonly turn: number;
  /** The phasing player (3.0). */
  readonly side: Side;
  readonly phase: Phase;
  /** Indexed as COUNTERS. */
  readonly units: readonly UnitState[];
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
  readonly marks: PhaseMarks;
  /** An attack being resolved (6.0), if any. */
  readonly combat: CombatState | null;
  /** A choice one side must make before play goes on. */
  readonly pending: SpiPending | null;
  readonly over: boolean;
}
