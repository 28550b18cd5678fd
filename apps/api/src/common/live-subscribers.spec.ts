import { ApiProblem } from './problem';
import { LiveSubscribers } from './live-subscribers';

const limiter = (perAddress: number, total: number): LiveSubscribers =>
  new LiveSubscribers({ subscribers: { perAddress, total } });

function refusal(f: () => unknown): ApiProblem {
  try {
    f();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('LiveSubscribers', () => {
  test('per address: the slot after the limit is a 429 TOO_MANY_SUBSCRIPTIONS with Retry-After', () => {
    const subscribers = limiter(2, 100);
    subscribers.acquire('10.0.0.1');
    subscribers.acquire('10.0.0.1');
    const p = refusal(() => subscribers.acquire('10.0.0.1'));
    expect(p).toMatchObject({ status: 429, code: 'TOO_MANY_SUBSCRIPTIONS' });
    expect(p.extra.retryAfter).toBeGreaterThan(0);
    expect(() => subscribers.acquire('10.0.0.2')).not.toThrow(); // another address
  });

  test('in total: a 503 SERVER_BUSY, whatever the address', () => {
    const subscribers = limiter(10, 2);
    subscribers.acquire('10.0.0.1');
    subscribers.acquire('10.0.0.2');
    expect(refusal(() => subscribers.acquire('10.0.0.3'))).toMatchObject({
      status: 503,
      code: 'SERVER_BUSY',
    });
    expect(refusal(() => subscribers.acquire(undefined)).status).toBe(503);
  });

  test('a release gives the slot back, once however often it is called', () => {
    const subscribers = limiter(1, 10);
    const release = subscribers.acquire('10.0.0.1');
    const other = subscribers.acquire('10.0.0.2');
    expect(subscribers.count()).toBe(2);
    release();
    release();
    expect(subscribers.count('10.0.0.1')).toBe(0);
    expect(subscribers.count()).toBe(1);
    expect(() => subscribers.acquire('10.0.0.1')).not.toThrow();
    other();
    expect(subscribers.count()).toBe(1);
  });

  test('an unknown address counts toward the total only', () => {
    const subscribers = limiter(1, 3);
    subscribers.acquire(undefined);
    subscribers.acquire('');
    expect(subscribers.count()).toBe(2);
    expect(() => subscribers.acquire(undefined)).not.toThrow();
  });

  test('counts open streams by transport (GET /metrics)', () => {
    const subscribers = limiter(5, 10);
    const sse = subscribers.acquire('10.0.0.1');
    const ws = subscribers.acquire('10.0.0.1', 'graphql-ws');
    subscribers.acquire('10.0.0.2', 'graphql-ws');
    expect(subscribers.countOver('sse')).toBe(1);
    expect(subscribers.countOver('graphql-ws')).toBe(2);
    sse();
    ws();
    ws();
    expect(subscribers.countOver('sse')).toBe(0);
    expect(subscribers.countOver('graphql-ws')).toBe(1);
    expect(subscribers.count()).toBe(1);
  });
});
