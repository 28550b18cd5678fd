/**
 * WAL checkpoints off the append path.
 *
 * SQLite's automatic checkpoint runs inside the COMMIT that pushes the WAL past
 * `wal_autocheckpoint` pages (1,000 by default): that append, and the whole event loop with it,
 * then waits while the WAL is copied into the database file and fsynced (2–33 ms in the API
 * benchmark, about every 280 appends: the p99 tail of commands). So the store's own connection
 * only checkpoints as a safety net (WAL_AUTOCHECKPOINT_PAGES, ~40 MB), and a PASSIVE checkpoint
 * runs every APPENDS_PER_CHECKPOINT appends on a second connection in a worker thread, in
 * parallel with the event loop. PASSIVE never waits for or blocks a writer or reader.
 *
 * Durability is unchanged: a checkpoint only moves already-committed frames from the -wal file
 * into the database file; a commit is complete (and survives a killed process) once its frames
 * are in the -wal file, whether or not a checkpoint ever ran. A process killed mid-checkpoint
 * takes the worker with it and the next open replays the WAL, as after any crash. Should the
 * worker fail to start, the same PASSIVE checkpoint runs on the store's connection in a later
 * macrotask (still outside any append).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** The store connection's own auto-checkpoint, kept only as a bound on the WAL's size. */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;
/** Appends (batches) between two background checkpoints. */
export const APPENDS_PER_CHECKPOINT = 256;

/** Plain CommonJS (no TypeScript loader in the worker): one connection, checkpoints on request. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 0 });
db.pragma('synchronous = ' + workerData.synchronous);
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.postMessage('closed');
    parentPort.close();
    return;
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage('done');
  } catch (error) {
    parentPort.postMessage('failed');
  }
});
`;

export class BackgroundCheckpointer {
  private worker: Worker | null = null;
  private appends = 0;
  private busy = false;
  private inline = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly file: string,
    private readonly synchronous: string,
  ) {}

  /** After each committed append (never inside the transaction). */
  appended(): void {
    if (this.closed) return;
    this.appends += 1;
    if (this.appends >= APPENDS_PER_CHECKPOINT && !this.busy) this.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker === null) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('close');
    // A worker stuck for whatever reason must not hold close() up.
    const timer = setTimeout(() => void worker.terminate(), 2_000);
    await exited;
    clearTimeout(timer);
  }

  private start(): void {
    this.appends = 0;
    this.busy = true;
    if (this.inline) {
      setImmediate(() => this.checkpointInline());
      return;
    }
    try {
      this.ensureWorker().postMessage('checkpoint');
    } catch {
      this.fallBack();
    }
  }

  private ensureWorker(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        file: path.resolve(this.file),
        synchronous: this.synchronous,
      },
    });
    worker.unref();
    worker.on('message', (message: string) => {
      if (message === 'failed') this.fallBack();
      else if (message === 'done') this.finished();
    });
    worker.on('error', () => this.fallBack());
    this.worker = worker;
    return worker;
  }

  private finished(): void {
    this.busy = false;
    if (!this.closed && this.appends >= APPENDS_PER_CHECKPOINT) this.start();
  }

  private fallBack(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) void worker.terminate();
    this.inline = true;
    this.busy = false;
  }

  private checkpointInline(): void {
    if (!this.closed) {
      try {
        this.db.pragma('wal_checkpoint(PASSIVE)');
      } catch {
        // Busy or closed: the next round (or the auto-checkpoint) catches up.
      }
    }
    this.finished();
  }
}
