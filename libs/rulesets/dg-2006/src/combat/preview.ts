import { isViolation, type RuleViolation } from '@pratzen/engine';
import type { CommandOf } from '../commands';
import { crtResult, type CombatResult, type OddsColumn } from '../data/tables';
import type { DgState } from '../state';
import { gate } from '../decide';
import { checkAttack } from './obligation-check';
import type { UnitStrength } from './odds';

export interface AttackPreview {
  /** The simplified ratio, rounded for the defender (8.0), before 9.0's clamping. */
  readonly odds: string;
  readonly column: OddsColumn;
  readonly attackStrength: number;
  readonly defenceStrength: number;
  readonly bombarding: readonly string[];
  readonly units: {
    readonly attackers: readonly UnitStrength[];
    readonly defenders: readonly UnitStrength[];
  };
  readonly outcomes: readonly { readonly die: number; readonly result: CombatResult }[];
}

/** commands/validate for an Attack: the odds column and the outcome table; rolls nothing. */
export function previewAttack(
  state: DgState,
  command: CommandOf<'Attack'>,
): AttackPreview | RuleViolation {
  const stop = gate(state, command);
  if (stop !== null && !stop.ok) return stop.violation;
  const plan = checkAttack(state, command);
  if (isViolation(plan)) return plan;
  return {
    odds: plan.odds,
    column: plan.column,
    attackStrength: plan.attackStrength,
    defenceStrength: plan.defenceStrength,
    bombarding: plan.bombarding,
    units: { attackers: plan.attackUnits, defenders: plan.defenceUnits },
    outcomes: [1, 2, 3, 4, 5, 6].map((die) => ({ die, result: crtResult(die, plan.column) })),
  };
}
