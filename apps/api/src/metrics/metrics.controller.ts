import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiProblem } from '../common/problem';
import { ApiProblems } from '../common/problem.dto';
import { APP_CONFIG, type AppConfig } from '../config';
import { Authorization } from '../organisers/game-creator.guard';
import { Metrics } from './metrics';

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * GET /metrics, the Prometheus text exposition. Open like /health unless METRICS_TOKEN is set:
 * then only `Authorization: Bearer <METRICS_TOKEN>` reads it (401 otherwise). Either way it
 * holds no game, unit or token id: its labels are route patterns, ruleset ids, command types,
 * problem codes and status codes (metrics.ts).
 */
@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  private readonly tokenHash: Buffer | null;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'metricsToken'>,
  ) {
    this.tokenHash = config.metricsToken === null ? null : sha256(config.metricsToken);
  }

  @Get()
  @ApiOperation({
    summary: 'Prometheus metrics (text exposition format 0.0.4)',
    description:
      'HTTP requests by route pattern and status, commands by ruleset, type and outcome, ' +
      'event-store append latency, live subscribers, cache lookups, Redis state, event-loop lag ' +
      'and process metrics. Open unless the server sets METRICS_TOKEN; then a bearer token ' +
      'equal to it is required.',
  })
  @ApiBearerAuth('metrics')
  @ApiSecurity({})
  @ApiOkResponse({
    description: 'the metrics',
    content: { 'text/plain; version=0.0.4; charset=utf-8': { schema: { type: 'string' } } },
  })
  @ApiProblems(401, 429)
  async scrape(
    @Res({ passthrough: true }) reply: FastifyReply,
    @Authorization() authorization: string | undefined,
  ): Promise<string> {
    this.authorize(authorization);
    const text = await this.metrics.text();
    void reply.header('content-type', this.metrics.contentType);
    return text;
  }

  private authorize(authorization: string | undefined): void {
    if (this.tokenHash === null) return;
    const match = /^Bearer (\S+)$/.exec(authorization ?? '');
    const given = match?.[1] === undefined ? null : sha256(match[1]);
    if (given === null || !timingSafeEqual(given, this.tokenHash)) {
      throw new ApiProblem(
        401,
        'METRICS_TOKEN_REQUIRED',
        'send the METRICS_TOKEN as a bearer token',
      );
    }
  }
}
