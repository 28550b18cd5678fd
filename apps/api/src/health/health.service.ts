import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@pratzen/event-store';
import { APP_CONFIG, type AppConfig } from '../config';
import { EVENT_STORE } from '../event-store/event-store.module';
import type { RedisConnection } from '../redis/redis-connection';
import { REDIS } from '../redis/redis.module';
import type { HealthReport, ServiceHealth } from './health-report';

/** Liveness (the process answers) and readiness (every backing service answers). */
@Injectable()
export class HealthService {
  private readonly started = Date.now();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: RedisConnection | null,
  ) {}

  async check(): Promise<HealthReport> {
    const [eventStore, redis] = await Promise.all([this.eventStore(), this.redisHealth()]);
    const status =
      eventStore.status !== 'up'
        ? 'down'
        : redis !== undefined && redis.status !== 'up'
          ? 'degraded'
          : 'ok';
    return {
      status,
      uptimeSeconds: Math.round((Date.now() - this.started) / 1000),
      services: { eventStore, ...(redis !== undefined ? { redis } : {}) },
    };
  }

  /** Absent without REDIS_URL. Down means degraded, not dead: commands and reads go on. */
  private async redisHealth(): Promise<ServiceHealth | undefined> {
    if (this.redis === null) return undefined;
    const h = await this.redis.ping();
    return {
      status: h.ok ? 'up' : 'down',
      kind: 'redis',
      ...(h.detail !== undefined ? { detail: h.detail } : {}),
    };
  }

  private async eventStore(): Promise<ServiceHealth> {
    const kind = this.config.eventStore.kind;
    try {
      const h = await this.store.health();
      return {
        status: h.ok ? 'up' : 'down',
        kind,
        ...(h.detail !== undefined ? { detail: h.detail } : {}),
      };
    } catch (error) {
      return { status: 'down', kind, detail: error instanceof Error ? error.message : 'failed' };
    }
  }
}
