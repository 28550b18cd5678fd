import type { PendingDecision } from '@pratzen/engine';
import type { PlacedUnit } from './unit-queries';

/** The phase bookkeeping every hex ruleset keeps (each adds its own). */
export interface PhaseMarksHead {
  /** Units that have moved this Movement Phase. */
  readonly moved: readonly string[];
  /** Units that have attacked / been attacked this Combat Phase. */
  readonly attacked: readonly string[];
  readonly defended: readonly string[];
}

/** The state every hex ruleset's game has (each ruleset adds its own facts). */
export interface HexGameState<
  Id extends string,
  Side extends string,
  Phase extends string,
  U extends PlacedUnit,
  Marks extends PhaseMarksHead,
  Combat,
  Pending extends PendingDecision,
> {
  readonly rulesetId: Id;
  readonly scenarioId: string;
  /** Set up from a custom position rather than the scenario's. */
  readonly custom: boolean;
  readonly turn: number;
  /** The phasing player. */
  readonly side: Side;
  readonly phase: Phase;
  /** Indexed as the counter manifest. */
  readonly units: readonly U[];
  /** Bookkeeping that lives for one phase and is cleared when it ends. */
  readonly marks: Marks;
  /** An attack being resolved, if any. */
  readonly combat: Combat | null;
  /** A choice one side must make before play goes on. */
  readonly pending: Pending | null;
  readonly over: boolean;
}
