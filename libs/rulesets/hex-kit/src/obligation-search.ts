/**
 * Mandatory attacks as an exact search. Hex wargames oblige some attackers to attack and some
 * targets to be attacked in a Combat Phase (units in an enemy ZOC), while each unit attacks and is
 * attacked at most once. Whether a declared attack still lets the phase's obligations be met is a
 * question about every way the remaining attacks could be made: this module answers it exactly,
 * for every hex ruleset (SPI 5.1, DG 8.0 B-D and K); each ruleset states its problem.
 *
 * The model knows nothing of hexes: an attacker may take part in some target groups (each a set of
 * targets attacked together); an attack is one group and a set of free attackers that may all take
 * part in it, at least one of which may `lead` it (make it on its own terms — e.g. SPI 5.7/5.8:
 * bombarding artillery alone attacks one hex only). Attacks use disjoint attackers and targets.
 * An obligation is an obliged attacker that attacks (weight 1) or a target that is attacked (its
 * weight: e.g. how many obliged units it holds). Obligations may grow with the attacks chosen: an
 * attacker's `owes` are targets that its attack (unless `distant`) makes owed, weighing
 * `owedWeight` from then on (DG 8.0 K: every enemy unit in the ZOC of a unit that attacks from an
 * adjacent hex must be attacked). The owed targets are a mask `k` beside the free attackers `a`
 * and targets `t`. `value` is the fewest obligations that must stay unmet whatever attacks follow,
 * `best` the most that can still be met when none grow; results are memoised per (a, t, k), so all
 * the questions asked about one position share one table.
 */

import { bit, has, independentParts, indices } from './obligation-parts';

export interface AttackGroup {
  /** Target ids attacked together. */
  readonly targets: readonly string[];
  /** May this attacker make the attack without another attacker leading it? */
  readonly leads: boolean;
  /** An attack from a distance (e.g. a bombardment): the attacker's `owes` do not follow from it. */
  readonly distant?: boolean;
}

export interface ObligationProblem {
  readonly attackers: readonly {
    readonly id: string;
    /** Must this attacker attack? */
    readonly obliged: boolean;
    readonly groups: readonly AttackGroup[];
    /** Targets this attacker's attack makes owed (none when obligations are fixed). */
    readonly owes?: readonly string[];
  }[];
  /**
   * Targets with the obligation weight each carries (0: may be attacked, need not be), and the
   * weight once an attack has made it owed (default: `weight`).
   */
  readonly targets: readonly {
    readonly id: string;
    readonly weight: number;
    readonly owedWeight?: number;
  }[];
}

/** One attack of a plan: the attackers and the targets. */
export interface PlannedAttack {
  readonly attackers: readonly string[];
  readonly targets: readonly string[];
}

/** An attack by masks: its attackers, its targets and the free targets it makes owed. */
export interface MaskedAttack {
  readonly attackers: bigint;
  readonly targets: bigint;
  readonly owes: bigint;
}

interface Group {
  readonly mask: bigint;
  readonly targets: readonly number[];
  /** Attackers that may take part / lead / attack it from a distance, by index. */
  readonly members: number[];
  readonly leaders: number[];
  readonly distant: number[];
}

interface Attack extends MaskedAttack {
  /** The obligation weight it meets at once; its group's place and its subset, for ordering. */
  readonly gain: number;
  readonly order: number;
  readonly subset: number;
}

type Masks = { a: bigint; t: bigint };

export class ObligationSearch {
  readonly attackerIds: string[];
  readonly targetIds: string[];
  private readonly obliged: boolean[];
  private readonly weights: number[];
  private readonly owedWeights: number[];
  private readonly owesOf: bigint[];
  /** Does any attack make targets owed? (Then independent parts are split at the top only.) */
  private readonly owing: boolean;
  private readonly groups: Group[] = [];
  /** Groups each attacker may join, and groups each target belongs to. */
  private readonly byAttacker: Group[][];
  private readonly byTarget: Group[][];
  private readonly memo = new Map<string, number>();
  private readonly totals = new Map<string, number>();

