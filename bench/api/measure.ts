/** Clocks, percentiles, number formats and autocannon runs. */
import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export const now = (): number => performance.now();

export interface Percentiles {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number): number =>
    sorted.length === 0
      ? NaN
      : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

export const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
export const ms = (n: number): string => `${n.toFixed(2)} ms`;
export const pct = (n: number): string => `${Math.round(n * 100)}%`;

/**
 * autocannon, with every response's latency kept at full precision (its histogram rounds to
 * 1 ms), stopped after `maxSeconds` at the latest.
 */
export async function cannon(
  options: autocannon.Options,
  maxSeconds = Infinity,
): Promise<{ result: autocannon.Result; latencies: number[]; bytes: number; seconds: number }> {
  const latencies: number[] = [];
  let bytes = 0;
  const start = now();
  let timer: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on('response', (_client: unknown, status: number, resBytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      bytes += resBytes;
    });
    if (Number.isFinite(maxSeconds)) timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
  clearTimeout(timer);
  return { result, latencies, bytes, seconds: (now() - start) / 1000 };
}

export const eluSince = (mark: EventLoopUtilization): number =>
  performance.eventLoopUtilization(mark).utilization;
