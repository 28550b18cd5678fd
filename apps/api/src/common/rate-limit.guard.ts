import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config';
import type { GqlContext, GqlOrigin } from '../graphql/graphql-context';
import { ApiProblem } from './problem';
import { TokenBuckets } from './token-bucket';

/** Paths never throttled: orchestrators poll them. */
const UNTHROTTLED = new Set(['/health']);

/**
 * The 429 problem. Over REST the filter turns `retryAfter` into the Retry-After header; over
 * GraphQL it is `extensions.retryAfter`, and `extensions.http` (which graphql-js copies from the
 * thrown error onto its GraphQLError and Apollo Server takes off again before `formatError`)
 * asks Apollo for the same header on the HTTP response.
 */
export class RateLimited extends ApiProblem {
  readonly extensions: { readonly http: { readonly headers: Map<string, string> } };

  constructor(what: string, retryAfterSeconds: number) {
    // Whole seconds, at least 1: what the Retry-After header says, and the same in GraphQL.
    const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'RATE_LIMITED', `too many requests for this ${what}; slow down`, { retryAfter });
    this.name = 'RateLimited';
    this.extensions = { http: { headers: new Map([['retry-after', String(retryAfter)]]) } };
  }
}

/**
 * The client address behind a graphql-ws connection: the upgrade request's socket address or,
 * behind a trusted proxy, the first X-Forwarded-For entry (what Fastify's `request.ip` is with
 * `trustProxy: true`), so that a socket and a POST from the same client share a bucket.
 */
export function upgradeAddress(
  origin: Extract<GqlOrigin, { transport: 'graphql-ws' }>,
  trustProxy: boolean,
): string | undefined {
  const request = origin.request;
  if (request === undefined) return undefined;
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket?.remoteAddress;
}

/**
 * 429 with Retry-After once a client address or a bearer token has spent its bucket. Both are
 * checked so that one token shared by many addresses, or many tokens from one address, are each
 * held back. Tokens are keyed by their hash: no bearer token is kept in memory. REST and
 * GraphQL draw on the same buckets (same keys).
 *
 * - REST: one request, one token (from both buckets), except UNTHROTTLED paths: `checkHttp`, run
 *   by the request pipeline's onRequest hook on every REST route (request-pipeline.ts), not as a
 *   Nest guard.
 * - GraphQL over HTTP: one operation, one token, whatever the number of root fields. Nest runs
 *   the guard once per root field (field resolvers run no guards), so the verdict is taken once
 *   per operation context and every root field of a refused operation gets the same 429 error
 *   (`extensions.code` RATE_LIMITED, `status` 429, `retryAfter`, and the Retry-After header;
 *   the HTTP status stays 200 as for any execution error). The resolvers carry
 *   `@UseGuards(OperationRateLimitGuard)`, which asks this one instance (REST and GraphQL
 *   share its buckets). An operation that runs no resolver
 *   (only `__typename` or introspection), or that fails parsing or validation, is not counted.
 * - graphql-ws: each operation sent on a connection (a `subscribe` message) counts once, against
 *   the connection's token (`connectionParams.authorization`, else the upgrade request's header)
 *   and address; a refused subscription gets the 429 error and completes. Events delivered on
 *   an accepted subscription are not counted, nor is opening the socket itself.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly byIp: TokenBuckets;
  private readonly byToken: TokenBuckets;
  private readonly trustProxy: boolean;
  /** Both limits at 0: every request passes, with no key built and no token hashed. */
  private readonly off: boolean;
  /** The verdict per GraphQL operation (its context object): null = let through. */
  private readonly operations = new WeakMap<object, RateLimited | null>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.byIp = new TokenBuckets(config.rateLimit.ip);
    this.byToken = new TokenBuckets(config.rateLimit.token);
    this.trustProxy = config.trustProxy;
    this.off = !this.byIp.enabled && !this.byToken.enabled;
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.off) return true;
    const type = context.getType<GqlContextType>();
    if (type === 'http') return this.checkHttp(context.switchToHttp().getRequest<FastifyRequest>());
    if (type === 'graphql') {
      return this.checkGraphql(GqlExecutionContext.create(context).getContext<GqlContext>());
    }
    return true; // no RPC or WebSocket gateways in this app
  }

  /**
   * A REST request's token from both buckets (throws RateLimited): the request pipeline's first
   * check on every REST route (request-pipeline.ts), in an onRequest hook, before the body.
   */
  checkHttp(request: FastifyRequest): boolean {
    if (this.off) return true;
    if (UNTHROTTLED.has(request.url.split('?')[0] ?? '')) return true;
    const refusal = this.take(request.ip, request.headers.authorization);
    if (refusal !== null) throw refusal;
    return true;
  }

  private checkGraphql(ctx: GqlContext): boolean {
    let refusal = this.operations.get(ctx);
    if (refusal === undefined) {
      refusal = this.take(this.addressOf(ctx.origin), ctx.authorization);
      this.operations.set(ctx, refusal);
    }
    if (refusal !== null) throw refusal;
    return true;
  }

  private addressOf(origin: GqlOrigin | undefined): string | undefined {
    if (origin === undefined) return undefined;
    return origin.transport === 'http' ? origin.ip : upgradeAddress(origin, this.trustProxy);
  }

  /**
   * One token from the address's bucket, then one from the token's: the refusal, or null. An
   * unknown address (no origin) is not lumped with others: only its token is checked.
   */
  private take(address: string | undefined, authorization: string | undefined): RateLimited | null {
    if (this.byIp.enabled && address !== undefined && address !== '') {
      const ip = this.byIp.take(`ip:${address}`);
      if (!ip.ok) return new RateLimited('client address', ip.retryAfter);
    }
    if (this.byToken.enabled && typeof authorization === 'string' && authorization.length > 0) {
      const key = hash('sha256', authorization, 'base64url');
      const token = this.byToken.take(`token:${key}`);
      if (!token.ok) return new RateLimited('token', token.retryAfter);
    }
    return null;
  }
}

/**
 * The rate limit of GraphQL operations, on every resolver class (`@UseGuards`): the app's one
 * RateLimitGuard (RateLimitModule) decides, so REST and GraphQL draw on the same buckets — a
 * guard class named in `@UseGuards` is instantiated per module, hence this delegate.
 */
@Injectable()
export class OperationRateLimitGuard implements CanActivate {
  constructor(private readonly limits: RateLimitGuard) {}

  canActivate(context: ExecutionContext): boolean {
    return this.limits.canActivate(context);
  }
}
