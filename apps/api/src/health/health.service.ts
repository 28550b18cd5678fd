import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@pratzen/event-store';
import { APP_CONFIG, type AppConfig } from '../config';
import { EVENT_STORE } from '../event-store/event-store.module';

export interface ServiceHealth {
  readonly status: 'up' | 'down';
  readonly kind: string;
  readonly detail?: string;
}

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly uptimeSeconds: number;
  readonly services: { readonly eventStore: ServiceHealth };
}

/** Liveness (the process answers) and readiness (every backing service answers). */
@Injectable()
export class HealthService {
  private readonly started = Date.now();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthReport> {
    const eventStore = await this.eventStore();
    return {
      status: eventStore.status === 'up' ? 'ok' : 'degraded',
      uptimeSeconds: Math.round((Date.now() - this.started) / 1000),
      services: { eventStore },
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
