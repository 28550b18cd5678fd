import { ConfigError, configFromEnv } from './config';

describe('configFromEnv: the memory budget settings', () => {
  test('VERIFY_WORKER_NICE: 10 by default, read, bounded 0..19', () => {
    expect(configFromEnv({}).verification.workerNice).toBe(10);
    expect(configFromEnv({ VERIFY_WORKER_NICE: '0' }).verification.workerNice).toBe(0);
    expect(() => configFromEnv({ VERIFY_WORKER_NICE: '20' })).toThrow(/VERIFY_WORKER_NICE/);
  });

  test('VERIFY_WORKER_HEAP_MB: 384 by default, read, bounded 64..16384', () => {
    expect(configFromEnv({}).verification.workerHeapMb).toBe(384);
    expect(configFromEnv({ VERIFY_WORKER_HEAP_MB: '256' }).verification.workerHeapMb).toBe(256);
    expect(() => configFromEnv({ VERIFY_WORKER_HEAP_MB: '32' })).toThrow(ConfigError);
    expect(() => configFromEnv({ VERIFY_WORKER_HEAP_MB: 'lots' })).toThrow(/VERIFY_WORKER_HEAP_MB/);
  });
});

describe('configFromEnv: METRICS_TOKEN', () => {
  test('unset: GET /metrics is open (null); set: a bearer token of 32-512 characters', () => {
    expect(configFromEnv({}).metricsToken).toBeNull();
    const token = 'm'.repeat(32);
    expect(configFromEnv({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => configFromEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => configFromEnv({ METRICS_TOKEN: `${token} x` })).toThrow(ConfigError);
  });
});

describe('configFromEnv: LOG_FORMAT, LOG_LEVEL and LOG_REQUESTS', () => {
  test('json and info by default (what a log collector reads in production)', () => {
    expect(configFromEnv({}).log).toEqual({ format: 'json', level: 'info', requests: true });
  });

  test('read in any case; anything else stops the start-up with the variable named', () => {
    expect(
      configFromEnv({ LOG_FORMAT: 'Pretty', LOG_LEVEL: 'WARN', LOG_REQUESTS: 'false' }).log,
    ).toEqual({ format: 'pretty', level: 'warn', requests: false });
    expect(configFromEnv({ LOG_LEVEL: 'silent' }).log.level).toBe('silent');
    expect(() => configFromEnv({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT must be one of/);
    expect(() => configFromEnv({ LOG_LEVEL: 'verbose' })).toThrow(ConfigError);
    expect(() => configFromEnv({ LOG_REQUESTS: 'no' })).toThrow(/LOG_REQUESTS must be one of/);
  });
});
