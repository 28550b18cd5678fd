/** The load side's handle on the server thread (server-worker.ts). */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Op, OpReply, OpRequest } from './protocol';
import { PROFILE } from './settings';

/** The server thread's entry point (the .ts file under ts-node). */
const SERVER_ENTRY = require.resolve('./server-worker');

/** The worker runs SERVER_ENTRY, under ts-node and tsconfig-paths like the main thread. */
const WORKER_BOOT = `
const { workerData } = require('node:worker_threads');
require('ts-node').register({ transpileOnly: true });
require('tsconfig-paths/register');
require(workerData.entry);
`;

export class ServerThread {
  private readonly worker: Worker;
  private next = 1;
  private exited = false;
  private readonly waiting = new Map<number, (reply: OpReply) => void>();

  constructor() {
    this.worker = new Worker(WORKER_BOOT, { eval: true, workerData: { entry: SERVER_ENTRY } });
    this.worker.on('message', (reply: OpReply) => {
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
    this.worker.on('error', (error) => this.fail(String(error)));
    this.worker.on('exit', (code) => {
      this.exited = true;
      this.fail(`exited with code ${code}`);
    });
  }

  private fail(error: string): void {
    for (const resolve of this.waiting.values()) resolve({ id: 0, ok: false, error });
    this.waiting.clear();
  }

  async call<T>(op: Op, extra: Omit<OpRequest, 'id' | 'op'> = {}): Promise<T> {
    if (this.exited) throw new Error(`server thread, ${op}: it has exited`);
    const id = this.next++;
    const reply = await new Promise<OpReply>((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, op, ...extra } satisfies OpRequest);
    });
    if (!reply.ok) throw new Error(`server thread, ${op}: ${reply.error}`);
    return reply.result as T;
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}

/** Profiles the server thread while `f` runs, when BENCH_CPU_PROFILE asks for it. */
export async function profiled<T>(
  server: ServerThread,
  name: string,
  f: () => Promise<T>,
): Promise<T> {
  if (PROFILE === undefined) return f();
  await server.call('profile-start');
  const result = await f();
  await server.call('profile-stop', { file: path.resolve(`${PROFILE}${name}.cpuprofile`) });
  return result;
}
