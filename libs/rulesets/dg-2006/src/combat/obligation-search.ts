import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { occupancy, sideOf, zocExtends } from '../queries';
import type { DgState } from '../state';
import { enemyOf } from '../vocabulary';
import { canAttackHex, hexAttackable } from './obligations';

/**
 * 8.0 B-C and K as an exact search over the attacks still to be made this Combat Phase. DG keeps
 * its own (libs/engine's ObligationSearch has fixed obligations): under 8.0 K an attack from an
 * adjacent hex makes every enemy unit in the attacker's ZOC owed, so obligations grow with the
 * attacks chosen. The targets are the enemy hexes (a stack is attacked whole, errata); a free
 * attacker may attack any set of adjacent hexes it could attack one by one (8.0 F), and artillery
 * one hex two hexes away (10.0). `value` is the fewest obligations (obliged attackers, owed enemy
 * units) that must be left unmet, whatever attacks follow; memoised per position.
 */

interface Group {
  readonly mask: bigint;
  /** Free attackers that may attack the group, by index, and whether from an adjacent hex. */
  readonly members: readonly { readonly i: number; readonly adjacent: boolean }[];
}

const BITS: bigint[] = Array.from({ length: 128 }, (_, i) => 1n << BigInt(i));
const bit = (i: number): bigint => BITS[i] ?? 1n << BigInt(i);
const has = (mask: bigint, i: number): boolean => (mask & bit(i)) !== 0n;

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << xs.length; m += 1) out.push(xs.filter((_, k) => (m >> k) & 1));
  return out;
}

export interface SearchAttack {
  readonly attackers: bigint;
  readonly targets: bigint;
  /** 8.0 K: target hexes this attack makes owed. */
  readonly owes: bigint;
}

export class DgObligationSearch {
  readonly attackerIds: string[] = [];
  readonly hexes: string[] = [];
  private readonly obliged: boolean[] = [];
  /** Owed units per target hex (8.0 B, K so far) and all its units. */
  private readonly owedUnits: number[] = [];
  private readonly allUnits: number[] = [];
  /** 8.0 K: target hexes in each attacker's ZOC. */
  private readonly zocOf: bigint[] = [];
  private readonly groups: Group[] = [];
  private readonly byAttacker: Group[][] = [];
  private readonly byTarget: Group[][] = [];
  private readonly memo = new Map<string, number>();
  private readonly totals = new Map<string, number>();

  constructor(state: DgState) {
    const enemy = enemyOf(state.side);
    for (const [hex, units] of occupancy(state)) {
      const first = units[0];
      if (first === undefined || sideOf(first) !== enemy || !hexAttackable(state, hex)) continue;
      this.hexes.push(hex);
      this.allUnits.push(units.length);
      this.owedUnits.push(units.filter((u) => state.marks.obligedDefenders.includes(u.id)).length);
      this.byTarget.push([]);
    }
    const index = new Map(this.hexes.map((h, j) => [h, j]));
    const byKey = new Map<bigint, { mask: bigint; members: { i: number; adjacent: boolean }[] }>();
    const join = (mask: bigint, i: number, adjacent: boolean): void => {
      let g = byKey.get(mask);
      if (g === undefined) {
        g = { mask, members: [] };
        byKey.set(mask, g);
      }
      g.members.push({ i, adjacent });
    };
    for (const u of state.units) {
      if (u.location !== 'map' || u.hex === null || sideOf(u) !== state.side) continue;
      const from = u.hex;
      const near = (BOARD.neighbors.get(from) ?? [])
        .filter((h) => index.has(h) && canAttackHex(state, u.id, h))
        .map((h) => index.get(h) as number);
      const far =
        counter(u.id).type === 'artillery'
          ? (BOARD.ring2.get(from) ?? [])
              .filter((h) => index.has(h) && canAttackHex(state, u.id, h))
              .map((h) => index.get(h) as number)
          : [];
      if (near.length + far.length === 0) continue;
      const i = this.attackerIds.length;
      this.attackerIds.push(u.id);
      this.obliged.push(state.marks.obligedAttackers.includes(u.id));
      let zoc = 0n;
      for (const n of BOARD.neighbors.get(from) ?? []) {
        const j = index.get(n);
        if (j !== undefined && zocExtends(from, n)) zoc |= bit(j);
      }
      this.zocOf.push(zoc);
      this.byAttacker.push([]);
      for (const set of subsets(near))
        join(
          set.reduce((m, j) => m | bit(j), 0n),
          i,
          true,
        );
      for (const j of far) join(bit(j), i, false);
    }
    for (const g of byKey.values()) {
      this.groups.push(g);
      for (const m of g.members) this.byAttacker[m.i]?.push(g);
      this.hexes.forEach((_, j) => {
        if (has(g.mask, j)) this.byTarget[j]?.push(g);
      });
    }
  }

