import type { ExecutionContext } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { GraphQLError } from 'graphql';
import { type AppConfig, configFromEnv } from '../config';
import { createGqlContext, type GqlContext, type WsSource } from '../graphql/graphql-context';
import { formatGraphqlError } from '../graphql/graphql-errors';
import { RateLimited, RateLimitGuard, upgradeAddress } from './rate-limit.guard';

function config(env: Record<string, string>): AppConfig {
  return configFromEnv({ PRATZEN_DATA_DIR: '/nonexistent', ...env });
}

/** What Nest hands a guard for a REST route. */
function httpContext(request: { url: string; ip: string; authorization?: string }) {
  const host = new ExecutionContextHost([
    {
      url: request.url,
      ip: request.ip,
      headers: request.authorization ? { authorization: request.authorization } : {},
    },
    {},
  ]);
  host.setType('http');
  return host as ExecutionContext;
}

/** What Nest hands a guard for a root field resolver: (root, args, context, info). */
function gqlContext(ctx: GqlContext, field = 'rulesets') {
  const host = new ExecutionContextHost([undefined, {}, ctx, { fieldName: field }]);
  host.setType('graphql');
  return host as ExecutionContext;
}

/** The Fastify request as Apollo passes it to the context factory. */
const overHttp = (ip: string, authorization?: string): GqlContext =>
  createGqlContext({ ip, headers: authorization ? { authorization } : {} } as never);

/** A graphql-ws operation's context: connection params and the upgrade request. */
function overWs(
  remoteAddress: string,
  authorization?: string,
  headers: Record<string, string> = {},
): GqlContext {
  const source: WsSource = {
    connectionParams: authorization ? { authorization } : {},
    extra: { request: { headers, socket: { remoteAddress } } },
  };
  return createGqlContext(source);
}

/** The error the guard throws, or null when it lets the call through. */
function verdict(guard: RateLimitGuard, context: ExecutionContext): RateLimited | null {
  try {
    expect(guard.canActivate(context)).toBe(true);
    return null;
  } catch (error) {
    if (error instanceof RateLimited) return error;
    throw error;
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RateLimitGuard over REST', () => {
  it('answers the (burst+1)-th request from an address with 429 RATE_LIMITED, Retry-After 1', () => {
    const guard = new RateLimitGuard(
      config({ RATE_LIMIT_IP_PER_SECOND: '1', RATE_LIMIT_IP_BURST: '2' }),
    );
    const request = httpContext({ url: '/v1/rulesets', ip: '10.0.0.1' });
    expect(verdict(guard, request)).toBeNull();
    expect(verdict(guard, request)).toBeNull();
    const refused = verdict(guard, request);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', extra: { retryAfter: 1 } });
    expect(verdict(guard, httpContext({ url: '/health', ip: '10.0.0.1' }))).toBeNull();
    expect(verdict(guard, httpContext({ url: '/v1/rulesets', ip: '10.0.0.2' }))).toBeNull();
    jest.advanceTimersByTime(1000);
    expect(verdict(guard, request)).toBeNull();
  });

  it('holds back a token used from many addresses', () => {
    const guard = new RateLimitGuard(
      config({ RATE_LIMIT_TOKEN_PER_SECOND: '1', RATE_LIMIT_TOKEN_BURST: '1' }),
    );
    const from = (ip: string) => httpContext({ url: '/v1/games', ip, authorization: 'Bearer a' });
    expect(verdict(guard, from('10.0.0.1'))).toBeNull();
    expect(verdict(guard, from('10.0.0.2'))?.message).toBe(
      'too many requests for this token; slow down',
    );
  });
});

