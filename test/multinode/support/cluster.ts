/**
 * API nodes as child processes (`npm start`'s command, PORT=0) sharing one event store, and a
 * private redis-server that a test may stop and restart. No Jest here: the cluster benchmark
 * (bench/cluster/) starts its nodes with the same code.
 *
 * Every cluster gets its own PostgreSQL schema (DATABASE_SCHEMA), dropped when it closes, so
 * runs never see each other's games. Each node's output is kept (the last lines) for the
 * diagnostics of a failing test: see `Cluster.logs` and `withLogs`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client as PgClient } from 'pg';
import { DEFAULT_DATABASE_URL } from '@pratzen/event-store';
import { Client } from '../../api/support/client';
import { untilListening } from './listening';

const ROOT = path.resolve(__dirname, '../../..');
/** A transpile cache for the children's TypeScript (start-up time). */
const TS_CACHE = path.join(__dirname, 'ts-cache.ts');
/** MULTINODE_START_TIMEOUT_MS: a loaded machine may need longer (the nodes compile TypeScript). */
const START_TIMEOUT_MS = Number(process.env['MULTINODE_START_TIMEOUT_MS'] ?? 90_000);
const STOP_TIMEOUT_MS = 10_000;
const LOG_LINES = 300;

/** Where the tests and the benchmark find the shared services (the CI's, or local defaults). */
export const DATABASE_URL = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
export const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

/** A fresh lower-case schema name (DATABASE_SCHEMA allows 48 characters). */
export const uniqueSchema = (prefix: string): string =>
  `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

/** Fails, saying what is missing, unless PostgreSQL answers at `url` (these tests never skip). */
export async function requirePostgres(url = DATABASE_URL): Promise<void> {
  const client = new PgClient({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url} (${messageOf(error)}). The multi-node tests need it ` +
        'and never skip: start it or set DATABASE_URL.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `PING` over a raw socket: true on `+PONG` within `timeoutMs`. */
export function redisPing(port: number, host = '127.0.0.1', timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    let answer = '';
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.on('error', () => done(false));
  });
}

/** Fails, saying what is missing, unless Redis answers at `url`. */
export async function requireRedis(url = REDIS_URL): Promise<void> {
  const u = new URL(url);
  const port = Number(u.port || 6379);
  if (!(await redisPing(port, u.hostname, 3_000))) {
    throw new Error(
      `Redis is not reachable at ${url}. The multi-node tests need it and never skip: ` +
        'start it or set REDIS_URL.',
    );
  }
}

