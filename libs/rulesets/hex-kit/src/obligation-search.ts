/**
 * Mandatory attacks as an exact search. Hex wargames oblige some attackers to attack and some
 * targets to be attacked in a Combat Phase (units in an enemy ZOC), while each unit attacks and is
 * attacked at most once. Whether a declared attack still lets the phase's obligations be met is a
 * question about every way the remaining attacks could be made: this module answers it exactly.
 *
 * The model knows nothing of hexes: an attacker may take part in some target groups (each a set of
 * targets attacked together); an attack is one group and a set of free attackers that may all take
 * part in it, at least one of which may `lead` it (make it on its own terms — e.g. SPI 5.7/5.8:
 * bombarding artillery alone attacks one hex only). Attacks use disjoint attackers and targets.
 * An obligation is an obliged attacker that attacks (weight 1) or a target that is attacked (its
 * weight: e.g. how many obliged units it holds). `best` is the most obligation weight that some set
 * of attacks can still meet; results are memoised per free attackers and targets, so all the
 * questions asked about one position share one table.
 */

import { bit, has, independentParts, indices } from './obligation-parts';

export interface AttackGroup {
  /** Target ids attacked together. */
  readonly targets: readonly string[];
  /** May this attacker make the attack without another attacker leading it? */
  readonly leads: boolean;
}

export interface ObligationProblem {
  readonly attackers: readonly {
    readonly id: string;
    /** Must this attacker attack? */
    readonly obliged: boolean;
    readonly groups: readonly AttackGroup[];
  }[];
  /** Targets with the obligation weight each carries (0: may be attacked, need not be). */
  readonly targets: readonly { readonly id: string; readonly weight: number }[];
}

/** One attack of a plan: the attackers and the targets. */
export interface PlannedAttack {
  readonly attackers: readonly string[];
  readonly targets: readonly string[];
}

interface Group {
  readonly mask: bigint;
  readonly targets: readonly number[];
  /** Attackers that may take part / lead, by index. */
  readonly members: number[];
  readonly leaders: number[];
}

interface Attack {
  readonly group: Group;
  readonly attackers: bigint;
  readonly weight: number;
}

export class ObligationSearch {
  private readonly attackerIds: string[];
  private readonly targetIds: string[];
  private readonly obliged: boolean[];
  private readonly weights: number[];
  private readonly groups: Group[] = [];
  /** Groups each attacker may join, and groups each target belongs to. */
  private readonly byAttacker: Group[][];
  private readonly byTarget: Group[][];
  private readonly memo = new Map<string, number>();

