import { COUNTERS } from '../data/counters';
import { exertsZoc, zocExtends } from '../queries';
import type { SpiState } from '../state';
import { enemyOf, type Side } from '../vocabulary';
import { HEX_COUNT, NEIGHBORS, hexDistance, hexIndex, label, withinTwo } from './hex-graph';

const OCCUPIED = 0;
const ZOC = HEX_COUNT;
const NEAR = 2 * HEX_COUNT;

/**
 * What the enemies of one side mean for its movement, per hex. Lazy, so that deciding one
 * MoveUnit looks only at its path's hexes (memoised in a small Map); `fill()` answers every hex
 * at once into a typed array for a full enumeration. The rules are those of queries.ts
 * (exertsZoc, zocExtends; ZOC counts distinct enemy hexes as enemyZoc does); side-grid.spec.ts
 * checks both ways against queries.enemyZoc and distanceToNearest. One grid per (state, side).
 */
export class SideGrid {
  private table: Int8Array | null = null;
  private readonly memo = new Map<number, number>();
  /** Enemy-occupied hexes: 1, or 3 when some unit there exerts a ZOC. */
  private readonly foes = new Map<number, number>();

  constructor(state: SpiState, side: Side) {
    const enemy = enemyOf(side);
    state.units.forEach((u, k) => {
      if (u.location !== 'map' || u.hex === null || COUNTERS[k]?.side !== enemy) return;
      const i = hexIndex(u.hex);
      if (i >= 0) this.foes.set(i, (this.foes.get(i) ?? 0) | 1 | (exertsZoc(u) ? 2 : 0));
    });
  }

  /** 4.3: does an enemy unit stand in hex i? */
  enemyAt(i: number): boolean {
    return this.table !== null ? this.table[OCCUPIED + i] === 1 : this.foes.has(i);
  }

  /** 4.5 / 4.6: the number of distinct enemy hexes exerting a ZOC into hex i. */
  zoc(i: number): number {
    if (this.table !== null) return this.table[ZOC + i] as number;
    let n = this.memo.get(ZOC + i);
    if (n === undefined) {
      n = 0;
      for (const j of NEIGHBORS[i] ?? []) {
        if (((this.foes.get(j) ?? 0) & 2) !== 0 && zocExtends(label(j), label(i))) n += 1;
      }
      this.memo.set(ZOC + i, n);
    }
    return n;
  }

  /** 4.8: is hex i closer than three hexes to an enemy unit? */
  nearEnemy(i: number): boolean {
    if (this.table !== null) return this.table[NEAR + i] === 1;
    let v = this.memo.get(NEAR + i);
    if (v === undefined) {
      v = 0;
      for (const e of this.foes.keys()) {
        if (hexDistance(i, e) < 3) {
          v = 1;
          break;
        }
      }
      this.memo.set(NEAR + i, v);
    }
    return v === 1;
  }

  /** Answer for every hex at once, from the enemy units outward (for a full enumeration). */
  fill(): this {
    if (this.table !== null) return this;
    const t = new Int8Array(3 * HEX_COUNT);
    for (const [e, flags] of this.foes) {
      t[OCCUPIED + e] = 1;
      for (const j of withinTwo(e)) t[NEAR + j] = 1;
      if ((flags & 2) === 0) continue;
      for (const j of NEIGHBORS[e] ?? []) {
        if (zocExtends(label(e), label(j))) t[ZOC + j] = (t[ZOC + j] as number) + 1;
      }
    }
    this.table = t;
    return this;
  }
}

const cache = new WeakMap<SpiState, Partial<Record<Side, SideGrid>>>();

export function sideGrid(state: SpiState, side: Side): SideGrid {
  let bySide = cache.get(state);
  if (bySide === undefined) {
    bySide = {};
    cache.set(state, bySide);
  }
  let grid = bySide[side];
  if (grid === undefined) {
    grid = new SideGrid(state, side);
    bySide[side] = grid;
  }
  return grid;
}
