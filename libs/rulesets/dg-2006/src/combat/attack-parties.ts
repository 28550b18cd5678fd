import type { Side } from '../vocabulary';

/** Who takes part in one attack and from where (8.0, 10.0): shared by plan, state and event. */
export interface AttackParties {
  readonly attackerSide: Side;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** 10.0: artillery attacking from two hexes: never harmed, never advances. */
  readonly bombarding: readonly string[];
  readonly attackerHexes: readonly string[];
  readonly defenderHexes: readonly string[];
}
