/** Timing helpers shared by the rules benchmarks (they print figures; nothing is asserted). */

/** Milliseconds since an arbitrary origin, from the monotonic clock. */
export const now = (): number => Number(process.hrtime.bigint()) / 1e6;

/**
 * Milliseconds per call of `f`: the median of five timed runs of `repeat` calls, after a warm-up
 * of up to `warmUp` calls.
 */
export function medianMs(repeat: number, f: () => void, warmUp = 50): number {
  for (let i = 0; i < Math.min(repeat, warmUp); i++) f();
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = now();
    for (let i = 0; i < repeat; i++) f();
    runs.push((now() - start) / repeat);
  }
  runs.sort((a, b) => a - b);
  return runs[2] as number;
}
