import { counter } from '../data/counters';
import type { SpiState } from '../state';
import type { AttackPlan, ColumnShift, DefenceDeclaration } from './combat-state';
import { resolveOdds, type Odds } from './odds';
import { moraleOf, onMap } from './participants';
import { attackStrengths, type AttackStrengths } from './strength';

/**
 * The column shifts of one attack (6.2: cumulative):
 * - 6.8: the attacker's morale unit's rating minus the defender's (attacks between adjacent units);
 * - 7.0: one column right when the defenders are disrupted (every defending unit);
 * - 11.0 (optional): one column left when more than one unit attacks and they are not all of
 *   the same corps.
 */
export function attackShifts(
  state: SpiState,
  plan: AttackPlan,
  defence: DefenceDeclaration,
): ColumnShift[] {
  const shifts: ColumnShift[] = [];
  if (plan.moraleUnit !== null && defence.moraleUnit !== null) {
    shifts.push({ rule: '6.8', columns: moraleOf(plan.moraleUnit) - moraleOf(defence.moraleUnit) });
  }
  const defenders = onMap(state, plan.defenders);
  if (defenders.length > 0 && defenders.every((u) => u.disrupted)) {
    shifts.push({ rule: '7.0', columns: 1 });
  }
  const corps = new Set(plan.attackers.map((a) => counter(a).corps));
  if (state.options.corpsIntegrity && plan.attackers.length > 1 && corps.size > 1) {
    shifts.push({ rule: '11.0', columns: -1 });
  }
  return shifts;
}

export interface AttackOdds extends Odds {
  readonly strengths: AttackStrengths;
}

/** Strengths, ratio and column of an attack once the defender has declared. */
export function attackOdds(
  state: SpiState,
  plan: AttackPlan,
  defence: DefenceDeclaration,
): AttackOdds {
  const strengths = attackStrengths(state, plan, defence);
  const odds = resolveOdds(
    strengths.attacker,
    strengths.defender,
    attackShifts(state, plan, defence),
    plan.lowerOddsTo,
  );
  return { ...odds, strengths };
}
