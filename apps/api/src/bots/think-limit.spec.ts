import { runWithin } from './think-limit';

/** A busy loop of `ms` on this thread (a deliberately slow bot's choice). */
function busy(ms: number): number {
  const until = performance.now() + ms;
  let n = 0;
  while (performance.now() < until) n += 1;
  return n;
}

describe('runWithin: a hard cutoff of synchronous work', () => {
  test('work inside the limit returns its value; its errors pass through as they are', () => {
    expect(runWithin(1_000, () => 42)).toEqual({ ok: true, value: 42 });
    const error = new Error('out of ideas');
    expect(() =>
      runWithin(1_000, () => {
        throw error;
      }),
    ).toThrow(error);
  });

  test('a ten-second busy loop is stopped at the limit (the thread is held about that long)', () => {
    const started = performance.now();
    expect(runWithin(100, () => busy(10_000))).toEqual({ ok: false });
    const held = performance.now() - started;
    expect(held).toBeGreaterThanOrEqual(95);
    expect(held).toBeLessThan(3_000);
    // and the next call is not affected
    expect(runWithin(1_000, () => 'next')).toEqual({ ok: true, value: 'next' });
  });

  test('a call costs little: 2,000 calls in well under a second', () => {
    const started = performance.now();
    for (let i = 0; i < 2_000; i++) runWithin(1_000, () => i);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
