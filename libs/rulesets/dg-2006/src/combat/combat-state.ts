import type { CombatResult, OddsColumn } from '../data/tables';
import type { Side } from '../vocabulary';
import type { AttackParties } from './attack-parties';

/** One unit waiting to be retreated (9.31) or displaced (9.32). */
export interface RetreatTask {
  readonly unitId: string;
  readonly displacement: boolean;
  /** Hexes a displaced unit may not enter (the chain so far, 9.32). */
  readonly avoid: readonly string[];
}

/** An attack in the middle of its resolution (9.0). */
export interface CombatState extends AttackParties {
  readonly defenderSide: Side;
  readonly column: OddsColumn;
  readonly die: number;
  /** The result in force (Ex becomes Ar when the attacker substitutes it, 9.0). */
  readonly result: CombatResult;
  /** Units still to retreat or be displaced, in order. */
  readonly queue: readonly RetreatTask[];
  /** 9.33: the advance has been taken or declined. */
  readonly advanceDone: boolean;
}
