/**
 * A process's CPU time (user + system, all its threads), from /proc/<pid>/stat: the server CPU a
 * request costs is a steadier figure than requests/s on a machine others are using too.
 * Linux only (NaN elsewhere); clock ticks of 1/100 s (USER_HZ on Linux).
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Runs `f`; the server's CPU µs per request it counted (`count` from its result). */
export async function perRequest<T>(
  pid: number,
  f: () => Promise<T>,
  count: (r: T) => number,
): Promise<{ result: T; cpuUs: number }> {
  const before = cpuSeconds(pid);
  const result = await f();
  const spent = cpuSeconds(pid) - before;
  return { result, cpuUs: (spent * 1e6) / Math.max(1, count(result)) };
}
