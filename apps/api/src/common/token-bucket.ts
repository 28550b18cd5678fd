import type { BucketConfig } from '../config';

interface Bucket {
  tokens: number;
  /** Milliseconds (monotonic clock) of the last refill. */
  at: number;
}

export type TakeResult =
  { readonly ok: true } | { readonly ok: false; readonly retryAfter: number };

/**
 * In-memory token buckets keyed by client (address or token). Memory is bounded: once `maxKeys`
 * is reached, buckets that have refilled completely (idle clients) are forgotten, which loses
 * nothing since a full bucket is what a new client gets anyway.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly config: BucketConfig,
    private readonly now: () => number = () => performance.now(),
    private readonly maxKeys = 100_000,
  ) {}

  get enabled(): boolean {
    return this.config.perSecond > 0;
  }

  take(key: string): TakeResult {
    if (!this.enabled) return { ok: true };
    const now = this.now();
    let b = this.buckets.get(key);
    if (b === undefined) {
      if (this.buckets.size >= this.maxKeys) this.forgetIdle(now);
      b = { tokens: this.config.burst, at: now };
      this.buckets.set(key, b);
    }
    this.refill(b, now);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfter: (1 - b.tokens) / this.config.perSecond };
  }

  private refill(b: Bucket, now: number): void {
    const elapsed = Math.max(0, now - b.at) / 1000;
    b.tokens = Math.min(this.config.burst, b.tokens + elapsed * this.config.perSecond);
    b.at = now;
  }

  private forgetIdle(now: number): void {
    for (const [key, b] of this.buckets) {
      this.refill(b, now);
      if (b.tokens >= this.config.burst) this.buckets.delete(key);
    }
  }
}
