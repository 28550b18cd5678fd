import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { REDIS } from '../redis/redis.module';
import type { RedisConnection } from '../redis/redis-connection';
import { EveryGame, OWNERSHIP, type Ownership, RedisMembership } from './membership';

/** The prefix of a cluster's member set in Redis (`pratzen:cluster:<CLUSTER_NAME>:nodes`). */
export const MEMBERS_KEY_PREFIX = 'pratzen:cluster:';
export const membersKey = (cluster: string): string => `${MEMBERS_KEY_PREFIX}${cluster}:nodes`;

/**
 * Joins the cluster once the node listens (main.ts calls `join` with its URL: an application
 * that never listens, as in the tests, owns every game) and leaves it at shutdown.
 */
@Injectable()
export class ClusterMembership implements OnApplicationShutdown {
  constructor(
    @Inject(OWNERSHIP) private readonly ownership: Ownership,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts the heartbeats as `url` (or CLUSTER_NODE_URL); a no-op without Redis or ownership. */
  async join(url: string): Promise<void> {
    if (this.ownership instanceof RedisMembership) {
      await this.ownership.start(this.config.cluster.nodeUrl ?? url);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.ownership instanceof RedisMembership) await this.ownership.leave();
  }
}

/** Which games this node owns (issue #33): RedisMembership with Redis, else every game. */
@Global()
@Module({})
export class ClusterModule {
  static register(): DynamicModule {
    return {
      module: ClusterModule,
      providers: [
        {
          provide: OWNERSHIP,
          inject: [APP_CONFIG, REDIS],
          useFactory: (config: AppConfig, redis: RedisConnection | null): Ownership =>
            redis === null || !config.cluster.ownership
              ? new EveryGame()
              : new RedisMembership(redis, {
                  key: membersKey(config.cluster.name),
                  heartbeatMs: config.cluster.heartbeatMs,
                  leaseMs: config.cluster.leaseMs,
                }),
        },
        ClusterMembership,
      ],
      exports: [OWNERSHIP, ClusterMembership],
    };
  }
}
