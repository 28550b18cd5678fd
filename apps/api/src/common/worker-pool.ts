import path from 'node:path';
import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ApiProblem } from './problem';

/** Where a pool's workers come from and how many requests it takes at once. */
export interface WorkerPoolOptions {
  /** The task module, without extension, as a path from the caller's `__dirname`. */
  readonly module: string;
  /** Worker threads. */
  readonly threads: number;
  /** Tasks that may wait for a thread; one more is refused with 503 SERVER_BUSY. */
  readonly queue: number;
  /** Heap of each worker, in MB (a task over it fails with ERR_WORKER_OUT_OF_MEMORY). */
  readonly maxHeapMb?: number;
  /**
   * Nice increment of each worker thread (piscina's `niceIncrement`, by @napi-rs/nice; on Linux
   * the nice value is per thread, so the event loop's thread keeps its priority).
   */
  readonly niceIncrement?: number;
}

/** Answer to a request the pool cannot take: 503 with `Retry-After`. */
export class ServerBusy extends ApiProblem {
  constructor(retryAfter: number) {
    super(503, 'SERVER_BUSY', 'the server is busy with other work of this kind; retry later', {
      retryAfter,
    });
  }
}

/**
 * True when this code runs as TypeScript (ts-node, Jest): the workers must then compile the
 * task module too; from `dist/` they load the JavaScript next to this file.
 */
const RUNNING_TYPESCRIPT = path.extname(__filename) === '.ts';
const ROOT = path.resolve(__dirname, '../../../..');

/**
 * The process's preloads (`-r x`, `--require x`, `--require=x`) and nothing else: a worker
 * refuses V8 and process-wide options (`--expose-gc`, `--max-old-space-size`...).
 */
function preloadsOf(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] ?? '';
    if ((arg === '-r' || arg === '--require') && i + 1 < execArgv.length) {
      kept.push('--require', execArgv[++i] ?? '');
    } else if (arg.startsWith('--require=')) {
      kept.push(arg);
    }
  }
  return kept;
}

/**
 * The workers' options: the process's preloads (from `dist/` there are none: `npm run build`
 * rewrote the `@pratzen/*` imports to relative paths), and under TypeScript ts-node (transpile
 * only) and the `@pratzen/*` paths of tsconfig.json unless already preloaded.
 */
function workerExecArgv(): string[] {
  const argv = preloadsOf(process.execArgv);
  if (!RUNNING_TYPESCRIPT) return argv;
  const has = (name: string): boolean => argv.some((a) => a.includes(name));
  if (!has('ts-node')) argv.push('--require', require.resolve('ts-node/register/transpile-only'));
  if (!has('tsconfig-paths')) argv.push('--require', require.resolve('tsconfig-paths/register'));
  return argv;
}

/**
 * CPU-heavy request work off the event loop (piscina): a fixed number of threads, started on
 * first use, and a bounded queue — the request that finds `threads + queue` tasks under way gets
 * 503 SERVER_BUSY with a `Retry-After` estimated from the recent task durations.
 */
export class WorkerPool<Task, Result> {
  private pool: Piscina<Task, Result> | null = null;
  private inFlight = 0;
  /** Moving average of a task's duration, in ms. */
  private averageMs = 1_000;
  private closed = false;

  constructor(
    private readonly filename: string,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** `dirname`: the caller's `__dirname`; `options.module` is resolved from it. */
  static of<T, R>(dirname: string, options: WorkerPoolOptions): WorkerPool<T, R> {
    const ext = RUNNING_TYPESCRIPT ? '.ts' : '.js';
    return new WorkerPool<T, R>(path.resolve(dirname, options.module + ext), options);
  }

  /** Tasks running or waiting. */
  get pending(): number {
    return this.inFlight;
  }

  get capacity(): number {
    return this.options.threads + this.options.queue;
  }

  /** The 503 a new task would get now (every thread and queue slot taken), else null. */
  refusal(): ServerBusy | null {
    if (this.closed) return new ServerBusy(1);
    if (this.inFlight < this.capacity) return null;
    const waves = Math.ceil(this.inFlight / this.options.threads);
    return new ServerBusy(Math.max(1, Math.ceil((waves * this.averageMs) / 1000)));
  }

  /**
   * Runs `task` on a worker; 503 SERVER_BUSY when the queue is full. `signal` aborted: the task
   * is rejected (an AbortError) and, when it is running, its worker is terminated and replaced.
   */
  async run(
    task: Task,
    transferList?: readonly Transferable[],
    signal?: AbortSignal,
  ): Promise<Result> {
    const refused = this.refusal();
    if (refused !== null) throw refused;
    this.inFlight += 1;
    const started = performance.now();
    try {
      return await this.piscina().run(task, {
        ...(transferList !== undefined ? { transferList: transferList as Transferable[] } : {}),
        ...(signal !== undefined ? { signal } : {}),
      });
    } finally {
      this.inFlight -= 1;
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
    }
  }

  /** Stops the workers (running tasks are rejected). */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool !== null) await pool.destroy();
  }

  private piscina(): Piscina<Task, Result> {
    if (this.pool !== null) return this.pool;
    const { threads, maxHeapMb, niceIncrement } = this.options;
    this.pool = new Piscina<Task, Result>({
      filename: this.filename,
      minThreads: threads,
      maxThreads: threads,
      // The bound is ours (capacity above); piscina's own queue never refuses.
      maxQueue: Infinity,
      idleTimeout: Infinity,
      ...(niceIncrement !== undefined ? { niceIncrement } : {}),
      execArgv: workerExecArgv(),
      ...(RUNNING_TYPESCRIPT
        ? { env: { ...process.env, TS_NODE_PROJECT: path.join(ROOT, 'tsconfig.json') } }
        : {}),
      ...(maxHeapMb !== undefined ? { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } } : {}),
    });
    return this.pool;
  }
}
