import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and readiness of each backing service' })
  @ApiOkResponse({
    description:
      '{status: "ok"|"degraded", services: {eventStore: {status, kind}, redis?: {status, kind}}}; degraded: Redis is down, commands and reads go on from the store',
  })
  @ApiServiceUnavailableResponse({ description: 'status "down": the event store is down' })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.check();
    if (report.status === 'down') void reply.status(503);
    return report;
  }
}
