import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';

/** The app's one rate limiter (its token buckets), for REST's pipeline and GraphQL's guard. */
@Global()
@Module({ providers: [RateLimitGuard], exports: [RateLimitGuard] })
export class RateLimitModule {}
