import { LiveSubscribers } from '../common/live-subscribers';
import { upgradeAddress } from '../common/rate-limit.guard';
import type { AppConfig } from '../config';
import type { UpgradeRequest } from './graphql-context';

/** WebSocket close code for "try again later" (RFC 6455 registry): the server is at its limit. */
export const TRY_AGAIN_LATER = 1013;

/** The parts of a graphql-ws connection context (the `ws` adapter's) this reads. */
export interface WsConnection {
  readonly extra: {
    readonly request?: UpgradeRequest;
    readonly socket?: { close(code: number, reason: string): void };
  };
}

/**
 * graphql-ws connections open at once, under the same limits as live streams
 * (SUBSCRIBERS_PER_ADDRESS, SUBSCRIBERS_TOTAL) but their own count, so that sockets holding no
 * subscription cannot pile up either. A connection takes its slot when it is initialised
 * (`onConnect`) and gives it back when it closes (`onClose`); over a limit the socket is closed
 * with 1013 (try again later) instead of being acknowledged. Sockets that never initialise are
 * closed by graphql-ws after its initialisation timeout (3 s).
 */
export class WsConnections {
  private readonly slots: LiveSubscribers;
  private readonly releases = new WeakMap<object, () => void>();

  constructor(private readonly config: Pick<AppConfig, 'subscribers' | 'trustProxy'>) {
    this.slots = new LiveSubscribers(config);
  }

  /** `onConnect`: true when the connection may proceed; otherwise it is being closed. */
  admit(ctx: WsConnection): boolean {
    const origin = { transport: 'graphql-ws', request: ctx.extra.request } as const;
    try {
      this.releases.set(ctx, this.slots.acquire(upgradeAddress(origin, this.config.trustProxy)));
      return true;
    } catch {
      const busy = this.slots.count() >= this.config.subscribers.total;
      const reason = busy ? 'server busy' : 'too many connections from this address';
      ctx.extra.socket?.close(TRY_AGAIN_LATER, reason);
      return false;
    }
  }

  /** `onClose`: gives the connection's slot back (nothing if it never had one). */
  release(ctx: object): void {
    this.releases.get(ctx)?.();
    this.releases.delete(ctx);
  }

  /** Connections holding a slot: in all, or from one address. */
  count(address?: string): number {
    return this.slots.count(address);
  }
}
