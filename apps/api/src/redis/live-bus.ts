import { Logger } from '@nestjs/common';
import type { StoredEvent } from '@pratzen/event-store';
import type { RedisConnection } from './redis-connection';

/** Injection token of the LiveBus. */
export const LIVE_BUS = Symbol('LIVE_BUS');

/**
 * `summary`: the game's summary after the batch, as the node that appended it folded it (issue
 * #33: the other nodes keep their games list current without folding a game they do not own);
 * undefined when the message carries none. Not checked here: its reader checks its shape.
 */
export type LiveListener = (events: readonly StoredEvent[], summary: unknown) => void;

/**
 * Fan-out of freshly appended events to every API node, for live readers (SSE, GraphQL
 * subscriptions). It is a fast path only: each node's store subscription is the source of truth
 * and live readers drop repeats and fill gaps from the store by version, so a lost or repeated
 * message (Redis down, a node restarting) delays nothing but the fast path.
 */
export interface LiveBus {
  /** Fire and forget: never throws, never waits for Redis. */
  publish(events: readonly StoredEvent[], summary?: unknown): void;
  /** Events published by other nodes. */
  onRemote(listener: LiveListener): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** One node (no REDIS_URL): the store subscription already reaches every reader. */
export class LocalBus implements LiveBus {
  publish(): void {}
  onRemote(): void {}
  async start(): Promise<void> {}
  async close(): Promise<void> {}
}

export const EVENTS_CHANNEL = 'pratzen:events';

interface Message {
  readonly node: string;
  readonly events: readonly StoredEvent[];
  readonly summary?: unknown;
}

/** Redis pub/sub: every node publishes what it appended and hears what the others did. */
export class RedisBus implements LiveBus {
  private readonly logger = new Logger('RedisBus');
  private readonly listeners: LiveListener[] = [];

  constructor(
    private readonly redis: RedisConnection,
    /** This process's id: its own messages are already delivered by its store subscription. */
    private readonly node: string,
  ) {}

  publish(events: readonly StoredEvent[], summary?: unknown): void {
    if (events.length === 0 || !this.redis.client.isReady) return;
    const message: Message = { node: this.node, events, summary };
    this.redis.client.publish(EVENTS_CHANNEL, JSON.stringify(message)).catch(() => undefined);
  }

  onRemote(listener: LiveListener): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    // node-redis re-subscribes by itself after a reconnection.
    this.redis.subscriber
      .subscribe(EVENTS_CHANNEL, (raw) => this.receive(raw))
      .catch((error: unknown) => this.logger.warn(`subscribe failed: ${String(error)}`));
  }

  async close(): Promise<void> {}

  private receive(raw: string): void {
    let message: Partial<Message>;
    try {
      message = JSON.parse(raw) as Partial<Message>;
    } catch {
      return;
    }
    if (message.node === this.node || !Array.isArray(message.events)) return;
    for (const listener of this.listeners) {
      try {
        listener(message.events, message.summary);
      } catch (error) {
        this.logger.error('a live listener failed', error);
      }
    }
  }
}
