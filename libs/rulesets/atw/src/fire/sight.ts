/**
 * Sight (19.1, 19.3, 19.4, 19.9): what a line of sight from a viewing figure at `p` to the
 * nearest point `q` of a target meets besides units, generals and sight-blocking areas (those are
 * `lineOfFire`'s, lines.ts). In exact integer geometry (no trigonometry):
 *
 * - 19.9: sight reaches 60" (`withinSight`; every band of the fire chart is within it, so only
 *   the ruler meets the limit).
 * - 19.3, 19.4 woods (README I-51, ours where the text is loose): a viewer inside a wood sees
 *   along at most 8" (open) / 6" (dense) of that wood on the line; a target inside a wood (the
 *   point seen inside it) is seen from outside only when that point is within the edge band (2"
 *   open, 1" dense) and within 6", or at any distance if the target fired this turn or last;
 *   a line passing through a wood that neither end is inside is blocked (woods are 3 contours
 *   high), unless it passes over the wood (I-56, `OverWoods`): sight from a contour above the
 *   wood's top (its ground plus its height), ballshot as 16.12 fires over an obstacle.
 * - 19.1 crestlines (a hill's `crestline`: a GeoJSON LineString in inches, or `true` for the
 *   hill's edge): a line crossing one is blocked unless the viewer stands on a higher contour than
 *   the hill's, or on the same level with its footprint touching the crestline; a target touching
 *   the crestline is on it and seen.
 */
import {
  type Box,
  type Point,
  type Polyline,
  type Rational,
  type Ring,
  TICKS_PER_UNIT,
  boxOf,
  compareRational,
  lengthInsidePolygon,
  locateInRing,
  locatePoint,
  nearestPoint,
  onSegment,
  ringEdges,
  segment,
  segmentPassesThrough,
  segmentsIntersect,
} from '@pratzen/geometry';
import { type Level, levelAt } from '@pratzen/rulesets/freeform-kit';
import terrainJson from '../../data/terrain.json';
import type { AtwFeature, AtwState, AtwTable, UnitState } from '../state';
import { lineOf } from '../table';
import { firesOver } from './overhead';
import { EMPTY_FIRE } from './record';

const inch = (n: number): number => n * TICKS_PER_UNIT;
const square = (n: number): Rational => ({ num: BigInt(n) * BigInt(n), den: 1n });

/** 19.9: sight's reach, ticks (data/terrain.json). */
export const SIGHT_REACH = inch(terrainJson.visibility.maxInches);

/** 19.9: whether a squared distance is within sight (60"). */
export const withinSight = (range2: Rational): boolean =>
  compareRational(range2, square(SIGHT_REACH)) <= 0;

interface WoodsSight {
  readonly rule: string;
  /** 19.3, 19.4: woods are 3 contours high. */
  readonly contours: number;
  readonly edgeBand: number;
  readonly fromOutside: number;
  readonly inside: number;
}

/** 19.3, 19.4: each wood's sight figures (data/terrain.json), ticks. */
const WOODS = new Map<string, WoodsSight>(
  terrainJson.kinds
    .filter((k) => k.terrain === 'woods-open' || k.terrain === 'woods-dense')
    .map((k) => [
      k.terrain,
      {
        rule: k.rule,
        contours: k.contours as number,
        edgeBand: inch(k.edgeBandInches!),
        fromOutside: inch(k.seenFromOutsideWithinInches!),
        inside: inch(k.sightInsideInches!),
      },
    ]),
);

/** Why a line of sight is blocked by terrain: the feature and the case. */
export interface SightMiss {
  readonly by: string;
  readonly rule: string;
}

const strictlyIn = (p: Point, f: AtwFeature): boolean => locatePoint(p, f.area!) === 'inside';

/** Whether `q` lies within `band` ticks of a ring's boundary (exact: the nearest edge). */
function nearEdge(q: Point, ring: Ring, band: number): boolean {
  return ringEdges(ring).some(
    (e) => compareRational(nearestPoint([e.a, e.b], q).distanceSquared, square(band)) <= 0,
  );
}

/** 19.3, 19.4: a unit that fired this turn or last is seen in a wood at any distance. */
const fired = (state: AtwState, id: string): boolean => {
  const r = state.fire ?? EMPTY_FIRE;
  return (r.firedThisTurn ?? []).includes(id) || (r.firedLastTurn ?? []).includes(id);
};

/**
 * What passes over a wood that neither end of the line is in (I-56): `sight` a viewer on a
 * contour above the wood's top (19.1, 19.9: as over a unit); `ballshot` what 16.12 lets over an
 * obstacle on a lower contour (`firesOver`); `none` nothing (other fire).
 */
export type OverWoods = 'sight' | 'ballshot' | 'none';

/** 19.3, 19.4: a wood's height in contours (the table's `contours`, else 3). */
export const woodsHeight = (f: AtwFeature): number => {
  const c = f.properties.contours;
  return typeof c === 'number' && Number.isInteger(c) && c > 0
    ? c
    : (WOODS.get(f.terrain)?.contours ?? 0);
};

/** I-56: whether the line p → q passes over the wood `f` (see `OverWoods`). */
function overWood(state: AtwState, f: AtwFeature, p: Point, q: Point, over: OverWoods): boolean {
  if (over === 'none') return false;
  const levels = hillLevels(state);
  const ring = f.area!.outer;
  if (over === 'ballshot') return firesOver(p, q, ring, levels, woodsHeight(f));
  const top = ring.reduce((lv, v) => Math.max(lv, levelAt(v, levels)), 0) + woodsHeight(f);
  return levelAt(p, levels) > top;
}

