import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';
import { MetricsCollectors } from './metrics.collectors';
import { MetricsController } from './metrics.controller';

/** GET /metrics; `Metrics` is injectable everywhere, to record what happens as it happens. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, MetricsCollectors],
  exports: [Metrics],
})
export class MetricsModule {}
