/**
 * The facing of a direction without trigonometry: the tenth of a degree whose table direction
 * (trig-table.ts) is closest to the vector — found exactly, by comparing integer cross and dot
 * products over the table. Ties (a vector exactly between two tenths cannot occur with the
 * table's irrational directions, but equal products can after scaling) go to the smaller facing.
 */
import type { Vector } from './vector';
import { cosScaled, sinScaled } from './trig-table';
import { big } from './builtins';

/** The facing (0–3599 tenths, 0 = north, clockwise) nearest to the direction of `v` (not zero). */
export function facingOf(v: Vector): number {
  if (v.x === 0 && v.y === 0) throw new RangeError('geometry: a zero vector has no facing');
  const x = big(v.x);
  const y = big(v.y);
  // a direction at facing f is (sin f, cos f); the best f maximises the dot product with v
  // among those on v's side (cross product sign), i.e. minimises the angle between them.
  let best = 0;
  let bestDot: bigint | null = null;
  // coarse pass every 10°, then refine ±10° around the best
  const dotAt = (f: number): bigint => x * big(sinScaled(f)) + y * big(cosScaled(f));
  for (let f = 0; f < 3600; f += 100) {
    const d = dotAt(f);
    if (bestDot === null || d > bestDot) {
      bestDot = d;
      best = f;
    }
  }
  const coarse = best;
  for (let f = coarse - 100; f <= coarse + 100; f += 1) {
    const g = ((f % 3600) + 3600) % 3600;
    const d = dotAt(g);
    if (d > bestDot! || (d === bestDot && g < best)) {
      bestDot = d;
      best = g;
    }
  }
  return best;
}
