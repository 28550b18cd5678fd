/**
 * Preloaded into the benchmarked server (`-r bench/hostile/loop-monitor.ts`): the event loop's
 * delay histogram (perf_hooks.monitorEventLoopDelay, 10 ms resolution) and the garbage
 * collector's pauses, reset and read by the benchmark over the child process's IPC channel;
 * with `--expose-gc`, also the heap retained after a full collection. Nothing of it is in the
 * server's own code.
 */
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopFigures {
  readonly maxMs: number;
  readonly p99Ms: number;
  readonly meanMs: number;
  /** Garbage-collector pauses since the reset: the longest, and their sum. */
  readonly gcMaxMs: number;
  readonly gcTotalMs: number;
  /** Heap in use right after a full collection (bytes; NaN without --expose-gc). */
  readonly heapRetained: number;
}

if (typeof process.send === 'function') {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let gcMaxMs = 0;
  let gcTotalMs = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcMaxMs = Math.max(gcMaxMs, e.duration);
      gcTotalMs += e.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  const collect = (globalThis as { gc?: () => void }).gc;

  process.on('message', (message: unknown) => {
    if (message === 'loop:reset') {
      histogram.reset();
      gcMaxMs = 0;
      gcTotalMs = 0;
      process.send?.({ loop: null });
    } else if (message === 'loop:read') {
      const figures: LoopFigures = {
        maxMs: histogram.max / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        meanMs: histogram.mean / 1e6,
        gcMaxMs,
        gcTotalMs,
        heapRetained: collect === undefined ? NaN : (collect(), process.memoryUsage().heapUsed),
      };
      process.send?.({ loop: figures });
    }
  });
  // The channel must not keep the server alive once it has closed (SIGTERM).
  process.channel?.unref();
}
