import { TokenBuckets } from './token-bucket';

describe('TokenBuckets', () => {
  test('a burst is allowed, then one request per refill interval', () => {
    let now = 0;
    const buckets = new TokenBuckets({ perSecond: 2, burst: 3 }, () => now);
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, true]);
    const refused = buckets.take('a');
    expect(refused).toEqual({ ok: false, retryAfter: 0.5 });
    now += 500;
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('a').ok).toBe(false);
  });

  test('keys are independent, and a rate of 0 turns limiting off', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1 }, () => 0);
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('a').ok).toBe(false);
    expect(buckets.take('b').ok).toBe(true);
    const off = new TokenBuckets({ perSecond: 0, burst: 1 });
    expect(Array.from({ length: 100 }, () => off.take('x').ok).every(Boolean)).toBe(true);
  });

  test('memory stays bounded: idle (full) buckets are forgotten first', () => {
    let now = 0;
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1 }, () => now, 2);
    buckets.take('a');
    buckets.take('b');
    now += 10_000; // both refilled: idle
    buckets.take('c');
    // 'a' was forgotten, so it starts with a full bucket again
    expect(buckets.take('a').ok).toBe(true);
  });
});
