import { floor } from './builtins';

/**
 * The largest distance d in [0, hi] (whole ticks) for which `bad(d)` is false, found by bisection:
 * −1 when `bad(0)` already holds, `hi` when `bad(hi)` does not. `bad` must be monotone (false, then
 * true). Where a sliding footprint first meets something (contact, retreats, recoils).
 */
export function lastClear(bad: (d: number) => boolean, hi: number): number {
  if (bad(0)) return -1;
  if (!bad(hi)) return hi;
  let lo = 0;
  let h = hi;
  while (h - lo > 1) {
    const mid = floor((lo + h) / 2);
    if (bad(mid)) h = mid;
    else lo = mid;
  }
  return lo;
}
