import type { SightBlocker } from '@pratzen/engine';
import {
  type Point,
  type Polygon,
  type Rational,
  type Ring,
  type Segment,
  compareRational,
  containsPoint,
  segmentIntervalsInPolygon,
} from '@pratzen/geometry';

/**
 * Lines of sight, exactly: a line is a segment; where it runs inside a footprint or a feature is
 * a list of rational intervals of its parameter (0 at the viewer, 1 at the target). What blocks
 * sight and how high it stands are each ruleset's; this is the measuring.
 */
export type Sight<R extends string = string> =
  | { readonly clear: true }
  | { readonly clear: false; readonly blockedBy: SightBlocker; readonly rule: R };

/** An interval [from, to] of the line's parameter. */
export interface Stretch {
  readonly from: Rational;
  readonly to: Rational;
}

const ZERO: Rational = { num: 0n, den: 1n };
const ONE: Rational = { num: 1n, den: 1n };

export const maxRational = (a: Rational, b: Rational): Rational =>
  compareRational(a, b) >= 0 ? a : b;
export const minRational = (a: Rational, b: Rational): Rational =>
  compareRational(a, b) <= 0 ? a : b;

/** The part of the line inside a convex ring (first entry to last exit), or null. */
export function blockInterval(line: Segment, ring: Ring): Stretch | null {
  const iv = segmentIntervalsInPolygon(line, { outer: ring });
  if (iv.length === 0) return null;
  return { from: iv[0]!.from, to: iv[iv.length - 1]!.to };
}

/**
 * The stretch of the line outside both end footprints (a feature under the viewer's or the
 * target's own footprint does not block: it sees and is seen from its border).
 */
export function openStretch(line: Segment, fromRing: Ring, toRing: Ring): Stretch {
  const fromIv = blockInterval(line, fromRing);
  const toIv = blockInterval(line, toRing);
  return { from: fromIv?.to ?? ZERO, to: toIv?.from ?? ONE };
}

/** The pieces of the line inside `area` within the open stretch (positive length only). */
export function exposedInside(line: Segment, area: Ring | Polygon, open: Stretch): Stretch[] {
  const polygon = 'outer' in area ? area : { outer: area };
  return segmentIntervalsInPolygon(line, polygon)
    .map((iv) => ({ from: maxRational(iv.from, open.from), to: minRational(iv.to, open.to) }))
    .filter((iv) => compareRational(iv.from, iv.to) < 0);
}

/** A level area (a hill, a contour). */
export interface Level {
  readonly area: Polygon;
  readonly level: number;
}

/** The level at a point: the highest area containing it (ground 0). */
export const levelAt = (p: Point, levels: readonly Level[]): number =>
  levels.reduce((lv, h) => (containsPoint(h.area, p) ? Math.max(lv, h.level) : lv), 0);

/** A terrain feature as what blocks sight. */
export const featureBlocker = (f: {
  readonly id: string;
  readonly terrain: string;
  readonly name: string;
}): SightBlocker => ({ kind: 'feature', id: f.id, terrain: f.terrain, name: f.name });

/** Something met along the line: where (the line's parameter), what, and by which rule. */
export interface SightHit<R extends string = string> {
  readonly at: Rational;
  readonly blocker: SightBlocker;
  readonly rule: R;
}

/** The sight from what the ruleset found along the line: the nearest hit blocks it (ties: the first listed). */
export function firstBlocker<R extends string>(found: SightHit<R>[]): Sight<R> {
  if (found.length === 0) return { clear: true };
  found.sort((x, y) => compareRational(x.at, y.at));
  return { clear: false, blockedBy: found[0]!.blocker, rule: found[0]!.rule };
}
