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
  @ApiOkResponse({ description: '{status: "ok", services: {eventStore: {status: "up", kind}}}' })
  @ApiServiceUnavailableResponse({ description: 'status "degraded": a service is down' })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.check();
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
