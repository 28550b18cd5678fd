import type { ChildProcess } from 'node:child_process';

export interface UntilListening {
  /** How long the child has to print its address. */
  readonly timeoutMs: number;
  /** Everything the child writes (stdout until it listens, or always with `keepStdout`; stderr always). */
  readonly onOutput: (chunk: Buffer) => void;
  /** Keep passing stdout to `onOutput` once it listens (else it is drained unread). */
  readonly keepStdout?: boolean;
  /** The error to reject with, given why the start failed (the child has been killed). */
  readonly failure: (why: string) => Error;
}

/**
 * A server in a child process (the API, or a benchmark's reference server) prints
 * `listening on http://…` once it accepts requests: resolves with that URL. Rejects, after
 * SIGKILL, if the child cannot be spawned, exits first, or says nothing within the timeout.
 * Shared by the multi-node tests and the benchmarks that start servers of their own.
 */
export function untilListening(child: ChildProcess, options: UntilListening): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let settled = false;
    const fail = (why: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(options.failure(why));
    };
    const timer = setTimeout(
      () => fail(`did not start within ${options.timeoutMs / 1000} s`),
      options.timeoutMs,
    );
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void =>
      fail(`exited (${signal ?? code}) before listening`);
    const onError = (error: Error): void => fail(`could not be spawned (${error.message})`);
    const onStdout = (chunk: Buffer): void => {
      options.onOutput(chunk);
      if (settled) return;
      stdout += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url === undefined) return;
      settled = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('error', onError);
      if (options.keepStdout !== true) {
        child.stdout?.off('data', onStdout);
        child.stdout?.resume();
      }
      resolve(url);
    };
    child.stdout?.on('data', onStdout);
    child.stderr?.on('data', options.onOutput);
    child.on('error', onError);
    child.on('exit', onExit);
  });
}