  constructor(problem: ObligationProblem) {
    this.attackerIds = problem.attackers.map((a) => a.id);
    this.obliged = problem.attackers.map((a) => a.obliged);
    this.targetIds = problem.targets.map((t) => t.id);
    this.weights = problem.targets.map((t) => t.weight);
    this.owedWeights = problem.targets.map((t) => t.owedWeight ?? t.weight);
    const targetIndex = new Map(this.targetIds.map((id, i) => [id, i]));
    this.owesOf = problem.attackers.map((a) =>
      (a.owes ?? []).reduce((m, id) => {
        const j = targetIndex.get(id);
        return j === undefined ? m : m | bit(j);
      }, 0n),
    );
    this.owing = this.owesOf.some((m) => m !== 0n);
    const byKey = new Map<string, Group>();
    this.byAttacker = problem.attackers.map(() => []);
    this.byTarget = problem.targets.map(() => []);
    problem.attackers.forEach((a, i) => {
      for (const g of a.groups) {
        const ts = g.targets.map((t) => targetIndex.get(t));
        if (ts.length === 0 || ts.some((t) => t === undefined)) continue;
        const sorted = [...new Set(ts as number[])].sort((x, y) => x - y);
        const key = sorted.join(',');
        let group = byKey.get(key);
        if (group === undefined) {
          const mask = sorted.reduce((m, t) => m | bit(t), 0n);
          group = { mask, targets: sorted, members: [], leaders: [], distant: [] };
          byKey.set(key, group);
          this.groups.push(group);
          for (const t of sorted) this.byTarget[t]?.push(group);
        }
        if (!group.members.includes(i)) {
          group.members.push(i);
          this.byAttacker[i]?.push(group);
          if (g.distant === true) group.distant.push(i);
        }
        if (g.leads && !group.leaders.includes(i)) group.leaders.push(i);
      }
    });
  }

  /** Masks of the named attackers and targets (unknown ids are ignored). */
  masks(attackers: Iterable<string>, targets: Iterable<string>): Masks {
    let a = 0n;
    let t = 0n;
    for (const id of attackers) {
      const i = this.attackerIds.indexOf(id);
      if (i >= 0) a |= bit(i);
    }
    for (const id of targets) {
      const i = this.targetIds.indexOf(id);
      if (i >= 0) t |= bit(i);
    }
    return { a, t };
  }

  /** Every attacker and every target free. */
  all(): Masks {
    return { a: bit(this.attackerIds.length) - 1n, t: bit(this.targetIds.length) - 1n };
  }

  /** The targets among `t` that an attack by `attackers` (none from a distance) makes owed. */
  owedBy(attackers: bigint, t: bigint): bigint {
    let k = 0n;
    for (const i of indices(attackers)) k |= this.owesOf[i] ?? 0n;
    return k & t;
  }

  /** The weight of target `j` with the targets `k` owed. */
  weight(j: number, k = 0n): number {
    return (has(k, j) ? this.owedWeights[j] : this.weights[j]) ?? 0;
  }

  /** The obligation weight an attack by `attackers` on `targets` meets (nothing owed yet). */
  weightOf(attackers: Iterable<string>, targets: Iterable<string>): number {
    const m = this.masks(attackers, targets);
    return this.unmet(m.a, m.t, 0n);
  }

  /** The obligations of the free attackers `a` and targets `t` (all unmet if nobody attacks). */
  unmet(a: bigint, t: bigint, k: bigint): number {
    let n = 0;
    for (const i of indices(a)) if (this.obliged[i]) n += 1;
    for (const j of indices(t)) n += this.weight(j, k);
    return n;
  }

  private usable(g: Group, a: bigint, t: bigint): boolean {
    return (g.mask & t) === g.mask && g.leaders.some((l) => has(a, l));
  }

  /** The obligations that can each be met by some attack (attackers by index, targets by index). */
  coverable(a: bigint, t: bigint, k = 0n): { attackers: number[]; targets: number[] } {
    const attackers = indices(a).filter(
      (i) => this.obliged[i] && (this.byAttacker[i] ?? []).some((g) => this.usable(g, a, t)),
    );
    const targets = indices(t).filter(
      (j) => this.weight(j, k) > 0 && (this.byTarget[j] ?? []).some((g) => this.usable(g, a, t)),
    );
    return { attackers, targets };
  }

