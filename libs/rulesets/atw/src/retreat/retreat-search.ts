/**
 * 15.1: where a retreat may end. API:
 *
 * - `retreatPlan(state, unit, away, choice)` → the retreat the owner chose (`distance` in ticks,
 *   6"–36"; `angle` in tenths, within ±22.5° of `away`; `facing` towards the enemy or about) made
 *   exactly, or why it may not end there;
 * - `anyRetreat(state, unit, away)` → a legal choice, or null when the unit is surrounded (15.1:
 *   then it is shattered), searched over every whole degree and every 0.5" (README I-20);
 * - `awayFrom(from, to)` and `splitDifference(headings)` for the callers' `away` heading.
 *
 * The unit turns about its footprint's centre to face along the retreat (its back to the enemy:
 * `about`) or against it (`enemy`, 15.1-4), squares and garrisons forming column (15.1-2,
 * 15.1-3), then slides straight. Friends are passed freely (15-a, 12.12-4) but it may not end on
 * one; its path may not bring it into contact with an enemy (15.1: then that way is closed),
 * except that cavalry flows around enemy infantry in column or square; the table's edge and
 * ground the unit may not enter close a way too. The kit's `slideSearch` finds the first thing in
 * the way exactly.
 */
import {
  type Point,
  type Ring,
  TICKS_PER_UNIT,
  boxOf,
  convexOverlap,
  disjoint,
  facingOf,
  facingVector,
  footprintRing,
  normaliseFacing,
  turnBetween,
  vectorSub,
  within,
} from '@pratzen/geometry';
import { type Placed, centreBehind, frontAhead, slideSearch } from '@pratzen/rulesets/freeform-kit';
import { type Shape, shapeOf, unitRing } from '../footprint';
import { blockedBy } from '../movement/terrain';
import type { AtwState, AtwTable, UnitState } from '../state';
import type { Formation } from '../vocabulary';

export const RETREAT_MIN = 6 * TICKS_PER_UNIT;
export const RETREAT_MAX = 36 * TICKS_PER_UNIT;
/** 15.1: 22.5° either side of the line directly away. */
export const RETREAT_ARC = 225;
/** I-20: the search's grain (0.5", 1°). */
const STEP = TICKS_PER_UNIT / 2;

export type RetreatFacing = 'enemy' | 'about';

export interface RetreatChoice {
  readonly distance: number;
  readonly angle: number;
  readonly facing: RetreatFacing;
}

/** Where a retreat ends: the front centre and facing, the formation and its footprint. */
export interface RetreatPose extends Shape, Placed {
  readonly formation: Formation;
}

export type RetreatPlan =
  | { readonly ok: true; readonly pose: RetreatPose; readonly choice: RetreatChoice }
  | { readonly ok: false; readonly why: 'path' | 'end' | 'choice'; readonly by: string };

/** The heading directly away from `from` towards `to` (tenths; straight north when they meet). */
export const awayFrom = (from: Point, to: Point): number =>
  from.x === to.x && from.y === to.y ? 0 : facingOf(vectorSub(to, from));

/** 15.1: attacked from several directions, the retreat splits the difference (I-20). */
export function splitDifference(headings: readonly number[]): number {
  let mean = headings[0] ?? 0;
  for (const [i, h] of headings.entries()) {
    if (i > 0) mean = normaliseFacing(mean + Math.trunc(turnBetween(mean, h) / (i + 1)));
  }
  return mean;
}

/** 15.1-2, 15.1-3: squares and garrisons retreat in column. */
function retreatShape(u: UnitState): { formation: Formation; shape: Shape } {
  if (u.formation === 'square' || u.formation === 'town-order') {
    const files = Math.min(4, u.figures);
    return { formation: 'column', shape: shapeOf(u, 'column', files) };
  }
  return {
    formation: u.formation,
    shape: { files: u.files, ranks: u.ranks, width: u.width, depth: u.depth },
  };
}

/** Where the unit's footprint is centred before it retreats (a garrison: its block's middle). */
function centreOf(state: AtwState, u: UnitState): Point {
  if (u.block !== null) {
    const ring = unitRing(state.table, u);
    const n = ring.length;
    const sum = ring.reduce((s, p) => ({ x: s.x + p.x, y: s.y + p.y }), { x: 0, y: 0 });
    return { x: Math.round(sum.x / n), y: Math.round(sum.y / n) };
  }
  return centreBehind(u, u.depth);
}

/** The table a retreating unit crosses: a garrison leaves its own block. */
const tableFor = (t: AtwTable, u: UnitState): AtwTable =>
  u.block === null ? t : { ...t, features: t.features.filter((f) => f.id !== u.block) };

const ringOfPose = (p: RetreatPose): Ring =>
  footprintRing({ position: { x: p.x, y: p.y }, facing: p.facing, width: p.width, depth: p.depth });

/** 15.1: cavalry may flow around enemy infantry in column or square. */
const flowsAround = (u: UnitState, o: UnitState): boolean =>
  u.arm === 'cavalry' &&
  o.arm === 'infantry' &&
  (o.formation === 'column' || o.formation === 'square');

interface Way {
  readonly start: RetreatPose;
  readonly heading: number;
  /** The farthest the unit may slide this way (ticks), −1 when it cannot start. */
  readonly clear: number;
  readonly by: string;
}

