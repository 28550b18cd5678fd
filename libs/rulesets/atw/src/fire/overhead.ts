/**
 * 16.12 overhead fire (README I-23): ballshot over obstacles on lower contours, and the dead
 * ground behind them. Used by lines of fire over units and generals (lines.ts) and over woods
 * (sight.ts, I-56).
 */
import { type Point, type Ring, segment, segmentIntervalsInPolygon } from '@pratzen/geometry';
import { type Level, levelAt } from '@pratzen/rulesets/freeform-kit';
import fireJson from '../../data/fire.json';

const OVERHEAD = fireJson.overhead;

/**
 * 16.12, I-23: dead ground behind a unit `contours` levels below the firer: 4" one level below, 2"
 * two, none three or more (the 4" cut by 2" a contour above the first), in ticks.
 */
export const deadGround = (contours: number): number =>
  Math.max(
    0,
    OVERHEAD.deadGroundInches - OVERHEAD.deadGroundReductionPerContourAboveFirst * (contours - 1),
  ) * 1000;

/**
 * 16.12: ballshot fired from `p` to `q` over a unit on a lower level: the target must be at least
 * twice as far as the unit's far edge (along the line) and beyond its dead ground. Exact: the far
 * edge is the line's last parameter `t = n/d` inside the unit's ring, so the conditions read
 * t ≤ 1/2 and (1 − t)² · |pq|² ≥ dead².
 */
export function firesOver(
  p: Point,
  q: Point,
  ring: Ring,
  levels: readonly Level[],
  height = 0,
): boolean {
  const firer = levelAt(p, levels);
  const top = ring.reduce((lv, v) => Math.max(lv, levelAt(v, levels)), 0) + height;
  if (firer <= top) return false;
  const stretches = segmentIntervalsInPolygon(segment(p, q), { outer: ring });
  const last = stretches[stretches.length - 1];
  if (last === undefined) return true;
  const { num: n, den: d } = last.to;
  if (BigInt(OVERHEAD.targetAtLeastTimesObstacleFarEdge) * n > d) return false;
  const dx = BigInt(q.x - p.x);
  const dy = BigInt(q.y - p.y);
  const dead = BigInt(deadGround(firer - top));
  return (d - n) * (d - n) * (dx * dx + dy * dy) >= dead * dead * d * d;
}
