import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config';
import { LIVE_BUS, LocalBus, type LiveBus, RedisBus } from './live-bus';
import { NoReadCache, READ_CACHE, RedisReadCache } from './read-cache';
import { RedisConnection } from './redis-connection';

/** The Redis connection, or null without REDIS_URL (single node: in-process pub/sub). */
export const REDIS = Symbol('REDIS');

@Injectable()
class RedisLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: RedisConnection | null,
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.redis?.start();
    await this.bus.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
    await this.redis?.close();
  }
}

/** Redis for cross-node live events and shared read caches; absent without REDIS_URL. */
@Global()
@Module({})
export class RedisModule {
  static register(): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            config.redisUrl === null ? null : new RedisConnection(config.redisUrl),
        },
        {
          provide: LIVE_BUS,
          inject: [REDIS],
          useFactory: (redis: RedisConnection | null): LiveBus =>
            redis === null ? new LocalBus() : new RedisBus(redis, randomUUID()),
        },
        {
          provide: READ_CACHE,
          inject: [REDIS],
          useFactory: (redis: RedisConnection | null) =>
            redis === null ? new NoReadCache() : new RedisReadCache(redis),
        },
        RedisLifecycle,
      ],
      exports: [REDIS, LIVE_BUS, READ_CACHE],
    };
  }
}