/** Where the unit stands to slide along `heading`: turned about its centre to face `facing`. */
function startOf(
  state: AtwState,
  u: UnitState,
  heading: number,
  facing: RetreatFacing,
): RetreatPose {
  const { formation, shape } = retreatShape(u);
  const faced = facing === 'about' ? heading : normaliseFacing(heading + 1800);
  const front = frontAhead(centreOf(state, u), faced, shape.depth);
  return { ...shape, ...front, facing: faced, formation };
}

/** How far the unit may slide along `heading` (turned to face `facing`) before meeting anything. */
function way(state: AtwState, u: UnitState, heading: number, facing: RetreatFacing): Way {
  const start = startOf(state, u, heading, facing);
  const { formation } = start;
  const table = tableFor(state.table, u);
  const who = { arm: u.arm, formation };
  const out = slideSearch<RetreatPose, UnitState>({
    start,
    heading,
    length: RETREAT_MAX,
    ringAt: ringOfPose,
    others: state.units.filter((o) => o.side !== u.side && !flowsAround(u, o)),
    idOf: (o) => o.id,
    ringOf: (o) => unitRing(state.table, o),
    stopsAt: () => false,
    groundBad: (ring, swept) =>
      !within(ring, table.bbox) || blockedBy(table, who, swept) !== undefined,
  });
  if (out.kind === 'moved') return { start, heading, clear: RETREAT_MAX, by: '' };
  if (out.kind === 'blocked') return { start, heading, clear: out.distance, by: out.by };
  return { start, heading, clear: out.distance, by: out.by.id };
}

/** The start slid `d` along the way, exactly as `slideSearch` slides it. */
const slid = (w: Way, d: number): RetreatPose => {
  const v = facingVector(w.heading, d);
  return { ...w.start, x: w.start.x + v.x, y: w.start.y + v.y };
};

/** The unit it would end on (friends are passed, not stood on), or null. */
function endsOn(state: AtwState, u: UnitState, ring: Ring): string | null {
  const box = boxOf(ring);
  for (const o of state.units) {
    if (o.id === u.id) continue;
    const r = unitRing(state.table, o);
    if (!disjoint(box, boxOf(r)) && convexOverlap(ring, r)) return o.id;
  }
  return null;
}

/** 15.1: the retreat `choice` of `u` directly away along `away`, made exactly, or why not. */
export function retreatPlan(
  state: AtwState,
  u: UnitState,
  away: number,
  choice: RetreatChoice,
): RetreatPlan {
  if (
    choice.distance < RETREAT_MIN ||
    choice.distance > RETREAT_MAX ||
    Math.abs(choice.angle) > RETREAT_ARC
  )
    return { ok: false, why: 'choice', by: '' };
  const w = way(state, u, normaliseFacing(away + choice.angle), choice.facing);
  if (w.clear < choice.distance) return { ok: false, why: 'path', by: w.by };
  const pose = slid(w, choice.distance);
  const on = endsOn(state, u, ringOfPose(pose));
  return on === null ? { ok: true, pose, choice } : { ok: false, why: 'end', by: on };
}

/** The angles the search tries: straight away first, then each whole degree outwards, then ±22.5°. */
const ANGLES: readonly number[] = [
  0,
  ...Array.from({ length: 22 }, (_, i) => [(i + 1) * 10, -(i + 1) * 10]).flat(),
  RETREAT_ARC,
  -RETREAT_ARC,
];

/**
 * Whether the footprint slid `RETREAT_MIN` along `heading` from `start` is off the table: then the
 * way is shorter than a retreat, and `way` would find it so. Exactly: the slid footprint is the
 * start's corners plus `facingVector(heading, d)`, whose components are rounded monotonically
 * in d, so each corner moves one way along each axis as d grows. A start on the table can only
 * leave it on the sides it moves towards, for good: off at 6" is off at every farther distance
 * (and a start off the table is met at 0). `way`'s search of the ground (off the table, or a
 * sweep meeting closed ground) then settles below 6", and the way is no longer than that.
 */
const offTableAtMin = (table: AtwTable, start: RetreatPose, heading: number): boolean =>
  !within(ringOfPose(slid({ start, heading, clear: 0, by: '' }, RETREAT_MIN)), table.bbox);

/** 15.1, I-20: a legal retreat (the longest straight-away one found first), or null. */
export function anyRetreat(state: AtwState, u: UnitState, away: number): RetreatChoice | null {
  for (const angle of ANGLES) {
    const heading = normaliseFacing(away + angle);
    // the table's edge within 6" this way: no retreat this way (`way` would find it shorter)
    if (offTableAtMin(state.table, startOf(state, u, heading, 'about'), heading)) continue;
    // the footprint turned about its centre is the same rectangle either way it faces
    const w = way(state, u, heading, 'about');
    if (w.clear < RETREAT_MIN) continue;
    for (let d = w.clear - (w.clear % STEP); d >= RETREAT_MIN; d -= STEP) {
      if (endsOn(state, u, ringOfPose(slid(w, d))) === null)
        return { distance: d, angle, facing: 'about' };
    }
  }
  return null;
}
