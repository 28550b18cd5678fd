import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config';
import { ApiProblem } from './problem';
import { TokenBuckets } from './token-bucket';

/** Paths never throttled: orchestrators poll them. */
const UNTHROTTLED = new Set(['/health']);

/**
 * 429 with Retry-After once a client address or a bearer token has spent its bucket. Both are
 * checked so that one token shared by many addresses, or many tokens from one address, are each
 * held back. Tokens are keyed by their hash: no bearer token is kept in memory.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly byIp: TokenBuckets;
  private readonly byToken: TokenBuckets;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.byIp = new TokenBuckets(config.rateLimit.ip);
    this.byToken = new TokenBuckets(config.rateLimit.token);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (UNTHROTTLED.has(request.url.split('?')[0] ?? '')) return true;
    const ip = this.byIp.take(`ip:${request.ip}`);
    if (!ip.ok) throw tooMany('client address', ip.retryAfter);
    const auth = request.headers.authorization;
    if (typeof auth === 'string' && auth.length > 0) {
      const key = createHash('sha256').update(auth).digest('base64url');
      const token = this.byToken.take(`token:${key}`);
      if (!token.ok) throw tooMany('token', token.retryAfter);
    }
    return true;
  }
}

function tooMany(what: string, retryAfter: number): ApiProblem {
  return new ApiProblem(429, 'RATE_LIMITED', `too many requests for this ${what}; slow down`, {
    retryAfter,
  });
}