  /** The ids of `coverable`. */
  coverableIds(a: bigint, t: bigint, k = 0n): { attackers: string[]; targets: string[] } {
    const c = this.coverable(a, t, k);
    return {
      attackers: c.attackers.map((i) => this.attackerIds[i] as string),
      targets: c.targets.map((j) => this.targetIds[j] as string),
    };
  }

  /**
   * The attacks that meet one obligation (obliged attacker `i`, or target `j`): each usable group
   * holding it, with every subset of the group's other free obliged attackers, plus one free
   * leader that is not obliged when no attacker of the subset leads (more would only spend units,
   * and owe more). In the order listed (groups, then subsets from the smallest), or best first
   * (the most weight met at once, then the largest subset).
   */
  private attacksFor(
    m: Masks & { k: bigint },
    i: number | null,
    j: number | null,
    bestFirst: boolean,
  ): Attack[] {
    const { a, t, k } = m;
    const out: Attack[] = [];
    const groups = i !== null ? (this.byAttacker[i] ?? []) : (this.byTarget[j as number] ?? []);
    groups.forEach((g, order) => {
      if (!this.usable(g, a, t)) return;
      const joiners = g.members.filter((x) => has(a, x) && this.obliged[x] && x !== i);
      const helpers = g.members.filter((x) => has(a, x) && !this.obliged[x]);
      let tw = 0;
      for (const x of g.targets) tw += this.weight(x, k);
      const add = (set: bigint, n: number, subset: number): void => {
        let near = set;
        for (const d of g.distant) near &= ~bit(d);
        const owes = this.owedBy(near, t & ~g.mask);
        out.push({ attackers: set, targets: g.mask, owes, gain: n + tw, order, subset });
      };
      for (let s = 0; s < 1 << joiners.length; s += 1) {
        let set = i !== null ? bit(i) : 0n;
        let n = i !== null ? 1 : 0;
        joiners.forEach((x, b) => {
          if ((s >> b) & 1) {
            set |= bit(x);
            n += 1;
          }
        });
        if (g.leaders.some((l) => has(set, l))) add(set, n, s);
        else for (const h of helpers) if (g.leaders.includes(h)) add(set | bit(h), n, s);
      }
    });
    return bestFirst
      ? out.sort((x, y) => y.gain - x.gain || x.order - y.order || y.subset - x.subset)
      : out;
  }

  /** The obligation to branch on (fewest usable groups): attacker `i` or target `j`. */
  private pick(a: bigint, t: bigint, k: bigint): { i: number | null; j: number | null } {
    const c = this.coverable(a, t, k);
    let best: { i: number | null; j: number | null; n: number } = { i: null, j: null, n: 1e9 };
    for (const i of c.attackers) {
      const n = (this.byAttacker[i] ?? []).filter((g) => this.usable(g, a, t)).length;
      if (n < best.n) best = { i, j: null, n };
    }
    for (const j of c.targets) {
      const n = (this.byTarget[j] ?? []).filter((g) => this.usable(g, a, t)).length;
      if (n < best.n) best = { i: null, j, n };
    }
    return { i: best.i, j: best.j };
  }

  /** The free attackers and targets in independent parts (where some attack is possible). */
  private parts(a: bigint, t: bigint): Masks[] {
    return independentParts(a, (i) =>
      (this.byAttacker[i] ?? []).filter((g) => this.usable(g, a, t)).map((g) => g.targets),
    );
  }

  /**
   * The fewest obligations that must stay unmet from here (free attackers `a`, free targets `t`,
   * targets owed `k`): independent parts add up, and what no usable attack touches stays unmet.
   */
  value(a: bigint, t: bigint, k = 0n): number {
    const key = `${a.toString(36)}:${t.toString(36)}:${k.toString(36)}`;
    const known = this.totals.get(key);
    if (known !== undefined) return known;
    let inA = 0n;
    let inT = 0n;
    let sum = 0;
    for (const p of this.parts(a, t)) {
      sum += this.solve(p.a, p.t, k & p.t);
      inA |= p.a;
      inT |= p.t;
    }
    const total = sum + this.unmet(a & ~inA, t & ~inT, k);
    this.totals.set(key, total);
    return total;
  }