describe('RateLimitGuard over GraphQL', () => {
  const tight = () =>
    new RateLimitGuard(
      config({
        RATE_LIMIT_IP_PER_SECOND: '1',
        RATE_LIMIT_IP_BURST: '2',
        RATE_LIMIT_TOKEN_PER_SECOND: '1',
        RATE_LIMIT_TOKEN_BURST: '1',
      }),
    );

  it('counts an operation once, whatever its root fields, and refuses all of them alike', () => {
    const guard = tight();
    const first = overHttp('10.0.0.1');
    expect(verdict(guard, gqlContext(first, 'a'))).toBeNull();
    expect(verdict(guard, gqlContext(first, 'b'))).toBeNull();
    expect(verdict(guard, gqlContext(overHttp('10.0.0.1')))).toBeNull();
    const third = overHttp('10.0.0.1');
    const a = verdict(guard, gqlContext(third, 'a'));
    expect(a).toMatchObject({ status: 429, code: 'RATE_LIMITED', extra: { retryAfter: 1 } });
    expect(verdict(guard, gqlContext(third, 'b'))).toBe(a);
    jest.advanceTimersByTime(1000);
    expect(verdict(guard, gqlContext(overHttp('10.0.0.1')))).toBeNull();
  });

  it('shares the buckets with REST (same address, same token)', () => {
    const guard = tight();
    expect(verdict(guard, httpContext({ url: '/v1/rulesets', ip: '10.0.0.1' }))).toBeNull();
    expect(verdict(guard, gqlContext(overHttp('10.0.0.1', 'Bearer t')))).toBeNull();
    expect(verdict(guard, gqlContext(overHttp('10.0.0.2', 'Bearer t')))?.message).toContain(
      'token',
    );
    expect(verdict(guard, httpContext({ url: '/v1/games', ip: '10.0.0.1' }))?.message).toContain(
      'client address',
    );
  });

  it('counts each graphql-ws operation by the connection token and the socket address', () => {
    const guard = tight();
    expect(verdict(guard, gqlContext(overWs('10.0.0.1', 'Bearer w'), 'gameEvents'))).toBeNull();
    expect(verdict(guard, gqlContext(overWs('10.0.0.2', 'Bearer w'), 'gameEvents'))).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'too many requests for this token; slow down',
    });
    expect(verdict(guard, gqlContext(overWs('10.0.0.1'), 'gameEvents'))).toBeNull();
    expect(verdict(guard, gqlContext(overWs('10.0.0.1'), 'gameEvents'))?.message).toContain(
      'client address',
    );
  });

  it('checks only the token when the context says nothing of its origin', () => {
    const guard = tight();
    const bare = (): GqlContext => ({ authorization: 'Bearer x', viewers: new Map() });
    expect(verdict(guard, gqlContext(bare()))).toBeNull();
    expect(verdict(guard, gqlContext(bare()))?.message).toContain('token');
    expect(verdict(guard, gqlContext({ authorization: undefined, viewers: new Map() }))).toBeNull();
  });

  it('lets other context types through', () => {
    const guard = tight();
    const rpc = new ExecutionContextHost([{}, {}]);
    rpc.setType('rpc');
    for (let i = 0; i < 5; i++) expect(guard.canActivate(rpc)).toBe(true);
  });
});

describe('upgradeAddress', () => {
  const origin = (headers: Record<string, string | string[]>) =>
    ({
      transport: 'graphql-ws',
      request: { headers, socket: { remoteAddress: '10.0.0.9' } },
    }) as const;

  it('is the socket address unless a trusted proxy forwarded the client', () => {
    const forwarded = origin({ 'x-forwarded-for': '203.0.113.7, 10.0.0.3' });
    expect(upgradeAddress(forwarded, false)).toBe('10.0.0.9');
    expect(upgradeAddress(forwarded, true)).toBe('203.0.113.7');
    expect(upgradeAddress(origin({}), true)).toBe('10.0.0.9');
    expect(upgradeAddress({ transport: 'graphql-ws', request: undefined }, true)).toBeUndefined();
  });
});

describe('RateLimited', () => {
  it('rounds Retry-After up to whole seconds, at least 1', () => {
    expect(new RateLimited('token', 0.2).extra.retryAfter).toBe(1);
    expect(new RateLimited('token', 2.01).extra.retryAfter).toBe(3);
  });

  it('surfaces in GraphQL as RATE_LIMITED / 429 and asks Apollo for the Retry-After header', () => {
    const problem = new RateLimited('client address', 1.5);
    // What graphql-js makes of an error thrown by a resolver: extensions come from the error.
    const located = new GraphQLError(problem.message, { originalError: problem, path: ['a'] });
    expect(located.extensions['http']).toEqual({ headers: new Map([['retry-after', '2']]) });
    const formatted = formatGraphqlError({ ...located.toJSON(), extensions: {} }, located);
    expect(formatted).toEqual({
      message: 'too many requests for this client address; slow down',
      path: ['a'],
      extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: 2 },
    });
  });
});
