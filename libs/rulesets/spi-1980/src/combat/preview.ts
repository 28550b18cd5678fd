import type { RuleViolation } from '@pratzen/engine';
import { crtResult, type OddsColumn, type SideResult } from '../data/tables';
import type { SpiState } from '../state';
import { attackOdds } from './attack-odds';
import { checkAttack } from './attack-check';
import type { AttackCommand } from './combat-commands';
import type { ColumnShift, DefenceDeclaration } from './combat-state';
import { defenceCandidates, strongestDefence } from './declaration';
import type { UnitStrength } from './strength';

export interface AttackPreview {
  /** The simplified ratio before any shift (6.2). */
  readonly odds: string;
  /** The column used after every shift. */
  readonly column: OddsColumn;
  readonly shifts: readonly ColumnShift[];
  readonly attackerStrength: number;
  readonly defenderStrength: number;
  readonly units: {
    readonly attackers: readonly UnitStrength[];
    readonly defenders: readonly UnitStrength[];
  };
  /**
   * The defender's declaration the figures assume. When he still has a choice (6.8, 5.9) it is his
   * strongest (highest morale unit, every eligible cavalry charging): the worst case.
   */
  readonly defence: DefenceDeclaration & { readonly assumed: boolean };
  readonly outcomes: readonly {
    readonly die: number;
    readonly result: string;
    readonly attacker: SideResult;
    readonly defender: SideResult;
  }[];
}

/** commands/validate for an Attack: the odds column and the outcome table; rolls nothing. */
export function previewAttack(
  state: SpiState,
  command: AttackCommand,
): AttackPreview | RuleViolation {
  const plan = checkAttack(state, command);
  if ('kind' in plan) return plan;
  const candidates = defenceCandidates(state, plan);
  const defence = strongestDefence(candidates);
  const o = attackOdds(state, plan, defence);
  const assumed = candidates.moraleCandidates.length > 1 || candidates.chargeCandidates.length > 0;
  return {
    odds: o.odds,
    column: o.column,
    shifts: o.shifts,
    attackerStrength: o.strengths.attacker,
    defenderStrength: o.strengths.defender,
    units: { attackers: o.strengths.attackers, defenders: o.strengths.defenders },
    defence: { ...defence, assumed },
    outcomes: [1, 2, 3, 4, 5, 6].map((die) => {
      const r = crtResult(die, o.column);
      return { die, result: r.code, attacker: r.attacker, defender: r.defender };
    }),
  };
}
