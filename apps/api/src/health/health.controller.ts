import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthReport } from './health-report';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and readiness of each backing service' })
  @ApiOkResponse({ type: HealthReport, description: '`ok` or `degraded` (Redis is down)' })
  @ApiServiceUnavailableResponse({
    type: HealthReport,
    description: 'status "down": the event store is down',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.check();
    if (report.status === 'down') void reply.status(503);
    return report;
  }
}
