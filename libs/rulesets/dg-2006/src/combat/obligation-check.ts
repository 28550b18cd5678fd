import { isViolation, type RuleViolation } from '@pratzen/engine';
import { type MaskedAttack, ObligationSearch } from '@pratzen/rulesets/hex-kit';
import { unitsAt } from '../queries';
import type { DgState } from '../state';
import { breach } from '../violations';
import type { CommandOf } from '../commands';
import { planAttack, type AttackPlan } from './attack-validation';
import { obligationProblem } from './obligation-problem';

/**
 * 8.0 B-C, K "within the provisions of this rule": an attack is legal only if the obligations it
 * leaves can still be met by further legal attacks (exactly: the hex kit's ObligationSearch on
 * obligation-problem.ts's problem). When combat results have already made some obligations
 * impossible to meet together, an attack must keep the most of them that can still be met.
 * Decide, the preview and the legal actions use this.
 */

const searches = new WeakMap<DgState, ObligationSearch>();

/** The search of a position between attacks (built once per state object). */
export function obligationSearch(state: DgState): ObligationSearch {
  let s = searches.get(state);
  if (s === undefined) {
    s = new ObligationSearch(obligationProblem(state));
    searches.set(state, s);
  }
  return s;
}

const between = (state: DgState): boolean =>
  state.phase === 'combat' && state.combat === null && state.pending === null && !state.over;

/** The units an attack of the search names: attackers, and every unit of the target hexes. */
export function attackUnits(
  state: DgState,
  search: ObligationSearch,
  x: MaskedAttack,
): { attackers: string[]; defenders: string[]; hexes: string[] } {
  const attackers = search.attackerIds.filter((_, i) => ((x.attackers >> BigInt(i)) & 1n) === 1n);
  const hexes = search.targetIds.filter((_, j) => ((x.targets >> BigInt(j)) & 1n) === 1n);
  return { attackers, defenders: hexes.flatMap((h) => unitsAt(state, h).map((u) => u.id)), hexes };
}

/** Null when the attack keeps the phase's obligations within reach; else who it strands. */
export function strandedBy(state: DgState, plan: AttackPlan): RuleViolation | null {
  if (!between(state)) return null;
  const search = obligationSearch(state);
  const all = search.all();
  const before = search.value(all.a, all.t, 0n);
  const used = search.masks(plan.attackers, plan.defenderHexes);
  const adjacent = search.masks(
    plan.attackers.filter((id) => !plan.bombarding.includes(id)),
    [],
  ).a;
  const a = all.a & ~used.a;
  const t = all.t & ~used.t;
  const k = search.owedBy(adjacent, t);
  const after = search.value(a, t, k);
  if (after <= before) return null;
  // Who is cut off: obligations some attack could meet before (or owed under K now) but not after.
  const was = search.coverable(all.a, all.t, 0n);
  const left = search.coverable(a, t, k);
  const byK = (j: number): boolean => has(k, j) && search.weight(j, 0n) < search.weight(j, k);
  const cutAttackers = was.attackers.filter((i) => has(a, i) && !left.attackers.includes(i));
  const cutTargets = search.targetIds
    .map((_, j) => j)
    .filter(
      (j) =>
        has(t, j) &&
        search.weight(j, k) > 0 &&
        !left.targets.includes(j) &&
        (was.targets.includes(j) || byK(j)),
    );
  const direct = cutAttackers.length + cutTargets.length > 0;
  const owed = new Set(state.marks.obligedDefenders);
  const unitsOf = (j: number): string[] =>
    unitsAt(state, search.targetIds[j] as string)
      .map((u) => u.id)
      .filter((id) => byK(j) || owed.has(id));
  const pick = direct ? { attackers: cutAttackers, targets: cutTargets } : left;
  const units = [
    ...pick.attackers.map((i) => search.attackerIds[i] as string),
    ...pick.targets.flatMap(unitsOf),
  ];
  const rule = pick.targets.some(byK) ? '8.0 K' : pick.attackers.length > 0 ? '8.0 C' : '8.0 B';
  return breach(
    'OBLIGATION_STRANDED',
    rule,
    direct
      ? `this attack leaves mandatory attacks impossible to make (${units.join(', ')}): every unit in an enemy ZOC must attack, every enemy unit with a friendly unit in its ZOC (8.0 K: in the ZOC of a unit that attacks) must be attacked, and 8.0 D allows one attack each`
      : `after this attack the mandatory attacks left (${units.join(', ')}) could no longer all be made (8.0 B-D)`,
    { stranded: units, unmetBefore: before, unmetAfter: after },
  );
}

const has = (mask: bigint, i: number): boolean => ((mask >> BigInt(i)) & 1n) === 1n;

/**
 * EndPhase (8.0 B-C, K): refused while further attacks could still meet obligations. Returns an
 * attack that would (its obliged attackers, or else its owed defenders), or null.
 */
export function meetableObligations(
  state: DgState,
): { attackers: string[]; defenders: string[] } | null {
  if (!between(state)) return null;
  const search = obligationSearch(state);
  const all = search.all();
  const x = search.firstOfPlan(all.a, all.t, 0n);
  if (x === null) return null;
  const u = attackUnits(state, search, x);
  const owed = new Set(state.marks.obligedDefenders);
  const obliged = new Set(state.marks.obligedAttackers);
  return {
    attackers: u.attackers.filter((id) => obliged.has(id)),
    defenders: u.defenders.filter((id) => owed.has(id)),
  };
}

/** An attack of an optimal plan, for the legal actions (so one is always offered when owed). */
export function plannedAttack(state: DgState): { attackers: string[]; defenders: string[] } | null {
  if (!between(state)) return null;
  const search = obligationSearch(state);
  const all = search.all();
  const x = search.firstOfPlan(all.a, all.t, 0n);
  return x === null ? null : attackUnits(state, search, x);
}

/** The whole check of an Attack (8.0, 10.0, then 8.0 B-C/K's obligations): decide, preview, legal actions. */
export function checkAttack(
  state: DgState,
  command: CommandOf<'Attack'>,
): AttackPlan | RuleViolation {
  const plan = planAttack(state, command);
  if (isViolation(plan)) return plan;
  return strandedBy(state, plan) ?? plan;
}
