import type { RuleViolation } from '@pratzen/engine';
import type { SpiState } from '../state';
import { planAttack } from './attack-validation';
import type { AttackCommand } from './combat-commands';
import type { AttackPlan } from './combat-state';
import { strandedBy } from './obligations';

/**
 * The whole check of an Attack (5.0–5.9, 7.0, 8.0, 13.0, then 5.1's obligations): decide, the
 * preview (commands/validate) and the attack options of legalActions all use it.
 */
export function checkAttack(state: SpiState, command: AttackCommand): AttackPlan | RuleViolation {
  const plan = planAttack(state, command);
  if ('kind' in plan) return plan;
  return strandedBy(state, plan) ?? plan;
}
