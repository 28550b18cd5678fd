import type { RuleViolation } from '@pratzen/engine';
import { hasPhasingUnitInZoc } from './participants';
import { unitsAt } from '../queries';
import type { SpiState } from '../state';
import { breach } from '../violations';
import type { AttackPlan } from './combat-state';
import { freeOf, inContact, obligationSearch } from './obligation-problem';

export interface Obligations {
  /** 5.1: undisrupted phasing units in an enemy ZOC that have not attacked and still can. */
  readonly mustAttack: readonly string[];
  /** 5.1: undisrupted enemy units with a phasing unit in their ZOC, not attacked, attackable. */
  readonly mustBeAttacked: readonly string[];
}

const NONE: Obligations = { mustAttack: [], mustBeAttacked: [] };

const between = (state: SpiState): boolean =>
  state.phase === 'combat' && state.combat === null && state.pending === null && !state.over;

function named(state: SpiState, attackers: readonly string[], hexes: readonly string[]) {
  return {
    mustAttack: [...attackers],
    mustBeAttacked: hexes.flatMap((h) =>
      unitsAt(state, h)
        .filter((u) => hasPhasingUnitInZoc(state, u))
        .map((u) => u.id),
    ),
  };
}

/**
 * 5.1 / 5.2: who still must attack or be attacked this Combat Phase. An obligation no legal
 * attack can meet any more (its enemy already attacked, 5.2; only a prohibited hexside toward it,
 * 8.0; its units moved off by a combat result) is not listed: the rule cannot demand an illegal
 * attack. Whether an attack is legal is judged by the very checks an Attack command meets.
 */
export function combatObligations(state: SpiState): Obligations {
  if (!between(state) || !inContact(state)) return NONE;
  const search = obligationSearch(state);
  const free = freeOf(state, search);
  const c = search.coverableIds(free.a, free.t);
  return named(state, c.attackers, c.targets);
}

/** 5.1: the mandatory attacks not yet made, as a violation naming the units, or null. */
export function unmetObligation(state: SpiState): RuleViolation | null {
  const o = combatObligations(state);
  if (o.mustAttack.length === 0 && o.mustBeAttacked.length === 0) return null;
  const parts = [
    o.mustAttack.length > 0 ? `must attack: ${o.mustAttack.join(', ')}` : '',
    o.mustBeAttacked.length > 0 ? `must be attacked: ${o.mustBeAttacked.join(', ')}` : '',
  ].filter((p) => p !== '');
  return breach('MANDATORY_ATTACK', '5.1', `mandatory attacks remain (${parts.join('; ')})`, {
    mustAttack: o.mustAttack,
    mustBeAttacked: o.mustBeAttacked,
  });
}

/**
 * 5.1 "within the provisions of this rule": an attack is legal only if the obligations it leaves
 * can still be met by further legal attacks — exactly, over every way of making them (the
 * ObligationSearch). When combat results have already made some obligations impossible to meet
 * together, an attack must keep the most of them that can still be met. Null when the attack is
 * allowed; else a violation naming the units it would leave stranded.
 */
export function strandedBy(state: SpiState, plan: AttackPlan): RuleViolation | null {
  if (!between(state) || !inContact(state)) return null;
  const search = obligationSearch(state);
  const free = freeOf(state, search);
  const before = search.best(free.a, free.t);
  if (before === 0) return null;
  const used = search.masks(plan.attackers, plan.defenderHexes);
  const a = free.a & ~used.a;
  const t = free.t & ~used.t;
  const met = search.weightOf(plan.attackers, plan.defenderHexes);
  const after = search.best(a, t);
  if (met + after >= before) return null;
  const was = search.coverableIds(free.a & ~used.a, free.t & ~used.t);
  const earlier = search.coverableIds(free.a, free.t);
  const lost = {
    attackers: earlier.attackers.filter((x) => !plan.attackers.includes(x)),
    targets: earlier.targets.filter((h) => !plan.defenderHexes.includes(h)),
  };
  const cut = {
    attackers: lost.attackers.filter((x) => !was.attackers.includes(x)),
    targets: lost.targets.filter((h) => !was.targets.includes(h)),
  };
  const direct = cut.attackers.length + cut.targets.length > 0;
  const stranded = named(
    state,
    direct ? cut.attackers : lost.attackers,
    direct ? cut.targets : lost.targets,
  );
  const who = [...stranded.mustAttack, ...stranded.mustBeAttacked].join(', ');
  return breach(
    'OBLIGATION_STRANDED',
    '5.1',
    direct
      ? `this attack leaves mandatory attacks impossible to make (${who}): 5.1 obliges every unit in an enemy ZOC to attack and every enemy unit with a phasing unit in its ZOC to be attacked, and 5.2 allows one attack each`
      : `after this attack the mandatory attacks left (${who}) could no longer all be made (5.1, 5.2)`,
    {
      stranded: stranded,
      canStillMeet: after,
      couldMeet: before - met,
    },
  );
}
