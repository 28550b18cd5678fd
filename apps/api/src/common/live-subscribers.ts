import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type SubscriberLimits } from '../config';
import { ApiProblem } from './problem';

/** How a live stream is carried (a label of GET /metrics). */
export type LiveTransport = 'sse' | 'graphql-ws';

/** Seconds a refused subscriber is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Live event streams open at once, SSE and graphql-ws `gameEvents` alike (one budget): at most
 * SUBSCRIBERS_PER_ADDRESS per client address (429 TOO_MANY_SUBSCRIPTIONS beyond) and
 * SUBSCRIBERS_TOTAL in all (503 SERVER_BUSY beyond), both with Retry-After. A stream takes a slot
 * when it opens and gives it back when it ends, however it ends (client gone, unsubscribed,
 * server shutting down). A stream whose address is unknown counts toward the total only.
 */
@Injectable()
export class LiveSubscribers {
  private readonly limits: SubscriberLimits;
  private readonly byAddress = new Map<string, number>();
  private readonly byTransport = new Map<LiveTransport, number>();
  private open = 0;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'subscribers'>) {
    this.limits = config.subscribers;
  }

  /** Takes a slot for a new stream, or throws the 429/503 problem; returns its release. */
  acquire(address: string | undefined, transport: LiveTransport = 'sse'): () => void {
    const key = address === undefined || address === '' ? undefined : address;
    const mine = key === undefined ? 0 : (this.byAddress.get(key) ?? 0);
    if (mine >= this.limits.perAddress) {
      throw new ApiProblem(
        429,
        'TOO_MANY_SUBSCRIPTIONS',
        `this client address already has ${mine} live event streams open; at most ${this.limits.perAddress}`,
        { retryAfter: RETRY_AFTER_SECONDS },
      );
    }
    if (this.open >= this.limits.total) {
      throw new ApiProblem(
        503,
        'SERVER_BUSY',
        `the server has ${this.open} live event streams open, its limit; try again later`,
        { retryAfter: RETRY_AFTER_SECONDS },
      );
    }
    this.open++;
    this.byTransport.set(transport, (this.byTransport.get(transport) ?? 0) + 1);
    if (key !== undefined) this.byAddress.set(key, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open--;
      this.byTransport.set(transport, (this.byTransport.get(transport) ?? 1) - 1);
      if (key === undefined) return;
      const left = (this.byAddress.get(key) ?? 1) - 1;
      if (left > 0) this.byAddress.set(key, left);
      else this.byAddress.delete(key);
    };
  }

  /** Streams open now: in all, or from one address. */
  count(address?: string): number {
    return address === undefined ? this.open : (this.byAddress.get(address) ?? 0);
  }

  /** Streams open now over one transport. */
  countOver(transport: LiveTransport): number {
    return this.byTransport.get(transport) ?? 0;
  }
}
