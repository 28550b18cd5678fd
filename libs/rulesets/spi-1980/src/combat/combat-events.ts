import type { OddsColumn } from '../data/tables';
import type { Side } from '../vocabulary';
import type { AttackPlan, ColumnShift, CombatPending, CombatRole } from './combat-state';

/**
 * Events of the Combat Phase. Losses, disruption and relocations are the shared core events
 * (StrengthLost, UnitDisrupted, UnitRelocated, ArmyDemoralized) emitted in between.
 */
export type CombatEvent =
  | ({ readonly type: 'AttackDeclared' } & AttackPlan)
  | {
      readonly type: 'DefenceDeclared';
      readonly side: Side;
      readonly moraleUnit: string | null;
      readonly charges: readonly string[];
    }
  | {
      readonly type: 'AttackResolved';
      readonly attackerStrength: number;
      readonly defenderStrength: number;
      /** The simplified ratio before any shift (6.2), e.g. "2-1", "8-1", "1-7". */
      readonly odds: string;
      readonly shifts: readonly ColumnShift[];
      readonly column: OddsColumn;
      readonly die: number;
      /** The CRT cell (attacker/defender) as printed. */
      readonly result: string;
    }
  | {
      readonly type: 'RoutRolled';
      readonly role: CombatRole;
      readonly side: Side;
      readonly die: number;
      readonly modifier: number;
      readonly hexes: number;
    }
  | { readonly type: 'CombatDecisionRequested'; readonly decision: CombatPending }
  | {
      readonly type: 'AttackConcluded';
      readonly attackers: readonly string[];
      readonly defenders: readonly string[];
    };
