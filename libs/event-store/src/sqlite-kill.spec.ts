/**
 * Durability across a process kill (SIGKILL, not power loss) with WAL + synchronous=NORMAL:
 * a separate writer process acknowledges each append in a side file, is SIGKILLed, and the
 * parent then opens the database and must find every acknowledged event.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StoredEvent } from './event-store';
import { SqliteEventStore } from './sqlite';
import { newEvents } from '../testing/contract-helpers';
import type { Ack } from '../testing/sqlite-append-child';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const CHILD = path.join(__dirname, '..', 'testing', 'sqlite-append-child.ts');

jest.setTimeout(60_000);

let dir: string;
let file: string;
let ackLog: string;
let child: ChildProcess | undefined;

function startWriter(...args: string[]): ChildProcess {
  child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', CHILD, file, ackLog, ...args],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return child;
}

const exited = (writer: ChildProcess): Promise<NodeJS.Signals | number | null> =>
  new Promise((resolve) => writer.once('exit', (code, signal) => resolve(signal ?? code)));

/** Complete lines only: a line cut short by the kill was never an acknowledgement. */
function readAcks(): Ack[] {
  const text = fs.existsSync(ackLog) ? fs.readFileSync(ackLog, 'utf8') : '';
  return text
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as Ack);
}

async function waitForAcks(count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (readAcks().length < count) {
    if (Date.now() > deadline) throw new Error(`the writer did not acknowledge ${count} appends`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Every acknowledged event is there, at its position, stream and version. */
function expectAcknowledged(acks: readonly Ack[], all: readonly StoredEvent[]): void {
  const byPosition = new Map(all.map((e) => [e.position, e]));
  for (const ack of acks) {
    ack.positions.forEach((position, i) => {
      expect(byPosition.get(position)).toMatchObject({
        streamId: ack.streamId,
        version: ack.version - ack.positions.length + 1 + i,
        data: { batch: ack.batch, index: i },
      });
    });
  }
}

/** Streams are contiguous from 1 and every batch is whole: nothing half-written survived. */
function expectConsistent(all: readonly StoredEvent[]): void {
  const streams = new Map<string, number[]>();
  const batches = new Map<number, { size: number; seen: number }>();
  for (const e of all) {
    streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), e.version]);
    const meta = e.meta as { batch: number; size: number };
    const entry = batches.get(meta.batch) ?? { size: meta.size, seen: 0 };
    batches.set(meta.batch, { ...entry, seen: entry.seen + 1 });
  }
  for (const found of streams.values()) {
    expect(found).toEqual(found.map((_, i) => i + 1));
  }
  for (const { size, seen } of batches.values()) expect(seen).toBe(size);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pratzen-kill-'));
  file = path.join(dir, 'pratzen.db');
  ackLog = path.join(dir, 'acks.jsonl');
});

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps every acknowledged event when the writer is SIGKILLed right after its last ack', async () => {
  const writer = startWriter('200', 'self-kill');
  expect(await exited(writer)).toBe('SIGKILL');

  // The commits still sit in the -wal file (no close, no final checkpoint): reopening must
  // recover them from it.
  expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
  const acks = readAcks();
  expect(acks).toHaveLength(200);
  const store = new SqliteEventStore(file);
  const all = await store.readAll();
  await store.close();

  expectAcknowledged(acks, all);
  expect(all).toHaveLength(acks.reduce((sum, ack) => sum + ack.positions.length, 0));
  expectConsistent(all);
});

it('keeps every acknowledged event when the parent SIGKILLs a writer mid-flow', async () => {
  const writer = startWriter('forever');
  await waitForAcks(300);
  writer.kill('SIGKILL');
  expect(await exited(writer)).toBe('SIGKILL');

  const acks = readAcks();
  const acknowledged = acks.reduce((sum, ack) => sum + ack.positions.length, 0);
  const store = new SqliteEventStore(file);
  const all = await store.readAll();

  expectAcknowledged(acks, all);
  // At most the one batch committed between its commit and its acknowledgement line.
  expect(all.length - acknowledged).toBeGreaterThanOrEqual(0);
  expect(all.length - acknowledged).toBeLessThanOrEqual(3);
  expectConsistent(all);
  // And the recovered file is sound and writable.
  const next = await store.appendToStream('game-0', newEvents(1), { expectedVersion: 'any' });
  expect(next.events[0]?.position).toBeGreaterThan(all[all.length - 1]?.position ?? 0);
  await store.close();
  const db = new Database(file, { readonly: true });
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  db.close();
});