  constructor(problem: ObligationProblem) {
    this.attackerIds = problem.attackers.map((a) => a.id);
    this.obliged = problem.attackers.map((a) => a.obliged);
    this.targetIds = problem.targets.map((t) => t.id);
    this.weights = problem.targets.map((t) => t.weight);
    const targetIndex = new Map(this.targetIds.map((id, i) => [id, i]));
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
          group = { mask, targets: sorted, members: [], leaders: [] };
          byKey.set(key, group);
          this.groups.push(group);
          for (const t of sorted) this.byTarget[t]?.push(group);
        }
        if (!group.members.includes(i)) {
          group.members.push(i);
          this.byAttacker[i]?.push(group);
        }
        if (g.leads && !group.leaders.includes(i)) group.leaders.push(i);
      }
    });
  }

  /** Masks of the named attackers and targets (unknown ids are ignored). */
  masks(attackers: Iterable<string>, targets: Iterable<string>): { a: bigint; t: bigint } {
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
  all(): { a: bigint; t: bigint } {
    return {
      a: bit(this.attackerIds.length) - 1n,
      t: bit(this.targetIds.length) - 1n,
    };
  }

  /** The obligation weight an attack by `attackers` on `targets` meets. */
  weightOf(attackers: Iterable<string>, targets: Iterable<string>): number {
    const m = this.masks(attackers, targets);
    let w = 0;
    for (const i of indices(m.a)) if (this.obliged[i]) w += 1;
    for (const t of indices(m.t)) w += this.weights[t] ?? 0;
    return w;
  }

  private usable(g: Group, a: bigint, t: bigint): boolean {
    return (g.mask & t) === g.mask && g.leaders.some((l) => has(a, l));
  }

  /** The obligations that can each be met by some attack (attackers by index, targets by index). */
  coverable(a: bigint, t: bigint): { attackers: number[]; targets: number[] } {
    const attackers = indices(a).filter(
      (i) => this.obliged[i] && (this.byAttacker[i] ?? []).some((g) => this.usable(g, a, t)),
    );
    const targets = indices(t).filter(
      (j) =>
        (this.weights[j] ?? 0) > 0 &&
        (this.byTarget[j] ?? []).some(
          (g) => this.usable(g, a, t) && g.members.some((i) => has(a, i)),
        ),
    );
    return { attackers, targets };
  }

  /** The ids of `coverable`. */
  coverableIds(a: bigint, t: bigint): { attackers: string[]; targets: string[] } {
    const c = this.coverable(a, t);
    return {
      attackers: c.attackers.map((i) => this.attackerIds[i] as string),
      targets: c.targets.map((j) => this.targetIds[j] as string),
    };
  }

  /**
   * The attacks that meet one obligation (obliged attacker `i`, or target `j`): each usable group
   * holding it, with every subset of the group's other free obliged attackers, plus one free
   * leader that is not obliged when no attacker of the subset leads.
   */
  private attacksFor(a: bigint, t: bigint, i: number | null, j: number | null): Attack[] {
    const out: Attack[] = [];
    const groups = i !== null ? (this.byAttacker[i] ?? []) : (this.byTarget[j as number] ?? []);
    for (const g of groups) {
      if (!this.usable(g, a, t)) continue;
      const joiners = g.members.filter((m) => has(a, m) && this.obliged[m] && m !== i);
      const helpers = g.members.filter((m) => has(a, m) && !this.obliged[m]);
      let tw = 0;
      for (const x of g.targets) tw += this.weights[x] ?? 0;
      for (let s = (1 << joiners.length) - 1; s >= 0; s -= 1) {
        let set = i !== null ? bit(i) : 0n;
        let n = i !== null ? 1 : 0;
        joiners.forEach((m, k) => {
          if ((s >> k) & 1) {
            set |= bit(m);
            n += 1;
          }
        });
        const led = g.leaders.some((l) => has(set, l));
        if (led) out.push({ group: g, attackers: set, weight: n + tw });
        else {
          for (const h of helpers) {
            if (g.leaders.includes(h))
              out.push({ group: g, attackers: set | bit(h), weight: n + tw });
          }
        }
      }
    }
    return out.sort((x, y) => y.weight - x.weight);
  }

  /** The obligation to branch on (fewest usable groups), and the upper bound of what is left. */
  private pick(a: bigint, t: bigint): { i: number | null; j: number | null; bound: number } {
    const c = this.coverable(a, t);
    let bound = c.attackers.length;
    for (const j of c.targets) bound += this.weights[j] ?? 0;
    let best: { i: number | null; j: number | null; n: number } = { i: null, j: null, n: 1e9 };
    for (const i of c.attackers) {
      const n = (this.byAttacker[i] ?? []).filter((g) => this.usable(g, a, t)).length;
      if (n < best.n) best = { i, j: null, n };
    }
    for (const j of c.targets) {
      const n = (this.byTarget[j] ?? []).filter((g) => this.usable(g, a, t)).length;
      if (n < best.n) best = { i: null, j, n };
    }
    return { i: best.i, j: best.j, bound };
  }

  /** The free attackers and targets in independent parts (where some attack is possible). */
  private components(a: bigint, t: bigint): { a: bigint; t: bigint }[] {
    return independentParts(a, (i) =>
      (this.byAttacker[i] ?? []).filter((g) => this.usable(g, a, t)).map((g) => g.targets),
    );
  }

  /** The most obligation weight the free attackers `a` and targets `t` can still meet. */
  best(a: bigint, t: bigint): number {
    const key = `${a.toString(36)}:${t.toString(36)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const parts = this.components(a, t);
    let value = 0;
    if (parts.length === 1) {
      const p = parts[0] as { a: bigint; t: bigint };
      value = p.a === a && p.t === t ? this.bestConnected(a, t) : this.best(p.a, p.t);
    } else for (const p of parts) value += this.best(p.a, p.t);
    this.memo.set(key, value);
    return value;
  }

  /** `best` of resources that form one part: branch on its most constrained obligation. */
  private bestConnected(a: bigint, t: bigint): number {
    const { i, j, bound } = this.pick(a, t);
    let value = 0;
    if (bound > 0) {
      for (const x of this.attacksFor(a, t, i, j)) {
        const v = x.weight + this.best(a & ~x.attackers, t & ~x.group.mask);
        if (v > value) value = v;
        if (value >= bound) break;
      }
      if (value < bound) {
        // Leave this obligation unmet: its attacker never attacks, or its target is never attacked.
        const v = i !== null ? this.best(a & ~bit(i), t) : this.best(a, t & ~bit(j as number));
        if (v > value) value = v;
      }
    }
    return value;
  }

  /** One set of attacks meeting `best(a, t)`, in the order found. */
  plan(a: bigint, t: bigint): PlannedAttack[] {
    const out: PlannedAttack[] = [];
    let fa = a;
    let ft = t;
    for (let target = this.best(fa, ft); target > 0;) {
      const { i, j } = this.pick(fa, ft);
      const x = this.attacksFor(fa, ft, i, j).find(
        (y) => y.weight + this.best(fa & ~y.attackers, ft & ~y.group.mask) === target,
      );
      if (x === undefined) {
        if (i !== null) fa &= ~bit(i);
        else ft &= ~bit(j as number);
        continue;
      }
      out.push({
        attackers: indices(x.attackers).map((k) => this.attackerIds[k] as string),
        targets: x.group.targets.map((k) => this.targetIds[k] as string),
      });
      fa &= ~x.attackers;
      ft &= ~x.group.mask;
      target -= x.weight;
    }
    return out;
  }
}
