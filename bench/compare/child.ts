/**
 * A reference server (floor-server.ts, bgio-server.ts) in a child process of its own, under
 * ts-node like `npm start`: it prints `listening on http://…` once it accepts requests. Its own
 * process, so that neither the load generators nor another server share its event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { untilListening } from '../../test/multinode/support/listening';

const ROOT = path.resolve(__dirname, '../..');
const TS_CACHE = path.join(ROOT, 'test/multinode/support/ts-cache.ts');
const START_TIMEOUT_MS = 60_000;

export class ChildServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly log: string[],
  ) {}

  get port(): number {
    return Number(new URL(this.url).port);
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /**
   * `entry`: a .ts file of this directory; `args` its arguments; `env` added to ours; `nodeArgs`
   * node's own options (e.g. `--cpu-prof`).
   */
  static async start(
    entry: string,
    args: readonly string[] = [],
    env: Readonly<Record<string, string>> = {},
    nodeArgs: readonly string[] = [],
  ): Promise<ChildServer> {
    const child = spawn(
      process.execPath,
      [
        ...nodeArgs,
        '-r',
        'ts-node/register/transpile-only',
        '-r',
        TS_CACHE,
        '-r',
        'tsconfig-paths/register',
        path.join(__dirname, entry),
        ...args,
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        // no line per request: the floors log nothing, and the figures are the server's work
        env: { ...process.env, LOG_REQUESTS: process.env['LOG_REQUESTS'] ?? 'false', ...env },
      },
    );
    const log: string[] = [];
    const url = await untilListening(child, {
      timeoutMs: START_TIMEOUT_MS,
      onOutput: (c) => log.push(c.toString()),
      failure: (why) => new Error(`${entry} ${why}:\n${log.slice(-20).join('')}`),
    });
    return new ChildServer(child, url, log);
  }

  /** SIGTERM, SIGKILL after 5 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  tail(): string {
    return this.log.slice(-20).join('');
  }
}