/** 19.3, 19.4 (I-51, I-56): the first wood that blocks the line p → q, or null. */
function woodsBlocking(
  state: AtwState,
  target: UnitState,
  p: Point,
  q: Point,
  over: OverWoods,
): SightMiss | null {
  const line = segment(p, q);
  for (const f of state.table.features) {
    const w = WOODS.get(f.terrain);
    if (w === undefined || f.area === null) continue;
    const viewerIn = strictlyIn(p, f);
    const targetIn = locatePoint(q, f.area) !== 'outside' && target.block !== f.id;
    if (!viewerIn && !targetIn) {
      if (segmentPassesThrough(line, f.area) && !overWood(state, f, p, q, over))
        return { by: f.id, rule: w.rule };
      continue;
    }
    if (viewerIn && lengthInsidePolygon(line, f.area) > w.inside) return { by: f.id, rule: w.rule };
    if (viewerIn || !targetIn) continue;
    // seen from outside: in the edge band, within 6" or having fired
    if (!nearEdge(q, f.area.outer, w.edgeBand)) return { by: f.id, rule: w.rule };
    const d2 = nearestPoint([q], p).distanceSquared;
    if (compareRational(d2, square(w.fromOutside)) > 0 && !fired(state, target.id))
      return { by: f.id, rule: w.rule };
  }
  return null;
}

/** A hill's crestline (19.1) in ticks, read once per table; null when it has none. */
interface Crest {
  readonly id: string;
  readonly level: number;
  readonly lines: readonly Polyline[];
}

const CRESTS = new WeakMap<AtwTable, readonly Crest[]>();

/** 19.1: the table's crestlines: `true` the hill's outer edge, or a LineString in inches. */
export function crestsOf(table: AtwTable): readonly Crest[] {
  const had = CRESTS.get(table);
  if (had !== undefined) return had;
  const out: Crest[] = [];
  for (const f of table.features) {
    if (f.terrain !== 'hill' || f.area === null) continue;
    const level = hillLevel(f);
    const crest = f.properties.crestline;
    const line =
      crest === true
        ? [...f.area.outer, f.area.outer[0]!]
        : lineOf((crest as { coordinates?: unknown } | null)?.coordinates);
    if (line !== null) out.push({ id: f.id, level, lines: [line] });
  }
  CRESTS.set(table, out);
  return out;
}

/** Whether the closed segment a → b meets the polyline. */
const meetsLine = (line: Polyline, meets: (a: Point, b: Point) => boolean): boolean =>
  line.some((v, i) => i > 0 && meets(line[i - 1]!, v));

/** 19.1: the first crestline blocking p → q for this viewer and target, or null. */
function crestBlocking(
  state: AtwState,
  p: Point,
  q: Point,
  rings: { readonly viewer: Ring; readonly target: Ring | null },
): SightMiss | null {
  const crests = crestsOf(state.table);
  if (crests.length === 0) return null;
  const viewerLevel = levelAt(p, hillLevels(state));
  const sight = segment(p, q);
  const touches = (ring: Ring) => (a: Point, b: Point) => segmentMeetsRing(a, b, ring);
  for (const c of crests) {
    if (viewerLevel > c.level) continue;
    for (const line of c.lines) {
      if (!meetsLine(line, (a, b) => segmentsIntersect(sight, segment(a, b)))) continue;
      const onCrest =
        rings.target === null
          ? meetsLine(line, (a, b) => onSegment(q, segment(a, b)))
          : meetsLine(line, touches(rings.target));
      if (onCrest) continue;
      if (viewerLevel === c.level && meetsLine(line, touches(rings.viewer))) continue;
      return { by: c.id, rule: '19.1' };
    }
  }
  return null;
}

/** 19.1: a hill's level (its `contours`, default 1). */
const hillLevel = (f: AtwFeature): number => {
  const c = f.properties.contours;
  return typeof c === 'number' && Number.isInteger(c) && c > 0 ? c : 1;
};

/** 19.1: the table's hills as levels. */
export function hillLevels(state: AtwState): Level[] {
  return state.table.features
    .filter((f) => f.terrain === 'hill' && f.area !== null)
    .map((f) => ({ area: f.area!, level: hillLevel(f) }));
}

/** Whether the boxes of a segment and a ring are apart (a cheap pre-test). */
const apart = (p: Point, q: Point, b: Box): boolean =>
  Math.max(p.x, q.x) < b.minX ||
  Math.min(p.x, q.x) > b.maxX ||
  Math.max(p.y, q.y) < b.minY ||
  Math.min(p.y, q.y) > b.maxY;

/**
 * Whether the closed segment p → q meets the closed ring (exact integer orientation tests: an end
 * inside or on it, or a crossing of one of its edges).
 */
export function segmentMeetsRing(p: Point, q: Point, ring: Ring): boolean {
  if (apart(p, q, boxOf(ring))) return false;
  if (locateInRing(p, ring) !== 'outside' || locateInRing(q, ring) !== 'outside') return true;
  const s = segment(p, q);
  return ringEdges(ring).some((e) => segmentsIntersect(s, segment(e.a, e.b)));
}

/**
 * 19.1, 19.3, 19.4: terrain blocking the sight line from `p` (a figure of `viewer`) to `q` (the
 * nearest point of `target`; `rings.target` null: `q` is a point of the table), or null.
 */
export function sightBlocked(
  state: AtwState,
  target: UnitState,
  p: Point,
  q: Point,
  rings: { readonly viewer: Ring; readonly target: Ring | null },
  over: OverWoods = 'none',
): SightMiss | null {
  return woodsBlocking(state, target, p, q, over) ?? crestBlocking(state, p, q, rings);
}
