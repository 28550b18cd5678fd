/**
 * The benchmarked server in a child process (loopback, PORT=0, SQLite in a temporary directory),
 * with the event-loop monitor preloaded, its RSS read from /proc: `npm run start:prod`'s command
 * (the compiled server) when `dist/` is built, as CI does before its benchmarks, else `npm
 * start`'s (ts-node, which holds the TypeScript compiler in the server and in its verification
 * worker: ~200 MiB more RSS). HOSTILE_SERVER=ts-node forces the latter.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilListening } from '../../test/multinode/support/listening';
import type { LoopFigures } from './loop-monitor';

const ROOT = path.resolve(__dirname, '../..');
const TS_CACHE = path.join(ROOT, 'test/multinode/support/ts-cache.ts');
const MONITOR = path.join(__dirname, 'loop-monitor.ts');
const START_TIMEOUT_MS = 90_000;
const COMPILED_MAIN = path.join(ROOT, 'dist/apps/api/src/main.js');

export type ServerBuild = 'compiled' | 'ts-node';

/** The loop monitor as JavaScript, for the compiled server (which loads no TypeScript). */
function compiledMonitor(dir: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bench's own dev tool
  const ts = require('typescript') as typeof import('typescript');
  const js = ts.transpileModule(readFileSync(MONITOR, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const file = path.join(dir, 'loop-monitor.js');
  writeFileSync(file, js);
  return file;
}

function serverArgs(build: ServerBuild, dataDir: string): string[] {
  return build === 'compiled'
    ? ['-r', compiledMonitor(dataDir), COMPILED_MAIN]
    : [
        '-r',
        'ts-node/register/transpile-only',
        '-r',
        TS_CACHE,
        '-r',
        'tsconfig-paths/register',
        '-r',
        MONITOR,
        'apps/api/src/main.ts',
      ];
}

/** A field of /proc/<pid>/status in bytes (VmRSS: now, VmHWM: the peak); NaN elsewhere. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return m?.[1] === undefined ? NaN : Number(m[1]) * 1024;
  } catch {
    return NaN;
  }
}

export class ServerProcess {
  private readonly waiting: ((figures: LoopFigures | null) => void)[] = [];

  private constructor(
    readonly build: ServerBuild,
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly dataDir: string,
    private readonly log: string[],
  ) {
    child.on('message', (m: { loop?: LoopFigures | null }) =>
      this.waiting.shift()?.(m.loop ?? null),
    );
  }

  /** `nodeArgs`: V8 flags of the server (HOSTILE_NODE_ARGS, when set, replaces them). */
  static async start(
    env: Readonly<Record<string, string>>,
    nodeArgs: readonly string[] = [],
  ): Promise<ServerProcess> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pratzen-hostile-'));
    const build: ServerBuild =
      existsSync(COMPILED_MAIN) && process.env.HOSTILE_SERVER !== 'ts-node'
        ? 'compiled'
        : 'ts-node';
    const child = spawn(
      process.execPath,
      [
        // The monitor reads the heap retained after a full collection.
        '--expose-gc',
        ...(process.env.HOSTILE_CPU_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HOSTILE_CPU_PROFILE}`]
          : []),
        // e.g. HOSTILE_NODE_ARGS=--max-old-space-size=384
        ...(process.env.HOSTILE_NODE_ARGS === undefined
          ? nodeArgs
          : process.env.HOSTILE_NODE_ARGS.split(' ').filter((arg) => arg !== '')),
        ...serverArgs(build, dataDir),
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          EVENT_STORE: 'sqlite',
          PRATZEN_DATA_DIR: dataDir,
          REDIS_URL: '',
          // glibc gives each thread its own malloc arenas; with the verification worker's
          // megabyte buffers they only grow (RSS ~830 MiB after 40 s of records, ~500 with 2).
          MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
          // no line per request (thousands a second here); messages and errors kept
          LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'false',
          ...env,
        },
      },
    );
    const log: string[] = [];
    try {
      const url = await untilListening(child, {
        timeoutMs: START_TIMEOUT_MS,
        onOutput: (c) => log.push(c.toString()),
        failure: (why) => new Error(`server ${why}:\n${log.slice(-40).join('')}`),
      });
      return new ServerProcess(build, child, url, dataDir, log);
    } catch (e) {
      rmSync(dataDir, { recursive: true, force: true });
      throw e;
    }
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  get port(): number {
    return Number(new URL(this.url).port);
  }

  /** Resident set size now, and its peak so far (bytes). */
  rss(): { now: number; peak: number } {
    return { now: statusBytes(this.pid, 'VmRSS'), peak: statusBytes(this.pid, 'VmHWM') };
  }

  resetLoop(): Promise<void> {
    return this.ask('loop:reset').then(() => undefined);
  }

  async readLoop(): Promise<LoopFigures> {
    const figures = await this.ask('loop:read');
    if (figures === null) throw new Error('no event-loop figures from the server');
    return figures;
  }

  private ask(message: string): Promise<LoopFigures | null> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.send(message);
    });
  }

  /** SIGTERM (a clean close), SIGKILL after 10 s. */
  async stop(): Promise<void> {
    this.child.removeAllListeners('exit');
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The last lines the server wrote (for a failure's diagnostics). */
  tail(): string {
    return this.log.slice(-40).join('');
  }
}
