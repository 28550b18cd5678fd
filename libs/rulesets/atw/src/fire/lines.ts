/**
 * 16.2, 16.11, I-3: where a unit fires from and what each firing figure can reach, in exact
 * integer geometry (no trigonometry: the arc's edges are the geometry library's table directions).
 *
 * - Firing points: each front-rank figure's (or gun model's) front centre, the unit's facing; a
 *   second-rank figure fires with its front-rank partner (16.2), so only the front rank is measured.
 * - In arc (16.11, I-3): some part of the target's footprint lies in the 45° wedge centred on the
 *   facing with its apex at the firing point: a corner of the footprint inside the wedge, or one
 *   of the wedge's two edges (out to the weapon's farthest range) meeting the footprint.
 * - Range (I-3): from the firing point to the nearest point of the target's footprint, exact
 *   (squared distances as rationals) against each band.
 * - The line of fire is the segment from the firing point to that nearest point: it may not cross
 *   another unit (16.7-5) nor a friendly skirmisher (16.8); enemy skirmishers on it cost −1 (16.8).
 */
import {
  type Point,
  type Rational,
  type Ring,
  compareRational,
  facingVector,
  inArc,
  nearestPoint,
  rotate,
} from '@pratzen/geometry';
import { unitRing } from '../footprint';
import { SCREEN_REACH, headOf, screensFire } from '../generals/generals';
import type { AtwState, UnitState } from '../state';
import { firesOver } from './overhead';
import { hillLevels, segmentMeetsRing, sightBlocked } from './sight';
import { FIRING_RANKS, HALF_ARC } from './weapons';

export { hillLevels, segmentMeetsRing } from './sight';
export { deadGround, firesOver } from './overhead';

const RINGS = new WeakMap<AtwState, Map<string, Ring>>();

/** A unit's ring, computed once per (immutable) state: fire measures the same rings many times. */
export function ringOf(state: AtwState, u: UnitState): Ring {
  let rings = RINGS.get(state);
  if (rings === undefined) {
    rings = new Map();
    RINGS.set(state, rings);
  }
  let ring = rings.get(u.id);
  if (ring === undefined) {
    ring = unitRing(state.table, u);
    rings.set(u.id, ring);
  }
  return ring;
}

/** A front-rank figure (or gun model) of a firing unit: its number (1-based) and front centre. */
export interface FiringPoint {
  readonly index: number;
  readonly at: Point;
  /** Its own facing (19.7: a garrison's block side, garrison.ts); absent: the unit's. */
  readonly facing?: number;
}

/** 16.2: the front-rank figures (gun models) of `u`, left to right, at their front centres. */
export function firingPoints(u: UnitState): FiringPoint[] {
  const files = Math.max(1, u.files);
  const out: FiringPoint[] = [];
  for (let i = 0; i < Math.min(files, u.figures); i += 1) {
    const v = rotate(
      { x: Math.round(((2 * i + 1 - files) * u.width) / (2 * files)), y: 0 },
      u.facing,
    );
    out.push({ index: i + 1, at: { x: u.x + v.x, y: u.y + v.y } });
  }
  return out;
}

/**
 * 16.2: the figures that fire with front-rank figure `i` (1-based): itself and, for infantry, its
 * partner in the second rank (figure `files + i`, when there is one). Figures are numbered as
 * 8-3 removes them: file by file from the left, front rank first.
 */
export function partnersOf(u: UnitState, i: number): number[] {
  if (u.arm !== 'infantry' || u.formation === 'town-order') return [i];
  const out = [i];
  for (let r = 1; r < FIRING_RANKS; r += 1) {
    const k = r * u.files + i;
    if (k <= u.figures) out.push(k);
  }
  return out;
}

const square = (n: number): Rational => ({ num: BigInt(n) * BigInt(n), den: 1n });

/** 16.11, I-3: whether some part of `ring` lies in the arc of a figure at `p` facing `facing`. */
export function ringInArc(p: Point, facing: number, ring: Ring, reach: number): boolean {
  if (ring.some((v) => inArc(p, facing, HALF_ARC, v))) return true;
  for (const side of [-HALF_ARC, HALF_ARC]) {
    const v = facingVector(facing + side, reach);
    if (segmentMeetsRing(p, { x: p.x + v.x, y: p.y + v.y }, ring)) return true;
  }
  return false;
}

/** What one firing figure sees of one target: the nearest point, the exact squared range. */
export interface Sighting {
  readonly nearest: Point;
  readonly range2: Rational;
}

export function sighting(p: Point, ring: Ring): Sighting {
  const n = nearestPoint(ring, p);
  return { nearest: n.point, range2: n.distanceSquared };
}