  /** Masks of attackers and target hexes by id / label (unknown ones ignored). */
  mask(attackers: readonly string[], hexes: readonly string[]): { a: bigint; t: bigint } {
    let a = 0n;
    let t = 0n;
    attackers.forEach((id) => {
      const i = this.attackerIds.indexOf(id);
      if (i >= 0) a |= bit(i);
    });
    hexes.forEach((h) => {
      const j = this.hexes.indexOf(h);
      if (j >= 0) t |= bit(j);
    });
    return { a, t };
  }

  all(): { a: bigint; t: bigint } {
    return { a: bit(this.attackerIds.length) - 1n, t: bit(this.hexes.length) - 1n };
  }

  /** 8.0 K: the hexes the adjacent attackers `adjacent` make owed, among the free targets `t`. */
  owedBy(adjacent: bigint, t: bigint): bigint {
    let k = 0n;
    for (let i = 0; i < this.attackerIds.length; i += 1)
      if (has(adjacent, i)) k |= this.zocOf[i] ?? 0n;
    return k & t;
  }

  weight(j: number, k: bigint): number {
    return has(k, j) ? (this.allUnits[j] ?? 0) : (this.owedUnits[j] ?? 0);
  }

  private usable(g: Group, a: bigint, t: bigint): boolean {
    return (g.mask & t) === g.mask && g.members.some((m) => has(a, m.i));
  }

  /** The obligations some attack could still meet: obliged attackers and owed hexes, by index. */
  coverable(a: bigint, t: bigint, k: bigint): { attackers: number[]; targets: number[] } {
    const attackers: number[] = [];
    const targets: number[] = [];
    this.attackerIds.forEach((_, i) => {
      if (
        has(a, i) &&
        this.obliged[i] &&
        (this.byAttacker[i] ?? []).some((g) => this.usable(g, a, t))
      )
        attackers.push(i);
    });
    this.hexes.forEach((_, j) => {
      if (
        has(t, j) &&
        this.weight(j, k) > 0 &&
        (this.byTarget[j] ?? []).some((g) => this.usable(g, a, t))
      )
        targets.push(j);
    });
    return { attackers, targets };
  }

  /** The obligations left unmet if no further attack is made. */
  unmet(a: bigint, t: bigint, k: bigint): number {
    let n = 0;
    this.attackerIds.forEach((_, i) => {
      if (has(a, i) && this.obliged[i]) n += 1;
    });
    this.hexes.forEach((_, j) => {
      if (has(t, j)) n += this.weight(j, k);
    });
    return n;
  }

  /**
   * The attacks that meet obligation `i` (an obliged attacker) or `j` (an owed hex): each usable
   * group holding it, with any subset of the group's other free obliged attackers — or, when none
   * takes part, one free unobliged attacker (more would only spend units and owe more under K).
   */
  private attacksFor(a: bigint, t: bigint, i: number | null, j: number | null): SearchAttack[] {
    const out: SearchAttack[] = [];
    const groups = i !== null ? (this.byAttacker[i] ?? []) : (this.byTarget[j as number] ?? []);
    for (const g of groups) {
      if (!this.usable(g, a, t)) continue;
      const free = g.members.filter((m) => has(a, m.i));
      const joiners = free.filter((m) => this.obliged[m.i] && m.i !== i);
      const helpers = free.filter((m) => !this.obliged[m.i]);
      const self = free.find((m) => m.i === i);
      for (let s = 0; s < 1 << joiners.length; s += 1) {
        const chosen = [
          ...(self !== undefined ? [self] : []),
          ...joiners.filter((_, x) => (s >> x) & 1),
        ];
        const lone = chosen.length === 0 ? helpers.map((h) => [h]) : [chosen];
        for (const set of lone) {
          let attackers = 0n;
          let adjacent = 0n;
          for (const m of set) {
            attackers |= bit(m.i);
            if (m.adjacent) adjacent |= bit(m.i);
          }
          out.push({ attackers, targets: g.mask, owes: this.owedBy(adjacent, t & ~g.mask) });
        }
      }
    }
    return out;
  }

