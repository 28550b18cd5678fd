import type { RuleViolation } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { typeOf } from '../queries';
import type { SpiState } from '../state';
import { breach } from '../violations';
import { isFogTurn } from './bombardment';
import type { AttackPlan, DefenceDeclaration } from './combat-state';
import { moraleOf, onMap } from './participants';
import { chargeFrom, chargesAsCavalry } from './terrain-effects';

export interface DefenceCandidates {
  /** 6.8: defending units that may modify the ratio (none for a bombardment alone). */
  readonly moraleCandidates: readonly string[];
  /** 5.9: defending cavalry that may adopt charge mode. */
  readonly chargeCandidates: readonly string[];
}

/** 6.8 applies to attacks between adjacent units: at least one attacker is not bombarding. */
export const isAdjacentAttack = (plan: AttackPlan): boolean =>
  plan.attackers.some((a) => !plan.bombarding.includes(a));

/**
 * 6.8 / 5.9 / 13.0: every defender is adjacent to every adjacent attacker (5.4), so each may be
 * the morale unit; undisrupted defending cavalry in a clear, slope or lake hex may charge, except
 * against a bombardment alone and on fog turns.
 */
export function defenceCandidates(state: SpiState, plan: AttackPlan): DefenceCandidates {
  if (!isAdjacentAttack(plan)) return { moraleCandidates: [], chargeCandidates: [] };
  const defenders = onMap(state, plan.defenders);
  return {
    moraleCandidates: defenders.map((u) => u.id),
    chargeCandidates: isFogTurn(state)
      ? []
      : defenders
          .filter(
            (u) =>
              !u.disrupted &&
              chargesAsCavalry(typeOf(u)) &&
              chargeFrom(BOARD.terrain.get(u.hex as string) ?? 'woods'),
          )
          .map((u) => u.id),
  };
}

/** The defender has a real choice to make (else his declaration is made for him). */
export const defenceHasChoice = (c: DefenceCandidates): boolean =>
  c.moraleCandidates.length > 1 || c.chargeCandidates.length > 0;

/** The declaration when there is no choice: the only morale unit, no charge. */
export const onlyDefence = (c: DefenceCandidates): DefenceDeclaration => ({
  moraleUnit: c.moraleCandidates[0] ?? null,
  charges: [],
});

/**
 * What a preview assumes before the defender has spoken: his strongest declaration (the highest
 * Morale Rating, every eligible cavalry charging) — the worst odds the attacker can face.
 */
export function strongestDefence(c: DefenceCandidates): DefenceDeclaration {
  let best: string | null = null;
  for (const id of c.moraleCandidates)
    if (best === null || moraleOf(id) > moraleOf(best)) best = id;
  return { moraleUnit: best, charges: [...c.chargeCandidates] };
}

/** Check the defender's DeclareDefence against his candidates. */
export function checkDefence(
  c: DefenceCandidates,
  answer: { readonly moraleUnit?: string; readonly charges?: readonly string[] },
): DefenceDeclaration | RuleViolation {
  const charges = answer.charges ?? [];
  if (!Array.isArray(charges) || new Set(charges).size !== charges.length) {
    return breach('BAD_COMMAND', null, 'charges must be a list of distinct unit ids');
  }
  const bad = charges.find((id) => !c.chargeCandidates.includes(id));
  if (bad !== undefined) {
    return breach(
      'CHARGE_NOT_ALLOWED',
      '5.9',
      `${bad} may not charge (undisrupted cavalry in a clear, slope or lake hex, not in fog)`,
      {
        unitId: bad,
      },
    );
  }
  if (answer.moraleUnit !== undefined) {
    if (!c.moraleCandidates.includes(answer.moraleUnit)) {
      return breach(
        'MORALE_UNIT_INVALID',
        '6.8',
        `${answer.moraleUnit} is not a defending unit adjacent to the attackers`,
        {
          unitId: answer.moraleUnit,
        },
      );
    }
    return { moraleUnit: answer.moraleUnit, charges: [...charges] };
  }
  if (c.moraleCandidates.length > 1) {
    return breach(
      'MORALE_UNIT_REQUIRED',
      '6.8',
      'name the defending unit whose Morale Rating modifies the ratio',
      {
        candidates: c.moraleCandidates,
      },
    );
  }
  return { moraleUnit: c.moraleCandidates[0] ?? null, charges: [...charges] };
}