export async function dropSchema(schema: string, url = DATABASE_URL): Promise<void> {
  const client = new PgClient({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A port nobody listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The last lines a process wrote (stdout and stderr interleaved as they came). */
class LogTail {
  private lines: string[] = [];
  private partial = '';

  write(chunk: Buffer): void {
    const text = this.partial + chunk.toString();
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    for (const line of parts) {
      // Nest colours its log lines: keep the text only.
      // eslint-disable-next-line no-control-regex -- the escape sequences are what is removed
      const text = line.replace(/\x1b\[[0-9;]*m/g, '');
      // Nest's start-up inventory says nothing a failure needs.
      if (!/\[(InstanceLoader|RoutesResolver|RouterExplorer)\]/.test(text)) this.lines.push(text);
    }
    if (this.lines.length > LOG_LINES) this.lines = this.lines.slice(-LOG_LINES);
  }

  text(last = LOG_LINES): string {
    return [...this.lines.slice(-last), this.partial].join('\n').trimEnd();
  }
}

const exited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

/** Every child still running is killed when this process exits, however it exits. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
});
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Sends `signal` and resolves once the process has exited (SIGKILL after `graceMs`). */
function terminate(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (exited(child)) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export type StoreKind = 'postgres' | 'sqlite';

export interface NodeOptions {
  readonly name: string;
  readonly store: StoreKind;
  /** postgres: the schema; sqlite: the data dir. */
  readonly schema?: string;
  readonly dataDir?: string;
  readonly redisUrl: string | null;
  readonly env?: Readonly<Record<string, string>>;
}

/** One API process. */
export class ApiNode {
  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly url: string,
    readonly client: Client,
    /** Its output so far (the last lines). */
    readonly log: LogTail,
  ) {}

  get alive(): boolean {
    return !exited(this.child);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  static async start(options: NodeOptions): Promise<ApiNode> {
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      EVENT_STORE: options.store,
      RATE_LIMIT_IP_PER_SECOND: '0',
      // no line per request: it would cost CPU under load and push messages out of the kept lines
      LOG_REQUESTS: process.env['LOG_REQUESTS'] ?? 'false',
      RATE_LIMIT_TOKEN_PER_SECOND: '0',
      RATE_LIMIT_CREATE_PER_MINUTE: '0',
      REDIS_URL: options.redisUrl ?? undefined,
      ...options.env,
    };
    if (options.store === 'postgres') {
      env['DATABASE_URL'] = DATABASE_URL;
      env['DATABASE_SCHEMA'] = options.schema;
    } else {
      env['PRATZEN_DATA_DIR'] = options.dataDir;
    }
    if (options.redisUrl === null) delete env['REDIS_URL'];
    const child = track(
      spawn(
        process.execPath,
        [
          '-r',
          'ts-node/register/transpile-only',
          '-r',
          TS_CACHE,
          '-r',
          'tsconfig-paths/register',
          'apps/api/src/main.ts',
        ],
        { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    const log = new LogTail();
    const url = await untilListening(child, {
      timeoutMs: START_TIMEOUT_MS,
      onOutput: (chunk) => log.write(chunk),
      keepStdout: true,
      failure: (why) => new Error(`API node ${options.name} ${why}:\n${log.text(60)}`),
    });
    return new ApiNode(options.name, child, url, new Client(url), log);
  }

  /** SIGKILL: no shutdown hook runs. */
  kill(): Promise<void> {
    return terminate(this.child, 'SIGKILL', 0);
  }

  /** SIGTERM: a clean shutdown (SIGKILL if it takes longer than 10 s). */
  stop(): Promise<void> {
    return terminate(this.child, 'SIGTERM', STOP_TIMEOUT_MS);
  }
}

export interface ClusterOptions {
  readonly nodes: number;
  readonly store?: StoreKind;
  /** null: no REDIS_URL (each node alone with its in-process pub/sub). */
  readonly redisUrl: string | null;
  /** Schema prefix (postgres) or data dir prefix (sqlite). */
  readonly prefix?: string;
  readonly env?: Readonly<Record<string, string>>;
}

/** N API nodes on one store, started in parallel; node i is named A, B, C, … */
export class Cluster {
  private constructor(
    private readonly all: ApiNode[],
    readonly store: StoreKind,
    /** postgres: the schema name; sqlite: the data dir. */
    readonly where: string,
    private readonly options: ClusterOptions,
  ) {}

  /** Every node started, running or not. */
  get nodes(): readonly ApiNode[] {
    return this.all;
  }

  static async start(options: ClusterOptions): Promise<Cluster> {
    const store = options.store ?? 'postgres';
    const prefix = options.prefix ?? 'pratzen_mn';
    const where =
      store === 'postgres'
        ? uniqueSchema(prefix)
        : mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
    const cluster = new Cluster([], store, where, options);
    const started = await Promise.allSettled(
      Array.from({ length: options.nodes }, () => cluster.addNode()),
    );
    const failed = started.flatMap((s) => (s.status === 'rejected' ? [messageOf(s.reason)] : []));
    if (failed.length > 0) {
      await cluster.close();
      throw new Error(`the cluster did not start:\n${failed.join('\n\n')}`);
    }
    return cluster;
  }

  /** Starts one more node on the same store (named after the last: A, B, C, D, …). */
  async addNode(): Promise<ApiNode> {
    const name = String.fromCharCode(65 + this.names++);
    const node = await ApiNode.start({
      name,
      store: this.store,
      ...(this.store === 'postgres' ? { schema: this.where } : { dataDir: this.where }),
      redisUrl: this.options.redisUrl,
      ...(this.options.env !== undefined ? { env: this.options.env } : {}),
    });
    this.all.push(node);
    this.all.sort((a, b) => a.name.localeCompare(b.name));
    return node;
  }

  private names = 0;

  node(name: string): ApiNode {
    const node = this.nodes.find((n) => n.name === name);
    if (node === undefined) throw new Error(`no node ${name}`);
    return node;
  }

  /** The nodes still running. */
  live(): ApiNode[] {
    return this.nodes.filter((n) => n.alive);
  }

  /** Every node's last lines, for a failure message. */
  logs(lines = 40): string {
    return this.nodes
      .map(
        (n) =>
          `--- node ${n.name} (${n.url}, pid ${n.pid}${n.alive ? '' : ', exited'}) ---\n${n.log.text(lines)}`,
      )
      .join('\n');
  }

  /** Stops every node (SIGTERM, then SIGKILL) and drops the schema or the data dir. */
  async close(): Promise<void> {
    await Promise.all(this.all.map((n) => n.stop()));
    if (this.store === 'postgres') await dropSchema(this.where).catch(() => undefined);
    else rmSync(this.where, { recursive: true, force: true });
  }
}

/** Runs `f`; on failure, adds `context()` and the nodes' last log lines to the error. */
export async function withLogs<T>(
  cluster: Cluster | null,
  f: () => Promise<T>,
  context: () => string = () => '',
): Promise<T> {
  try {
    return await f();
  } catch (error) {
    if (error instanceof Error) {
      const more = context();
      if (more !== '') error.message += `\n\n${more}`;
      if (cluster !== null) error.message += `\n\nAPI node logs (last lines):\n${cluster.logs()}`;
    }
    throw error;
  }
}

/**
 * A redis-server of our own on a fixed free port, without persistence, that can be stopped
 * (SIGKILL: the connections drop as in a crash) and started again on the same port.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private readonly log = new LogTail();

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null && !exited(this.child);
  }

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.restart();
    return redis;
  }

  /** Starts redis-server on the port (again) and waits until it answers PING. */
  async restart(): Promise<void> {
    if (this.running) return;
    const child = track(
      spawn(
        'redis-server',
        ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    this.child = child;
    let spawnError: string | null = null;
    child.on('error', (error) => (spawnError = error.message));
    child.stdout?.on('data', (chunk: Buffer) => this.log.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.log.write(chunk));
    const deadline = Date.now() + 10_000;
    while (!(await redisPing(this.port, '127.0.0.1', 500))) {
      if (spawnError !== null || exited(child) || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(
          `redis-server did not start on port ${this.port}` +
            (spawnError !== null ? ` (${spawnError}; is redis-server installed?)` : '') +
            `:\n${this.log.text(20)}`,
        );
      }
      await sleep(50);
    }
  }

  /** SIGKILL, and waits for the exit. */
  async stop(): Promise<void> {
    if (this.child !== null) await terminate(this.child, 'SIGKILL', 0);
  }

  async close(): Promise<void> {
    await this.stop();
    this.child = null;
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
