import { type Ring, convexOverlap, facingVector, lastClear } from '@pratzen/geometry';

/** A pose slid `d` ticks straight ahead along its facing (other members kept). */
export function slidAhead<
  P extends { readonly x: number; readonly y: number; readonly facing: number },
>(from: P, d: number): P {
  const v = facingVector(from.facing, d);
  return { ...from, x: from.x + v.x, y: from.y + v.y };
}

/**
 * The distance (whole ticks, ≥ 0) a footprint sliding straight ahead goes before it first touches
 * `target`, or null if it never does within `far`. `ringAhead(d)` is the mover's footprint slid
 * `d` ahead (the ruleset's footprint). When the footprint at `far` is clear, the slide may still
 * pass beside the target: it is sampled every `step` ticks, then the first overlap bisected.
 */
export function distanceToContact(
  ringAhead: (d: number) => Ring,
  target: Ring,
  far: number,
  step: number,
): number | null {
  const bad = (d: number): boolean => convexOverlap(ringAhead(d), target);
  if (!bad(far)) {
    let hit = -1;
    for (let d = 0; d <= far; d += step) {
      if (bad(d)) {
        hit = d;
        break;
      }
    }
    if (hit < 0) return null;
    return Math.max(0, lastClear(bad, hit));
  }
  return Math.max(0, lastClear(bad, far));
}
