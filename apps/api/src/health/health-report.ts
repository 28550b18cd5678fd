import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** One backing service's health (GET /health): the TypeScript type and the OpenAPI schema. */
@ApiSchema({ name: 'ServiceHealth' })
export class ServiceHealth {
  @ApiProperty({ enum: ['up', 'down'] })
  readonly status!: 'up' | 'down';
  @ApiProperty({
    example: 'sqlite',
    description: 'which store or service (sqlite, postgres, redis...)',
  })
  readonly kind!: string;
  @ApiPropertyOptional({ description: 'why it is down' })
  readonly detail?: string;
}

export class HealthServices {
  @ApiProperty({ type: () => ServiceHealth })
  readonly eventStore!: ServiceHealth;
  @ApiPropertyOptional({ type: () => ServiceHealth, description: 'when REDIS_URL is set' })
  readonly redis?: ServiceHealth;
}

@ApiSchema({ name: 'HealthReport' })
export class HealthReport {
  /**
   * `ok`; `degraded`: an optional service (Redis) is down, commands and reads go on (from the
   * store); `down`: the event store is down, nothing can be served (503).
   */
  @ApiProperty({
    enum: ['ok', 'degraded', 'down'],
    description:
      '`degraded`: Redis is down, commands and reads go on from the store; `down` (503): the event store is down',
  })
  readonly status!: 'ok' | 'degraded' | 'down';
  @ApiProperty({ description: 'seconds since the process started' })
  readonly uptimeSeconds!: number;
  @ApiProperty({ type: () => HealthServices })
  readonly services!: HealthServices;
}
