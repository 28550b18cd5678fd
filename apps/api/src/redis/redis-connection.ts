import { Logger } from '@nestjs/common';
import { type RedisClientType, createClient } from 'redis';

/** How long a cache read or a health ping may take before Redis counts as unavailable. */
export const REDIS_TIMEOUT_MS = 250;

/** Reconnects forever, backing off to 2 s: a Redis restart heals without the API restarting. */
const reconnectStrategy = (retries: number): number => Math.min(50 * 2 ** retries, 2_000);

/**
 * The API's two Redis connections: one for commands (publish, cache reads and writes) and a
 * dedicated one for pub/sub, as node-redis requires. Neither blocks start-up or a request when
 * Redis is down: commands fail at once (no offline queue) and callers fall back to the store.
 */
export class RedisConnection {
  private readonly logger = new Logger('Redis');
  readonly client: RedisClientType;
  readonly subscriber: RedisClientType;
  private lastError: string | null = null;
  private closed = false;

  constructor(url: string) {
    const options = {
      url,
      disableOfflineQueue: true,
      socket: { reconnectStrategy, connectTimeout: 2_000 },
    };
    this.client = createClient(options) as RedisClientType;
    this.subscriber = createClient(options) as RedisClientType;
    for (const [name, c] of [
      ['client', this.client],
      ['subscriber', this.subscriber],
    ] as const) {
      // Without an error listener node-redis would crash the process on a lost connection.
      c.on('error', (error: unknown) => this.noteError(name, error));
      c.on('ready', () => {
        if (this.lastError !== null) this.logger.log(`${name} reconnected`);
        this.lastError = null;
      });
    }
  }

  /** Connects both in the background; a Redis that is down now is retried, never fatal. */
  start(): void {
    for (const c of [this.client, this.subscriber]) {
      c.connect().catch((error: unknown) => this.noteError('connect', error));
    }
  }

  get ready(): boolean {
    return this.client.isReady && this.subscriber.isReady;
  }

  async ping(): Promise<{ ok: boolean; detail?: string }> {
    if (!this.ready) return { ok: false, detail: this.lastError ?? 'not connected' };
    try {
      await withTimeout(this.client.ping(), REDIS_TIMEOUT_MS);
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: messageOf(error) };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(
      [this.client, this.subscriber].map(async (c) => {
        if (c.isOpen) await c.close().catch(() => undefined);
        else c.destroy();
      }),
    );
  }

  private noteError(name: string, error: unknown): void {
    const message = messageOf(error);
    // Log a state change once, not every reconnection attempt.
    if (this.lastError === null)
      this.logger.warn(`${name}: ${message}; retrying in the background`);
    this.lastError = message;
  }
}

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

/** Rejects when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
