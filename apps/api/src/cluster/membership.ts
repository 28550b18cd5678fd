import { Logger } from '@nestjs/common';
import { REDIS_TIMEOUT_MS, type RedisConnection, withTimeout } from '../redis/redis-connection';
import { ownerOf } from './rendezvous';

/** Injection token of the Ownership. */
export const OWNERSHIP = Symbol('OWNERSHIP');

/**
 * Which games this node serves (issue #33): it keeps in memory, and folds the store's events
 * into, the games it owns only. Any node still answers for any game (a game it does not own is
 * read from the store on demand and not kept), so ownership saves work and never decides what
 * is true: the store's expected version keeps two nodes that both think they own a game from
 * both appending.
 */
export interface Ownership {
  owns(gameId: string): boolean;
  /** The live members this node sees, sorted; empty when it owns every game. */
  readonly members: readonly string[];
  /** Called after the member list changed (games moved to or from this node). */
  onChange(listener: () => void): () => void;
}

/** One node, or ownership off (GAME_OWNERSHIP=false, no Redis): every game is this node's. */
export class EveryGame implements Ownership {
  readonly members: readonly string[] = [];
  owns(_gameId: string): boolean {
    return true;
  }
  onChange(): () => void {
    return () => undefined;
  }
}

export interface MembershipOptions {
  /** The cluster's member set in Redis (one per store: nodes sharing a store share it). */
  readonly key: string;
  /** How often this node renews its membership and reads the others'. */
  readonly heartbeatMs: number;
  /** How long a membership lasts from its last renewal (a SIGKILLed node leaves after it). */
  readonly leaseMs: number;
}

/**
 * Renews this node's membership and reads the live members, atomically, on Redis's clock (the
 * nodes' clocks need not agree): a sorted set of node ids scored by their expiry; expired ids
 * are removed first. Returns the members.
 */
const BEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 10)
return redis.call('ZRANGE', KEYS[1], 0, -1)`;

/**
 * Membership with heartbeats in Redis, ownership by rendezvous hashing of the game id over the
 * live members. Until the first heartbeat succeeds, and whenever none has succeeded for a whole
 * lease (Redis down), the node owns every game again, as a node alone does: slower (it folds
 * everything) but never wrong, and it gives the games back once Redis answers.
 */
export class RedisMembership implements Ownership {
  private readonly logger = new Logger('Membership');
  private view: readonly string[] = [];
  private self: string | null = null;
  private lastBeat = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly redis: RedisConnection,
    private readonly options: MembershipOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  get members(): readonly string[] {
    return this.view;
  }

  get id(): string | null {
    return this.self;
  }

  owns(gameId: string): boolean {
    return this.view.length === 0 || ownerOf(gameId, this.view) === this.self;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Joins as `self` (its advertised URL): a first heartbeat now, then every heartbeatMs. */
  async start(self: string): Promise<void> {
    if (this.self !== null) return;
    this.self = self;
    await this.beat();
    this.timer = setInterval(() => void this.beat(), this.options.heartbeatMs);
    this.timer.unref();
  }

  /** One heartbeat (the timer's; tests call it directly). */
  async beat(): Promise<void> {
    if (this.self === null || this.stopped) return;
    let members: readonly string[] | null = null;
    if (this.redis.client.isReady) {
      try {
        const reply = await withTimeout(
          this.redis.client.eval(BEAT, {
            keys: [this.options.key],
            arguments: [this.self, `${this.options.leaseMs}`],
          }),
          // off the request path: a busy Redis may take up to a heartbeat
          Math.max(REDIS_TIMEOUT_MS, this.options.heartbeatMs),
        );
        if (Array.isArray(reply)) members = reply.map(String).sort();
      } catch (error) {
        this.logger.warn(`heartbeat failed: ${String(error)}`);
      }
    }
    if (this.stopped) return;
    if (members !== null) {
      this.lastBeat = this.clock();
      this.setView(members);
    } else if (this.clock() - this.lastBeat > this.options.leaseMs) {
      // No renewal for a whole lease: the others have dropped this node by now; it serves
      // every game itself until Redis answers again.
      this.setView([]);
    }
  }

  /** Leaves the cluster now (a clean shutdown), so its games move at once. */
  async leave(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    if (this.self === null || !this.redis.client.isReady) return;
    await withTimeout(this.redis.client.zRem(this.options.key, this.self), REDIS_TIMEOUT_MS).catch(
      () => undefined,
    );
  }

  private setView(members: readonly string[]): void {
    const same = members.length === this.view.length && members.every((m, i) => m === this.view[i]);
    if (same) return;
    this.logger.log(
      members.length === 0
        ? 'no live membership: this node serves every game'
        : `members (${members.length}): ${members.join(', ')}`,
    );
    this.view = members;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.logger.error('a membership listener failed', error);
      }
    }
  }
}