  /** The most obligation weight the free attackers `a` and targets `t` can still meet. */
  best(a: bigint, t: bigint): number {
    return this.unmet(a, t, 0n) - this.value(a, t, 0n);
  }

  /**
   * `value` of resources some attack joins: branch on the most constrained obligation, every
   * attack meeting it or leaving it unmet. Without owed targets, what an attack leaves is split
   * into parts again; with them, an attack may owe across parts, so a part is solved whole.
   */
  private solve(a: bigint, t: bigint, k: bigint): number {
    const key = `${a.toString(36)}:${t.toString(36)}:${k.toString(36)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const next = (a2: bigint, t2: bigint, k2: bigint): number =>
      this.owing ? this.solve(a2, t2, k2) : this.value(a2, t2, k2);
    const c = this.coverable(a, t, k);
    const now = this.unmet(a, t, k);
    let floor = now - c.attackers.length;
    for (const j of c.targets) floor -= this.weight(j, k);
    let best = now;
    if (floor < now) {
      const { i, j } = this.pick(a, t, k);
      for (const x of this.attacksFor({ a, t, k }, i, j, true)) {
        best = Math.min(best, next(a & ~x.attackers, t & ~x.targets, k | x.owes));
        if (best <= floor) break;
      }
      if (best > floor) {
        const left =
          i !== null
            ? 1 + next(a & ~bit(i), t, k)
            : this.weight(j as number, k) + next(a, t & ~bit(j as number), k);
        best = Math.min(best, left);
      }
    }
    this.memo.set(key, best);
    return best;
  }

  /** One set of attacks keeping `value(a, t)`, in the order found (branching as `solve` does). */
  plan(a: bigint, t: bigint): PlannedAttack[] {
    const out: PlannedAttack[] = [];
    let m = { a, t, k: 0n };
    while (this.value(m.a, m.t, m.k) < this.unmet(m.a, m.t, m.k)) {
      const goal = this.value(m.a, m.t, m.k);
      const { i, j } = this.pick(m.a, m.t, m.k);
      const x = this.attacksFor(m, i, j, true).find(
        (y) => this.value(m.a & ~y.attackers, m.t & ~y.targets, m.k | y.owes) === goal,
      );
      if (x === undefined) {
        m = i !== null ? { ...m, a: m.a & ~bit(i) } : { ...m, t: m.t & ~bit(j as number) };
        continue;
      }
      out.push({
        attackers: indices(x.attackers).map((n) => this.attackerIds[n] as string),
        targets: indices(x.targets).map((n) => this.targetIds[n] as string),
      });
      m = { a: m.a & ~x.attackers, t: m.t & ~x.targets, k: m.k | x.owes };
    }
    return out;
  }

  /**
   * One attack that keeps `value` (obliged attackers first, then owed targets, in the order
   * listed), or null when no attack helps.
   */
  firstOfPlan(a: bigint, t: bigint, k = 0n): MaskedAttack | null {
    const goal = this.value(a, t, k);
    if (goal >= this.unmet(a, t, k)) return null;
    const c = this.coverable(a, t, k);
    const keeps = (x: MaskedAttack): boolean =>
      this.value(a & ~x.attackers, t & ~x.targets, k | x.owes) === goal;
    const found = [
      ...c.attackers.map((i): [number | null, number | null] => [i, null]),
      ...c.targets.map((j): [number | null, number | null] => [null, j]),
    ].reduce<Attack | undefined>(
      (x, [i, j]) => x ?? this.attacksFor({ a, t, k }, i, j, false).find(keeps),
      undefined,
    );
    return found === undefined
      ? null
      : { attackers: found.attackers, targets: found.targets, owes: found.owes };
  }
}
