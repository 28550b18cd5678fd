/**
 * Preloaded into the benchmarked server (`-r bench/hostile/loop-monitor.ts`): the event loop's
 * delay histogram (perf_hooks.monitorEventLoopDelay, 10 ms resolution), reset and read by the
 * benchmark over the child process's IPC channel. Nothing of it is in the server's own code.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopFigures {
  readonly maxMs: number;
  readonly p99Ms: number;
  readonly meanMs: number;
}

if (typeof process.send === 'function') {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('message', (message: unknown) => {
    if (message === 'loop:reset') {
      histogram.reset();
      process.send?.({ loop: null });
    } else if (message === 'loop:read') {
      const figures: LoopFigures = {
        maxMs: histogram.max / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        meanMs: histogram.mean / 1e6,
      };
      process.send?.({ loop: figures });
    }
  });
  // The channel must not keep the server alive once it has closed (SIGTERM).
  process.channel?.unref();
}
