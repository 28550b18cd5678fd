import { type DynamicModule, Module } from '@nestjs/common';
import type { EventStore } from '@pratzen/event-store';
import { RateLimitModule } from './common/rate-limit.module';
import type { AppConfig } from './config';
import { ConfigModule } from './config.module';
import { EventStoreModule } from './event-store/event-store.module';
import { GamesModule } from './games/games.module';
import { PratzenGraphqlModule } from './graphql/graphql.module';
import { HealthModule } from './health/health.module';
import { HomeModule } from './home/home.module';
import { MetricsModule } from './metrics/metrics.module';
import { OpenApiModule } from './openapi/openapi.module';
import { RedisModule } from './redis/redis.module';
import { ClusterModule } from './cluster/cluster.module';
import { RulesetsModule } from './rulesets/rulesets.module';
import { ViewerModule } from './viewer/viewer.module';

@Module({})
export class AppModule {
  /** `store`: an already open EventStore (tests); otherwise built from `config.eventStore`. */
  static register(config: AppConfig, store?: EventStore): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        RateLimitModule,
        EventStoreModule.register(store),
        RedisModule.register(),
        ClusterModule.register(),
        RulesetsModule,
        GamesModule,
        HealthModule,
        MetricsModule,
        OpenApiModule,
        PratzenGraphqlModule,
        ViewerModule,
        HomeModule,
      ],
    };
  }
}
