import { type Ring, convexHull } from '@pratzen/geometry';

/**
 * The ground a footprint sweeps along one leg of a move (KIT.md `sweeps.ts`): a straight slide
 * sweeps the hull of its two footprints (exact for a convex footprint); a turn (a wheel, a
 * pivot, a change of facing) is sampled every `sample` tenths of a degree plus its end pose, as
 * a1805's `legSweeps` does. The footprints are the ruleset's (`ringAt`).
 */

/** Every this many tenths of a degree a turn's sweep is sampled (5°). */
export const TURN_SAMPLE = 50;

/** The ring a straight slide from `from` to `to` (the same shape, translated) sweeps. */
export const slideSweep = (from: Ring, to: Ring): Ring => convexHull([...from, ...to]);

/**
 * The rings a turn of `angle` tenths (either sign) sweeps: `ringAt(t)` is the footprint turned
 * by `t` tenths of the way (same sign as `angle`), sampled every `sample` and at the end.
 */
export function turnSweeps(
  ringAt: (turned: number) => Ring,
  angle: number,
  sample: number = TURN_SAMPLE,
): Ring[] {
  const sign = angle < 0 ? -1 : 1;
  const rings: Ring[] = [];
  for (let a = sample; a < Math.abs(angle); a += sample) rings.push(ringAt(sign * a));
  rings.push(ringAt(angle));
  return rings;
}