/** Whether the squared range is within `max` ticks (inclusive) and beyond `min` (as asked). */
export const withinTicks = (range2: Rational, max: number): boolean =>
  compareRational(range2, square(max)) <= 0;
export const beyondTicks = (range2: Rational, min: number): boolean =>
  compareRational(range2, square(min)) > 0;
export const atLeastTicks = (range2: Rational, min: number): boolean =>
  compareRational(range2, square(min)) >= 0;

/** What lies across a line of fire: nothing, enemy skirmishers only (16.8 −1), or a blocker. */
export type LineOfFire =
  | { readonly kind: 'clear' }
  | { readonly kind: 'skirmishers'; readonly ids: readonly string[] }
  | {
      readonly kind: 'blocked';
      readonly by: string;
      readonly rule: '7.3-1' | '16.7-5' | '16.8' | '19.1' | '19.3' | '19.4' | '19.9';
    };

/**
 * 19.7, 19.9 (the part of sight section 16 needs now): a town block (other than the firer's or the
 * target's) and any feature the table marks `blocksSight` stop a line of fire.
 */
export function terrainBlocking(
  state: AtwState,
  firer: UnitState,
  target: UnitState,
  p: Point,
  q: Point,
): string | null {
  for (const f of state.table.features) {
    if (f.area === null || f.id === firer.block || f.id === target.block) continue;
    if (f.terrain !== 'town-block' && f.properties.blocksSight !== true) continue;
    if (segmentMeetsRing(p, q, f.area.outer)) return f.id;
  }
  return null;
}

/**
 * 16.7-5, 16.8: the units (other than firer and target) the segment p → q crosses; ballshot may
 * pass over units on lower contours (16.12, `firesOver`).
 */
export function lineOfFire(
  state: AtwState,
  firer: UnitState,
  target: UnitState,
  p: Point,
  q: Point,
  ballshot = false,
): LineOfFire {
  const through: string[] = [];
  const wall = terrainBlocking(state, firer, target, p, q);
  if (wall !== null) return { kind: 'blocked', by: wall, rule: '19.9' };
  // 19.1 crestlines, 19.3-19.4 woods (sight.ts); `target` the firer itself: a point of the table
  // (I-56: ballshot passes over a wood on a lower contour as over a unit, 16.12; other fire not)
  const sight = sightBlocked(
    state,
    target,
    p,
    q,
    {
      viewer: ringOf(state, firer),
      target: target.id === firer.id ? null : ringOf(state, target),
    },
    ballshot ? 'ballshot' : 'none',
  );
  if (sight !== null)
    return { kind: 'blocked', by: sight.by, rule: sight.rule as '19.1' | '19.3' | '19.4' };
  const levels = ballshot ? hillLevels(state) : [];
  // 7.3-1: a general of the firer's side (not one attached to the firer) is a one-contour
  // obstacle to a line passing within 2" of his head; ballshot from two contours above the
  // ground he stands on passes over it as over a unit (16.12; I-42: the obstacle is the 4"
  // square about his head)
  for (const g of screensFire(state, firer.side, p, q, firer.id)) {
    const head = headOf(state, g);
    const r = SCREEN_REACH;
    const around: Ring = [
      { x: head.x - r, y: head.y - r },
      { x: head.x + r, y: head.y - r },
      { x: head.x + r, y: head.y + r },
      { x: head.x - r, y: head.y + r },
    ];
    if (levels.length > 0 && firesOver(p, q, around, levels, 1)) continue;
    return { kind: 'blocked', by: g.id, rule: '7.3-1' };
  }
  for (const o of state.units) {
    if (o.id === firer.id || o.id === target.id) continue;
    const ring = ringOf(state, o);
    if (!segmentMeetsRing(p, q, ring)) continue;
    if (levels.length > 0 && firesOver(p, q, ring, levels)) continue;
    if (o.formation !== 'skirmish') return { kind: 'blocked', by: o.id, rule: '16.7-5' };
    if (o.side === firer.side) return { kind: 'blocked', by: o.id, rule: '16.8' };
    through.push(o.id);
  }
  return through.length === 0 ? { kind: 'clear' } : { kind: 'skirmishers', ids: through };
}

/**
 * 16.5, I-22: a line is enfiladed when the line from the firer's front centre to the target's
 * centre lies within 22.5° of the target's front edge (either way along it).
 */
export function enfiladed(from: Point, target: UnitState, centre: Point): boolean {
  return (
    inArc(from, target.facing + 900, HALF_ARC, centre) ||
    inArc(from, target.facing - 900, HALF_ARC, centre)
  );
}
