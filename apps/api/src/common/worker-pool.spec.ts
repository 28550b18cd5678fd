import { getPriority } from 'node:os';
import { ServerBusy, WorkerPool } from './worker-pool';

interface Wait {
  readonly ms: number;
  readonly value: string;
}

describe('WorkerPool: threads and a bounded queue (piscina)', () => {
  let pool: WorkerPool<Wait, string>;
  afterEach(() => pool.close());

  const make = (threads: number, queue: number): WorkerPool<Wait, string> =>
    WorkerPool.of<Wait, string>(__dirname, { module: './testing/wait.worker', threads, queue });

  it('runs a task on a worker thread (the TypeScript module, under Jest)', async () => {
    pool = make(1, 0);
    await expect(pool.run({ ms: 1, value: 'done' })).resolves.toBe('done');
    expect(pool.pending).toBe(0);
  }, 30_000);

  it('refuses the task beyond threads + queue with 503 SERVER_BUSY and a Retry-After', async () => {
    pool = make(1, 1);
    await pool.run({ ms: 1, value: 'warm' });
    const running = [pool.run({ ms: 400, value: 'a' }), pool.run({ ms: 10, value: 'b' })];
    expect(pool.pending).toBe(2);
    const refused = await pool.run({ ms: 1, value: 'c' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServerBusy);
    expect(refused).toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    expect((refused as ServerBusy).extra.retryAfter).toBeGreaterThanOrEqual(1);
    expect(pool.refusal()).toBeInstanceOf(ServerBusy);
    await expect(Promise.all(running)).resolves.toEqual(['a', 'b']);
    // Room again once they are done.
    expect(pool.refusal()).toBeNull();
    await expect(pool.run({ ms: 1, value: 'd' })).resolves.toBe('d');
  }, 30_000);

  it('runs its threads at a lower CPU priority, the event loop keeping its own (Linux: per thread)', async () => {
    const before = getPriority();
    const nice = WorkerPool.of<void, number>(__dirname, {
      module: './testing/priority.worker',
      threads: 1,
      queue: 0,
      niceIncrement: 5,
    });
    try {
      await expect(nice.run()).resolves.toBe(Math.min(19, before + 5));
      expect(getPriority()).toBe(before);
    } finally {
      await nice.close();
    }
    pool = make(1, 0);
  }, 30_000);

  it('refuses everything once closed', async () => {
    pool = make(1, 4);
    await pool.close();
    await expect(pool.run({ ms: 1, value: 'x' })).rejects.toBeInstanceOf(ServerBusy);
  });
});
