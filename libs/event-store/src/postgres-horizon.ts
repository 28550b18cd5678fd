/**
 * The read horizon of the PostgreSQL store. Reads of the global log stop below the oldest
 * transaction still running in the cluster (see postgres.ts), so one left open anywhere holds
 * them back. Knowing which positions are committed (own appends, notifications), the horizon
 * recognises a read that stopped short of one: readAll then waits for it a little
 * (read-your-writes), and the subscriptions' reader asks for a quick re-read instead.
 */
import type { EncodedStoredEvent } from './validate';

const MAX_RETRY_DELAY_MS = 200;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface ReadHorizonOptions {
  /** The store's fallback poll: a retry never waits longer than that. */
  readonly pollIntervalMs: number;
  /** How long readAll waits for the horizon to pass a position known to be committed. */
  readonly readYourWritesTimeoutMs: number;
  /** Makes every subscription re-read. */
  readonly wake: () => void;
}

export class ReadHorizon {
  /** Highest position known to be committed (own appends, notifications). */
  private knownCommitted = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = 0;
  private stopped = false;

  constructor(private readonly options: ReadHorizonOptions) {}

  committed(position: number): void {
    if (position > this.knownCommitted) this.knownCommitted = position;
  }

  /**
   * readAll's read-your-writes: repeats `read` (pausing 2 ms, doubling up to 50 ms) while it
   * stops short of a position known to be committed, until the timeout; then returns what the
   * last read had, a consistent prefix.
   */
  async readYourWrites(
    after: number,
    limit: number | undefined,
    read: () => Promise<EncodedStoredEvent[]>,
  ): Promise<EncodedStoredEvent[]> {
    const deadline = Date.now() + this.options.readYourWritesTimeoutMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      const rows = await read();
      if (!this.heldBack(rows, after, limit) || Date.now() >= deadline) return rows;
      await sleep(pause);
    }
  }

  /** After a subscription read, which never waits: a quick re-read while it was held back. */
  retryIfHeldBack(
    rows: readonly EncodedStoredEvent[],
    after: number,
    limit: number | undefined,
  ): void {
    if (this.heldBack(rows, after, limit)) this.scheduleRetry();
    else this.retryDelayMs = 0;
  }

  /** No more retries (the store is closing). */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** True when a read stopped short of an event known to be committed: the xmin is held back. */
  private heldBack(
    rows: readonly EncodedStoredEvent[],
    after: number,
    limit: number | undefined,
  ): boolean {
    if (limit !== undefined && rows.length >= limit) return false;
    const reached = rows[rows.length - 1]?.position ?? after;
    return reached < this.knownCommitted;
  }

  /** Re-read soon (2 ms, doubling up to 200 ms) while the horizon is held back. */
  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryDelayMs = Math.min(
      Math.max(this.retryDelayMs * 2, 2),
      Math.min(MAX_RETRY_DELAY_MS, this.options.pollIntervalMs),
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.options.wake();
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }
}
