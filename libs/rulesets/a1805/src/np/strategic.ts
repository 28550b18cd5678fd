/**
 * 28: the strategic dispositions — where each NP formation is going, the French NP holding its
 * villages until the Allied centre is empty (28.2.1–28.2.2), the Guards kept back (28.1.7,
 * 28.2.13), and the priorities of chits and columns in the fog (28.1.4–28.1.5, 28.2.6).
 */
import { type Point, containsPoint, distanceSquared, point } from '@pratzen/geometry';
import { FEATURES, LOCATIONS, type Feature } from '../data/catalogue';
import type { Side } from '../vocabulary';
import data from './data/strategic-dispositions.json';
import type { NpUnit, NpView } from './read';

export const DISPOSITIONS = data;

const feature = (id: string): Feature => {
  const f = FEATURES.find((x) => x.id === id);
  if (f === undefined || f.area === null) throw new Error(`a1805-np data: no area ${id}`);
  return f;
};

/** A feature's centre for moving towards it: the mean of its outline's corners (ticks). */
export function centreOf(f: Feature): Point {
  const ring = f.area?.outer ?? f.line ?? [];
  const n = Math.max(1, ring.length);
  const sx = ring.reduce((s, p) => s + p.x, 0);
  const sy = ring.reduce((s, p) => s + p.y, 0);
  return point(Math.round(sx / n), Math.round(sy / n));
}

const CENTRE = feature(data.centre);

/**
 * 28.2.1: the Allied centre is empty when the French can see that it is: the fog gone (16.3) and
 * no Allied unit or chit on the Pratzen plateau (reconstruction: see the data file).
 */
export function alliedCentreEmpty(v: NpView): boolean {
  if (v.weather !== 'clear') return false;
  const on = (p: Point): boolean => containsPoint(CENTRE.area!, p);
  return (
    !v.units.some((u) => u.side === 'allied' && on(u.at)) &&
    !v.chits.some((c) => c.side === 'allied' && on(c.at))
  );
}

/** 28.2.2: the French NP holds its lines (fire only) until the Allied centre is empty. */
export const frenchHolding = (v: NpView): boolean => v.side === 'french' && !alliedCentreEmpty(v);

/** 28.1.7, 28.2.13: whether a side's Guard may move (activation: reconstruction, see the data file). */
export function guardActive(v: NpView, side: Side): boolean {
  if (side === 'french') return v.side === 'french' ? alliedCentreEmpty(v) : true;
  if (v.turn >= data.alliedGuardTurn) return true;
  return v.units.some((u) => u.side === 'french' && containsPoint(CENTRE.area!, u.at));
}

const nearestOf = (from: Point, fs: readonly Feature[]): Feature | null => {
  let best: Feature | null = null;
  let bestD = Infinity;
  for (const f of fs) {
    const d = distanceSquared(from, centreOf(f));
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return best;
};

export interface Objective {
  readonly at: Point;
  readonly feature: Feature;
  readonly reason: string;
}

/**
 * 28.1.1, 28.2.1, 24.6.1: where an NP unit (or chit) is going, or null when its orders are to stay
 * (the French holding, a Guard not yet active).
 */
export function objectiveOf(v: NpView, u: Pick<NpUnit, 'at' | 'corps'>): Objective | null {
  const guard = data.guards[v.side];
  if (u.corps === guard && !guardActive(v, v.side)) return null;
  if (v.side === 'french') {
    if (frenchHolding(v)) {
      if (!data.frenchEarlyMovers.includes(u.corps)) return null;
      const f = nearestOf(u.at, data.frenchHeld.map(feature))!;
      return { at: centreOf(f), feature: f, reason: `28.2.7.1 Davout moves up to ${f.name}` };
    }
    if (data.frenchAssaultCorps.includes(u.corps)) {
      const f = feature(data.frenchAssault);
      return { at: centreOf(f), feature: f, reason: '28.2.1 the Pratzenberg assault' };
    }
  }
  const open = LOCATIONS.filter((l) => v.control[l.id] !== v.side);
  const f = nearestOf(u.at, open);
  if (f === null) return null;
  return {
    at: centreOf(f),
    feature: f,
    reason: `28.${v.side === 'allied' ? '1.1' : '2.1'} objective ${f.name}`,
  };
}

/** 24.5.3: a unit on its objective may stop there. */
export const onObjective = (o: Objective | null, p: Point): boolean =>
  o !== null && o.feature.area !== null && containsPoint(o.feature.area, p);

/** 28.1.4 / 28.2.6: the rank of a formation in the side's chit priorities (lower first). */
export function chitRank(side: Side, corps: string): number {
  const list = side === 'allied' ? data.alliedChits : data.frenchChits;
  const i = list.indexOf(corps);
  return i < 0 ? list.length : i;
}

/** 28.1.5: the rank of an Allied column in the order columns move on the strategic map. */
export function columnRank(corps: string): number {
  const i = data.alliedColumns.indexOf(corps);
  return i < 0 ? data.alliedColumns.length : i;
}
