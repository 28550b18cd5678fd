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