  /** The free attackers and targets that usable groups join, split into independent parts. */
  private parts(a: bigint, t: bigint): { a: bigint; t: bigint }[] {
    const n = this.attackerIds.length;
    const parent = new Map<number, number>();
    const find = (x: number): number => {
      let r = x;
      while ((parent.get(r) ?? r) !== r) r = parent.get(r) as number;
      parent.set(x, r);
      return r;
    };
    const union = (x: number, y: number): void => {
      const rx = find(x);
      const ry = find(y);
      if (rx !== ry) parent.set(rx, ry);
    };
    for (const g of this.groups) {
      if (!this.usable(g, a, t)) continue;
      const nodes = [
        ...g.members.filter((m) => has(a, m.i)).map((m) => m.i),
        ...this.hexes
          .map((_, j) => j)
          .filter((j) => has(g.mask, j))
          .map((j) => n + j),
      ];
      const [first] = nodes;
      for (const x of nodes) {
        if (!parent.has(x)) parent.set(x, x);
        if (first !== undefined) union(first, x);
      }
    }
    const byRoot = new Map<number, { a: bigint; t: bigint }>();
    for (const x of parent.keys()) {
      const r = find(x);
      const p = byRoot.get(r) ?? { a: 0n, t: 0n };
      if (x < n) p.a |= bit(x);
      else p.t |= bit(x - n);
      byRoot.set(r, p);
    }
    return [...byRoot.values()];
  }

  /**
   * The fewest obligations that must stay unmet from here (free attackers `a`, free targets `t`,
   * hexes owed whole under 8.0 K `k`). Branches on the obligation with the fewest usable groups:
   * every attack meeting it (its other obliged attackers in any subset; one free unobliged unit when
   * none attacks — more would only spend units and owe more under K), or leaving it unmet.
   */
  value(a: bigint, t: bigint, k: bigint): number {
    // Independent fronts add up (each memoised on its own); what no usable attack touches stays
    // unmet.
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

  private solve(a: bigint, t: bigint, k: bigint): number {
    const key = `${a.toString(36)}:${t.toString(36)}:${k.toString(36)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const c = this.coverable(a, t, k);
    const now = this.unmet(a, t, k);
    let floor = now - c.attackers.length;
    for (const j of c.targets) floor -= this.weight(j, k);
    let best = now;
    if (floor < now) {
      let pick: { i: number | null; j: number | null; n: number } = { i: null, j: null, n: 1e9 };
      for (const i of c.attackers) {
        const n = (this.byAttacker[i] ?? []).filter((g) => this.usable(g, a, t)).length;
        if (n < pick.n) pick = { i, j: null, n };
      }
      for (const j of c.targets) {
        const n = (this.byTarget[j] ?? []).filter((g) => this.usable(g, a, t)).length;
        if (n < pick.n) pick = { i: null, j, n };
      }
      for (const x of this.attacksFor(a, t, pick.i, pick.j)) {
        best = Math.min(best, this.solve(a & ~x.attackers, t & ~x.targets, k | x.owes));
        if (best <= floor) break;
      }
      if (best > floor) {
        const left =
          pick.i !== null
            ? 1 + this.solve(a & ~bit(pick.i), t, k)
            : this.weight(pick.j as number, k) + this.solve(a, t & ~bit(pick.j as number), k);
        best = Math.min(best, left);
      }
    }
    this.memo.set(key, best);
    return best;
  }

  /** One attack that keeps `value` (for legal actions), or null when no attack helps. */
  firstOfPlan(a: bigint, t: bigint, k: bigint): SearchAttack | null {
    const target = this.value(a, t, k);
    if (target >= this.unmet(a, t, k)) return null;
    const c = this.coverable(a, t, k);
    for (const i of c.attackers)
      for (const x of this.attacksFor(a, t, i, null))
        if (this.value(a & ~x.attackers, t & ~x.targets, k | x.owes) === target) return x;
    for (const j of c.targets)
      for (const x of this.attacksFor(a, t, null, j))
        if (this.value(a & ~x.attackers, t & ~x.targets, k | x.owes) === target) return x;
    return null;
  }
}
